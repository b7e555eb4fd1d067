import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, storeLanguage, type Language } from '@marketplace/contracts';
import { LANGUAGE_PARAM } from '@marketplace/contracts/language-codes';

/** The current language and a way to switch it that is remembered across visits. */
export function useLanguage() {
  const { i18n } = useTranslation();
  // `language`, not `resolvedLanguage`: the latter is settled before the apps register their
  // strings, so after a start in Somali it would still say English.
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const change = useCallback(
    (code: Language) => {
      storeLanguage(code);
      void i18n.changeLanguage(code);
      // An address that names a language (a shared link) names the one now chosen, so a reload
      // or a copied link keeps it.
      const params = new URLSearchParams(search);
      if (!params.has(LANGUAGE_PARAM)) return;
      params.delete(LANGUAGE_PARAM);
      if (code !== DEFAULT_LANGUAGE) params.set(LANGUAGE_PARAM, code);
      const query = params.toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    },
    [i18n, navigate, pathname, search, hash],
  );
  return { current, languages: LANGUAGES, change };
}
