import { addressLanguage, cookieLanguage, storedLanguage, storeLanguage, type Language } from '@marketplace/contracts/language';

/**
 * Prepares the static frame before the body is parsed (inline-frame.ts, inline at the top of
 * <head>): `lang` on <html> is the shopper's language, which tells assistive technology what the
 * page speaks from the first paint. A language the address names (`?lang=sw`, a shared link) is
 * the shopper's from now on; the choice is kept in storage and in the cookie the shell's server
 * reads (for a shopper who chose before the cookie existed too), so the bundle finds it there.
 */
export function prepareFrame(root: HTMLElement, language: Language = addressLanguage(location.search) ?? storedLanguage()): void {
  root.lang = language;
  if (cookieLanguage(document.cookie) !== language || storedLanguage() !== language) storeLanguage(language);
}
