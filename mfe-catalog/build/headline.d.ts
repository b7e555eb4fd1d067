import { type Language } from '@marketplace/contracts/language';
import { en } from '../src/i18n/en';
export type StorefrontHeadline = (typeof en)['storefront'];
/** The storefront's headline in every language: the texts the hero reads (`catalog:storefront.*`). */
export declare const STOREFRONT_HEADLINES: Record<Language, StorefrontHeadline>;
/**
 * The headline as the static frame of the shell's page shows it: every language, each block
 * marked with its `lang` (the frame's styles show the one <html lang> names, on `/` only), laid
 * out as the hero (offer, heading, text, then blocks where its buttons and search go). Text only,
 * escaped: the frame paints before any script, and this markup runs nothing.
 */
export declare function headlineMarkup(headlines?: Partial<Record<string, StorefrontHeadline>>): string;
