// The languages and the shopper's stored choice, apart from i18next: the static frame's inline
// script (shell/src/startup/frame.ts) reads the choice before any bundle has loaded.
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'so', label: 'Somali' },
  { code: 'sw', label: 'Swahili' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'marketplace:language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The stored language, or the default when storage is empty, blocked or holds junk. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}
