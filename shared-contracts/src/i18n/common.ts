import type { TranslationSources } from './setup';
import { en } from './common/en';

/**
 * The "common" namespace: page titles (breadcrumbs, headings, document title) and category
 * names, used by the shell and every remote alike. Somali and Swahili load when chosen.
 */
export const COMMON_TRANSLATIONS: TranslationSources = {
  en,
  so: () => import('./common/so').then((m) => m.so),
  sw: () => import('./common/sw').then((m) => m.sw),
};
