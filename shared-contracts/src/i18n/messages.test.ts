import { ERROR_MESSAGES } from '../errors/messages';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { MESSAGE_TRANSLATIONS, messageKey, translateMessage } from './messages';
import { flattenTranslations, translationProblems } from './parity';
import { resolveTranslations, type Translations } from './setup';

describe('MESSAGE_TRANSLATIONS', () => {
  let all: Translations;
  beforeAll(async () => {
    all = await resolveTranslations(MESSAGE_TRANSLATIONS);
  });

  it('has every catalogued message in so and sw, translated, with the same placeholders', () => {
    expect(translationProblems(all)).toEqual([]);
  });

  it('keeps the exact English texts of the catalogues', () => {
    const en = flattenTranslations(all.en);
    expect(en.get('validation.passwordTooShort')).toBe(VALIDATION_MESSAGES.passwordTooShort.en);
    expect(en.get('errors.lockedOut')).toBe(ERROR_MESSAGES.lockedOut.en);
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
