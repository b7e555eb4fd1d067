// The message catalogue of spec section 8 as English source strings with stable translation keys.
// Placeholders use i18next syntax ({{n}}), so an app can register the `en` texts as-is.
import { catalogue } from '../validation/messages';

export const ERROR_MESSAGES = catalogue('errors', {
  // Central error mapping (see mapError).
  invalidCredentials: 'Invalid credentials provided.',
  emailNotConfirmed: 'Please verify your email address.',
  tooManyRequests: 'Too many attempts. Please wait before trying again.',
  network: 'Connection error. Please check your network.',
  accessDenied: 'Access denied.',
  technical: 'A technical error occurred. Please contact support.',
  invalidRequest: 'Invalid request detected.',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** Appended to high-severity toasts. */
  contactSupportSuffix: 'If this persists, please contact support.',

  backendNotConfigured: 'Service temporarily unavailable. Please contact support.',
  authNotConfigured: 'Authentication service is not available. Please contact support.',
  signOutNoBackend: 'Authentication service is not available.',
  signOutFailed: 'Failed to sign out',
  authServiceUnavailableTitle: 'Authentication Service Unavailable',

  lockedOut: 'Too many failed attempts. Please try again in {{n}} minutes.',
  lockedNow: 'Account temporarily locked due to multiple failed attempts. Try again in {{n}} minutes.',
  attemptsRemaining: '{{n}} attempts remaining before account lockout.',

  renderFailureTitle: 'Something went wrong',
  // The spec asks for "a refresh or contact support message" without wording; this is ours.
  renderFailureHint: 'Please refresh the page. If this persists, please contact support.',
  newsletterErrorTitle: 'Error',
  pageNotFound: 'Page Not Found',
  chatNotUnderstood: "I'm sorry, I don't understand your question. Could you try asking in a different way?",
});

export const SUCCESS_MESSAGES = catalogue('success', {
  loggedIn: 'Successfully logged in!',
  registered: 'Registration successful! Please check your email to confirm your account.',
  signedOut: 'Signed out successfully',
  profileUpdated: 'Profile updated successfully!',
  newsletterTitle: 'Success!',
  newsletterSubscribed: 'Thank you for subscribing to our newsletter!',
});

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
