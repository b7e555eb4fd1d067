import type { Translations } from '@marketplace/contracts';
import { en } from './i18n/en';
import { so } from './i18n/so';
import { sw } from './i18n/sw';

/**
 * Header, footer and mobile menu strings. Page titles and category names come from the "common"
 * namespace; brand.name from the shell's core strings; upload messages from the "messages" namespace.
 */
export const layoutTranslations: Translations = { en, so, sw };
