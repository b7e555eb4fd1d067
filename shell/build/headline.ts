import { escapeHtml } from '@marketplace/contracts/html';
import { LANGUAGES } from '@marketplace/contracts/language';
import { STOREFRONT_HEADLINES, type StorefrontHeadline } from '@marketplace/contracts/storefront-headline';

/** Where index.html's static frame takes the storefront's headline. */
export const HEADLINE_MARKER = '<!--storefront-headline-->';

/**
 * The storefront's headline in every language, as the home page's hero shows it (offer, heading,
 * text, then blocks where its buttons and search go). index.html's styles show it on `/` only, in
 * the language the inline frame script set on <html>.
 */
export function headlineMarkup(headlines: Record<string, StorefrontHeadline> = STOREFRONT_HEADLINES): string {
  const blocks = LANGUAGES.map(({ code }) => {
    const h = headlines[code];
    if (!h) throw new Error(`the storefront headline has no ${code} text`);
    return `<div lang="${code}"><span class="frame-offer">${escapeHtml(h.offer)}</span><h1>${escapeHtml(h.title)}</h1><p>${escapeHtml(h.text)}</p></div>`;
  });
  return `<section class="frame-hero">${blocks.join('')}<i></i><i></i></section>`;
}

/** index.html with the headline in its frame; a template without the marker is a build error. */
export function withHeadline(html: string): string {
  if (!html.includes(HEADLINE_MARKER)) throw new Error(`index.html has no ${HEADLINE_MARKER} for the storefront headline`);
  return html.replace(HEADLINE_MARKER, headlineMarkup());
}
