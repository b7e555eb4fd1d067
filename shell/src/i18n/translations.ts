import type { Translations } from '@marketplace/contracts';
import { coreTranslations } from './core';
import { layoutTranslations } from '../features/layout/translations';

/** The "shell" namespace: its core strings plus the layout's. */
export const translations: Translations = {
  en: { ...coreTranslations.en, ...layoutTranslations.en },
  so: { ...coreTranslations.so, ...layoutTranslations.so },
  sw: { ...coreTranslations.sw, ...layoutTranslations.sw },
};
