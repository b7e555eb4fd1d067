import type { Translations } from '@marketplace/contracts';
import { en } from './en';
import { so } from './so';
import { sw } from './sw';
import { en as sellingEn } from './selling/en';
import { so as sellingSo } from './selling/so';
import { sw as sellingSw } from './selling/sw';
import { en as browseEn } from './browse/en';
import { so as browseSo } from './browse/so';
import { sw as browseSw } from './browse/sw';

// The 'catalog' namespace. Validation, error and success messages come from the host's 'messages'
// namespace (contracts), page titles and category names from 'common'.

export const translations: Translations = { en, so, sw };

/** The selling pages' namespace (./selling/namespace.ts). */
export const sellingTranslations: Translations = { en: sellingEn, so: sellingSo, sw: sellingSw };

/** The browsing pages' namespace (./browse/namespace.ts). */
export const browseTranslations: Translations = { en: browseEn, so: browseSo, sw: browseSw };
