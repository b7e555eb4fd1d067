// The shopper's stored choice of language, apart from i18next: the static frame's inline script
// (shell/src/startup/frame.ts) reads the choice before any bundle has loaded.
import { cookieLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from './language-codes';

export * from './language-codes';

const YEAR_S = 365 * 24 * 3600;

/**
 * The shopper's language: the stored choice; else the cookie's; else the page's own `lang`, which
 * a server-composed page was written in (the template's is the default); else the default. A
 * language the page's address names is stored as the choice by the frame's inline script first
 * (shell/src/startup/frame.ts).
 */
export function storedLanguage(): Language {
  let value: string | null | undefined;
  try {
    value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    value = null;
  }
  if (isLanguage(value)) return value;
  const doc = globalThis.document as Document | undefined;
  return cookieLanguage(doc?.cookie) ?? (isLanguage(doc?.documentElement.lang) ? (doc.documentElement.lang as Language) : DEFAULT_LANGUAGE);
}

/** Keeps `language` in storage and in the cookie the server reads. */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
  if (globalThis.document) globalThis.document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}
