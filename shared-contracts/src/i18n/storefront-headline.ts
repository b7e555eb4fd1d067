import type { Language } from './language';
import { en } from './common/en';
import { so } from './common/so';
import { sw } from './common/sw';

export type StorefrontHeadline = (typeof en)['storefront'];

/**
 * The storefront's headline in every language, for the shell's build: it writes them into the
 * static frame, which paints the one of the stored language before any script has loaded. Pages
 * read the same texts through i18next ("common" namespace, `storefront.*`).
 */
export const STOREFRONT_HEADLINES: Record<Language, StorefrontHeadline> = { en: en.storefront, so: so.storefront, sw: sw.storefront };
