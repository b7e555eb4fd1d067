import { VALIDATION_MESSAGES, validationMessageKey } from './messages';

describe('VALIDATION_MESSAGES', () => {
  it('gives every message a unique key under validation.', () => {
    const keys = Object.values(VALIDATION_MESSAGES).map((message) => message.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
  });

  it('finds the key of an English message', () => {
    expect(validationMessageKey('Passwords do not match')).toBe('validation.passwordsDoNotMatch');
    expect(validationMessageKey('Name is required')).toBe('validation.nameRequired');
    expect(validationMessageKey('not a message')).toBeUndefined();
  });
});
