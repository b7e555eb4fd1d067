import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, storeLanguage, type Language } from '@marketplace/contracts';

/** The current language and a way to switch it that is remembered across visits. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const change = useCallback(
    (code: Language) => {
      storeLanguage(code);
      void i18n.changeLanguage(code);
    },
    [i18n],
  );
  return { current, languages: LANGUAGES, change };
}
