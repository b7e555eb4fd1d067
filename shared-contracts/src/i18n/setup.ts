import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

export type Translations = Record<Language, Record<string, unknown>>;

/**
 * Initialises the page's one i18next instance (a federation singleton). The shell calls it; a
 * remote's standalone bootstrap calls it too. Missing keys render as the key itself.
 */
export async function initI18n(language: Language = storedLanguage()): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false }, // React escapes; we never render strings as HTML.
      returnNull: false,
    });
    for (const [namespace, translations] of pending.splice(0)) addBundles(namespace, translations);
  }
  return i18next;
}

// Bundles registered before i18next is initialised (an app's modules may load first); added on init.
const pending: Array<[string, Translations]> = [];

function addBundles(namespace: string, translations: Translations): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language.code, namespace, translations[language.code], true, true);
  }
}

/** Each app registers its own namespace; calling again merges into the bundle (hot reload). */
export function registerTranslations(namespace: string, translations: Translations): void {
  // i18next only has its resource methods once initialised.
  if (i18next.isInitialized) addBundles(namespace, translations);
  else pending.push([namespace, translations]);
}
