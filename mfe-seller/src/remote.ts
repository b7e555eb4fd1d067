import { registerTranslations } from '@marketplace/contracts';
import { en } from './i18n/en';

/** 'development' under the dev server: RemoteRoot then shows the dev-build marker. */
export const BUILD = process.env.NODE_ENV;

/** The seller center's i18next namespace. */
export const NS = 'seller';

// English inline; Somali and Swahili are chunks of their own, fetched when chosen.
void registerTranslations(NS, {
  en,
  so: () => import('./i18n/so').then((m) => m.so),
  sw: () => import('./i18n/sw').then((m) => m.sw),
});
