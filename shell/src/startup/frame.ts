import { storedLanguage, type Language } from '@marketplace/contracts/language';

/**
 * Prepares the static frame before the body is parsed (inline-frame.ts, inline at the top of
 * <head>): `lang` on <html> is the stored language, which picks the headline's language and tells
 * assistive technology what the page speaks from the first paint; on `/` the frame shows the
 * storefront's headline (index.html's styles key on `data-first-screen`).
 */
export function prepareFrame(root: HTMLElement, pathname: string, language: Language = storedLanguage()): void {
  root.lang = language;
  if (pathname === '/') root.dataset.firstScreen = 'home';
}
