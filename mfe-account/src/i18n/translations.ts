import type { Translations } from '@marketplace/contracts';

export const translations: Translations = {
  en: {},
  so: {},
  sw: {},
};
