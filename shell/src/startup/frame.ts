import { cookieLanguage, storedLanguage, storeLanguage, type Language } from '@marketplace/contracts/language';

/**
 * Prepares the static frame before the body is parsed (inline-frame.ts, inline at the top of
 * <head>): `lang` on <html> is the stored language, which tells assistive technology what the
 * page speaks from the first paint. The choice is kept in the cookie the shell's server reads
 * too, for a shopper who chose before the cookie existed.
 */
export function prepareFrame(root: HTMLElement, language: Language = storedLanguage()): void {
  root.lang = language;
  if (cookieLanguage(document.cookie) !== language) storeLanguage(language);
}
