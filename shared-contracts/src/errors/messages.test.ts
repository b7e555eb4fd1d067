import { attemptsRemainingMessage, ERROR_MESSAGES, fillCount, lockedNowMessage, lockedOutMessage, SUCCESS_MESSAGES } from './messages';

describe('catalogue of spec 8', () => {
  it.each([
    [ERROR_MESSAGES.backendNotConfigured, 'Service temporarily unavailable. Please contact support.'],
    [ERROR_MESSAGES.authNotConfigured, 'Authentication service is not available. Please contact support.'],
    [ERROR_MESSAGES.signOutNoBackend, 'Authentication service is not available.'],
    [ERROR_MESSAGES.signOutFailed, 'Failed to sign out'],
    [ERROR_MESSAGES.authServiceUnavailableTitle, 'Authentication Service Unavailable'],
    [ERROR_MESSAGES.renderFailureTitle, 'Something went wrong'],
    [ERROR_MESSAGES.pageNotFound, 'Page Not Found'],
    [ERROR_MESSAGES.newsletterErrorTitle, 'Error'],
    [ERROR_MESSAGES.contactSupportSuffix, 'If this persists, please contact support.'],
    [ERROR_MESSAGES.chatNotUnderstood, "I'm sorry, I don't understand your question. Could you try asking in a different way?"],
    [SUCCESS_MESSAGES.loggedIn, 'Successfully logged in!'],
    [SUCCESS_MESSAGES.registered, 'Registration successful! Please check your email to confirm your account.'],
    [SUCCESS_MESSAGES.signedOut, 'Signed out successfully'],
    [SUCCESS_MESSAGES.profileUpdated, 'Profile updated successfully!'],
    [SUCCESS_MESSAGES.newsletterTitle, 'Success!'],
    [SUCCESS_MESSAGES.newsletterSubscribed, 'Thank you for subscribing to our newsletter!'],
  ])('%o reads exactly as the spec', (message, en) => {
    expect(message.en).toBe(en);
  });

  it('gives every message a unique, namespaced key', () => {
    const all = [...Object.values(ERROR_MESSAGES), ...Object.values(SUCCESS_MESSAGES)];
    const keys = all.map((message) => message.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(errors|success)\.[a-zA-Z]+$/);
  });
});

describe('lockout messages', () => {
  it('fill in the number of minutes or attempts', () => {
    expect(lockedOutMessage(42)).toBe('Too many failed attempts. Please try again in 42 minutes.');
    expect(lockedNowMessage(60)).toBe('Account temporarily locked due to multiple failed attempts. Try again in 60 minutes.');
    expect(attemptsRemainingMessage(2)).toBe('2 attempts remaining before account lockout.');
    expect(attemptsRemainingMessage(1)).toBe('1 attempts remaining before account lockout.');
  });

  it('keep i18next placeholders in the source text, so it can be registered as a translation', () => {
    expect(ERROR_MESSAGES.lockedOut.en).toContain('{{n}}');
    expect(fillCount('{{n}} and {{n}}', 3)).toBe('3 and 3');
  });
});
