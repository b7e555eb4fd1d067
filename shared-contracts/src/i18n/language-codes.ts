// The languages and how a request names one, apart from i18next and from the browser's storage:
// servers and the service worker read them too.
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

/**
 * The language travels to the server in this cookie too (since contracts 2.3), so a page the
 * server composes is in the shopper's language; the switcher writes both.
 */
export const LANGUAGE_COOKIE = 'marketplace-language';

/** The language a `Cookie` header names, if any. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The first of the site's languages an `Accept-Language` header asks for, by its weights. */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  const asked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { code: tag.toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => isLanguage(entry.code) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked[0]?.code as Language | undefined;
}

/**
 * The query parameter that names a page's language in its address (since contracts 2.4), so that
 * each language's page is an address of its own: `/product/e1?lang=sw`. English has none.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * A page's absolute address in `language` on `site`: English is the address without a language,
 * the others carry it, so each language's page is an address of its own a search engine indexes.
 */
export function languageAddress(site: string, address: string, language: Language): string {
  const url = new URL(address, site);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

/** The language an address's query names, if any. */
export function addressLanguage(search: string | null | undefined): Language | undefined {
  const named = new URLSearchParams(search ?? '').get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : undefined;
}

/**
 * A request's language: the one its address names, else its cookie's, else the first its
 * Accept-Language asks for, else the default.
 */
export function requestLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
  search?: string,
): Language {
  return addressLanguage(search) ?? cookieLanguage(cookieHeader) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
