import type { Translations } from '@marketplace/contracts';

/** Header, footer and mobile menu strings. */
export const layoutTranslations: Translations = { en: {}, so: {}, sw: {} };
