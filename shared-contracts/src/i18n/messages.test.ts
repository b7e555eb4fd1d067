import { ERROR_MESSAGES } from '../errors/messages';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { MESSAGE_TRANSLATIONS, messageKey, translateMessage } from './messages';

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`)),
    ),
  );
}

describe('MESSAGE_TRANSLATIONS', () => {
  const en = flatten(MESSAGE_TRANSLATIONS.en);

  it.each(['so', 'sw'] as const)('has every catalogued message in %s, translated, with the same placeholders', (language) => {
    const other = flatten(MESSAGE_TRANSLATIONS[language]);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text).not.toBe(en[key]);
      expect(text.match(/\{\{\w+\}\}/g) ?? []).toEqual(en[key]!.match(/\{\{\w+\}\}/g) ?? []);
    }
  });

  it('keeps the exact English texts of the catalogues', () => {
    expect(en['validation.passwordTooShort']).toBe(VALIDATION_MESSAGES.passwordTooShort.en);
    expect(en['errors.lockedOut']).toBe(ERROR_MESSAGES.lockedOut.en);
  });
});

describe('translateMessage', () => {
  const t = (key: string, options: { ns: string; defaultValue: string; n?: number }) => `${options.ns}:${key}:${options.n ?? ''}`;

  it('looks a catalogued English text up by its key', () => {
    expect(messageKey('Passwords do not match')).toBe('validation.passwordsDoNotMatch');
    expect(translateMessage(t, 'Passwords do not match')).toBe('messages:validation.passwordsDoNotMatch:');
    expect(translateMessage(t, ERROR_MESSAGES.lockedOut.en, 60)).toBe('messages:errors.lockedOut:60');
  });

  it('shows text outside the catalogue as it came', () => {
    expect(translateMessage(t, 'Only 2 left in stock: m1')).toBe('Only 2 left in stock: m1');
  });
});
