import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageSingleton } from '../page-singleton';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, storedLanguage, type Language } from './language';

export type TranslationBundle = Record<string, unknown>;
export type Translations = Record<Language, TranslationBundle>;
/** A language's bundle, or a function importing it: a chunk of its own, fetched once that language is active. */
export type BundleSource = TranslationBundle | (() => Promise<TranslationBundle>);
export type TranslationSources = Record<Language, BundleSource>;

// What each namespace registered; i18next's backend reads the loaders from here.
const sources = pageSingleton('translation-sources', () => new Map<string, TranslationSources>());
// Namespaces registered before i18next is initialised (an app's modules may load first).
const pending = pageSingleton('pending-namespaces', () => new Set<string>());

function readBundle(language: string, namespace: string): TranslationBundle | Promise<TranslationBundle> {
  const source = isLanguage(language) ? sources.get(namespace)?.[language] : undefined;
  // An unknown namespace or language loads as empty, so its keys render as themselves.
  return typeof source === 'function' ? source() : (source ?? {});
}

/** i18next's backend: a namespace's registered bundle for a language, a loader's once it has run. */
const registeredBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    Promise.resolve()
      .then(() => readBundle(language, namespace))
      .then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/**
 * Initialises the page's one i18next instance (a federation singleton). The shell calls it; a
 * remote's standalone bootstrap calls it too. Missing keys render as the key itself. Resolves once
 * the bundles of the active language are there for every namespace registered so far.
 */
export async function initI18n(language: Language = storedLanguage()): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .use(registeredBundles)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: LANGUAGES.map((l) => l.code),
        // Namespaces join as apps register them: a switch of language then loads them all before
        // it re-renders, so every app changes at once.
        ns: [],
        defaultNS: 'common',
        resources: {},
        partialBundledLanguages: true,
        interpolation: { escapeValue: false }, // React escapes; we never render strings as HTML.
        returnNull: false,
      });
    await Promise.all([...pending].map(activate));
    pending.clear();
  }
  return i18next;
}

function addInlineBundles(namespace: string, translations: TranslationSources): void {
  for (const { code } of LANGUAGES) {
    const source = translations[code];
    if (typeof source !== 'function') i18next.addResourceBundle(code, namespace, source, true, true);
  }
}

/** Adds a namespace's inline bundles, then has i18next load the active language's if it is a loader. */
async function activate(namespace: string): Promise<void> {
  const registered = sources.get(namespace);
  if (!registered) return;
  addInlineBundles(namespace, registered);
  await i18next.loadNamespaces(namespace);
}

/**
 * Each app registers its own namespace: a bundle per language, inline or as a loader
 * (`() => import('./so').then((m) => m.so)`), fetched when that language is active, now or after
 * a switch. Calling again merges into the bundle (hot reload). Inline bundles apply at once; the
 * promise resolves when the active language's bundle is there (i18next re-renders its components
 * then, so callers need not wait).
 */
export async function registerTranslations(namespace: string, translations: TranslationSources): Promise<void> {
  const again = sources.has(namespace);
  sources.set(namespace, translations);
  // i18next only has its resource methods once initialised.
  if (!i18next.isInitialized) {
    pending.add(namespace);
    return;
  }
  addInlineBundles(namespace, translations);
  if (again) await i18next.reloadResources(i18next.languages, [namespace]);
  await i18next.loadNamespaces(namespace);
}

/** Every language's bundle of a namespace, its loaders run: for checks over all the texts. */
export async function resolveTranslations(translations: TranslationSources): Promise<Translations> {
  const entries = await Promise.all(
    LANGUAGES.map(async ({ code }) => {
      const source = translations[code];
      return [code, typeof source === 'function' ? await source() : source] as const;
    }),
  );
  return Object.fromEntries(entries) as Translations;
}

/**
 * For a server render: an i18next instance of its own, fixed to `language`, holding every
 * namespace registered so far in every language (their loaders run). The page's instance is never
 * touched, so concurrent renders in different languages cannot see each other's.
 */
export async function createServerI18n(language: Language): Promise<I18n> {
  const resources: Record<string, Record<string, TranslationBundle>> = {};
  for (const [namespace, translations] of sources) {
    const all = await resolveTranslations(translations);
    for (const { code } of LANGUAGES) (resources[code] ??= {})[namespace] = all[code];
  }
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: [...sources.keys()],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
