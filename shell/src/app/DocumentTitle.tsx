import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type PageTitle } from '@marketplace/contracts';
import type { PageNameStore } from './page-name';
import { recordVisit } from '../lib/offline/visited-pages';

/**
 * Keeps the tab title on the current page, in the current language: the name its remote gave it
 * (a product's), else the page's title as its remote declared it (null: Page Not Found). React
 * puts the `<title>` in the head, before the static page's own.
 */
export function DocumentTitle({ title: declared, names }: { title: PageTitle | null; names: PageNameStore }) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const { pathname, search } = useLocation();
  const named = useSyncExternalStore(names.subscribe, names.get);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const isNamed = named?.path === pathname;
  const title = isNamed ? named.name : declared ? declared[language] : t('pages.notFound', { ns: 'common' });
  const site = t('shell:brand.name');
  useEffect(() => {
    // Offline, the pages opened while connected are the ones to offer (features/offline).
    if (declared) recordVisit(pathname, search, title, !isNamed);
  }, [title, declared, pathname, search, isNamed]);
  return <title>{`${title} | ${site}`}</title>;
}
