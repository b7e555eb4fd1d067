import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, storeLanguage, type Language } from '@marketplace/contracts';

/** The current language and a way to switch it that is remembered across visits. */
export function useLanguage() {
  const { i18n } = useTranslation();
  // `language`, not `resolvedLanguage`: the latter is settled before the apps register their
  // strings, so after a start in Somali it would still say English.
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const change = useCallback(
    (code: Language) => {
      storeLanguage(code);
      void i18n.changeLanguage(code);
    },
    [i18n],
  );
  return { current, languages: LANGUAGES, change };
}
