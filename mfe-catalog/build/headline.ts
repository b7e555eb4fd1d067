import { escapeHtml } from '@marketplace/contracts/html';
import { LANGUAGES, type Language } from '@marketplace/contracts/language';
import { en } from '../src/i18n/en';
import { so } from '../src/i18n/so';
import { sw } from '../src/i18n/sw';

export type StorefrontHeadline = (typeof en)['storefront'];

/** The storefront's headline in every language: the texts the hero reads (`catalog:storefront.*`). */
export const STOREFRONT_HEADLINES: Record<Language, StorefrontHeadline> = { en: en.storefront, so: so.storefront, sw: sw.storefront };

/**
 * The headline as the static frame of the shell's page shows it: every language, each block
 * marked with its `lang` (the frame's styles show the one <html lang> names, on `/` only), laid
 * out as the hero (offer, heading, text, then blocks where its buttons and search go). Text only,
 * escaped: the frame paints before any script, and this markup runs nothing.
 */
export function headlineMarkup(headlines: Partial<Record<string, StorefrontHeadline>> = STOREFRONT_HEADLINES): string {
  const blocks = LANGUAGES.map(({ code }) => {
    const h = headlines[code];
    if (!h) throw new Error(`the storefront headline has no ${code} text`);
    return `<div lang="${code}"><span class="frame-offer">${escapeHtml(h.offer)}</span><h1>${escapeHtml(h.title)}</h1><p>${escapeHtml(h.text)}</p></div>`;
  });
  return `<section class="frame-hero">${blocks.join('')}<i></i><i></i></section>`;
}
