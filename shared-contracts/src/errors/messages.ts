// The message catalogue of spec section 8 as English source strings with stable translation keys.
// Placeholders use i18next syntax ({{n}}), so an app can register the `en` texts as-is.
import type { CatalogMessage } from '../validation/messages';

export const ERROR_MESSAGES = {
  // Central error mapping (see mapError).
  invalidCredentials: { key: 'errors.invalidCredentials', en: 'Invalid credentials provided.' },
  emailNotConfirmed: { key: 'errors.emailNotConfirmed', en: 'Please verify your email address.' },
  tooManyRequests: { key: 'errors.tooManyRequests', en: 'Too many attempts. Please wait before trying again.' },
  network: { key: 'errors.network', en: 'Connection error. Please check your network.' },
  accessDenied: { key: 'errors.accessDenied', en: 'Access denied.' },
  technical: { key: 'errors.technical', en: 'A technical error occurred. Please contact support.' },
  invalidRequest: { key: 'errors.invalidRequest', en: 'Invalid request detected.' },
  unexpected: { key: 'errors.unexpected', en: 'An unexpected error occurred. Please try again.' },
  /** Appended to high-severity toasts. */
  contactSupportSuffix: { key: 'errors.contactSupportSuffix', en: 'If this persists, please contact support.' },

  backendNotConfigured: {
    key: 'errors.backendNotConfigured',
    en: 'Service temporarily unavailable. Please contact support.',
  },
  authNotConfigured: {
    key: 'errors.authNotConfigured',
    en: 'Authentication service is not available. Please contact support.',
  },
  signOutNoBackend: { key: 'errors.signOutNoBackend', en: 'Authentication service is not available.' },
  signOutFailed: { key: 'errors.signOutFailed', en: 'Failed to sign out' },
  authServiceUnavailableTitle: {
    key: 'errors.authServiceUnavailableTitle',
    en: 'Authentication Service Unavailable',
  },

  lockedOut: { key: 'errors.lockedOut', en: 'Too many failed attempts. Please try again in {{n}} minutes.' },
  lockedNow: {
    key: 'errors.lockedNow',
    en: 'Account temporarily locked due to multiple failed attempts. Try again in {{n}} minutes.',
  },
  attemptsRemaining: { key: 'errors.attemptsRemaining', en: '{{n}} attempts remaining before account lockout.' },

  renderFailureTitle: { key: 'errors.renderFailureTitle', en: 'Something went wrong' },
  // The spec asks for "a refresh or contact support message" without wording; this is ours.
  renderFailureHint: {
    key: 'errors.renderFailureHint',
    en: 'Please refresh the page. If this persists, please contact support.',
  },
  newsletterErrorTitle: { key: 'errors.newsletterErrorTitle', en: 'Error' },
  pageNotFound: { key: 'errors.pageNotFound', en: 'Page Not Found' },
  chatNotUnderstood: {
    key: 'errors.chatNotUnderstood',
    en: "I'm sorry, I don't understand your question. Could you try asking in a different way?",
  },
} as const satisfies Record<string, CatalogMessage>;

export const SUCCESS_MESSAGES = {
  loggedIn: { key: 'success.loggedIn', en: 'Successfully logged in!' },
  registered: {
    key: 'success.registered',
    en: 'Registration successful! Please check your email to confirm your account.',
  },
  signedOut: { key: 'success.signedOut', en: 'Signed out successfully' },
  profileUpdated: { key: 'success.profileUpdated', en: 'Profile updated successfully!' },
  newsletterTitle: { key: 'success.newsletterTitle', en: 'Success!' },
  newsletterSubscribed: { key: 'success.newsletterSubscribed', en: 'Thank you for subscribing to our newsletter!' },
} as const satisfies Record<string, CatalogMessage>;

/** Fills the {{n}} placeholder of a catalogue text. */
export function fillCount(template: string, n: number): string {
  return template.replaceAll('{{n}}', String(n));
}

/** 'Too many failed attempts. Please try again in {n} minutes.' */
export function lockedOutMessage(minutes: number): string {
  return fillCount(ERROR_MESSAGES.lockedOut.en, minutes);
}

/** 'Account temporarily locked due to multiple failed attempts. Try again in {n} minutes.' */
export function lockedNowMessage(minutes: number): string {
  return fillCount(ERROR_MESSAGES.lockedNow.en, minutes);
}

/** '{n} attempts remaining before account lockout.' */
export function attemptsRemainingMessage(attempts: number): string {
  return fillCount(ERROR_MESSAGES.attemptsRemaining.en, attempts);
}
