import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageNameStore } from './page-name';

/**
 * Keeps the tab title on the current page, in the current language: the name its remote gave it
 * (a product's), else the route's title.
 */
export function DocumentTitle({ titleKey, names }: { titleKey: string; names: PageNameStore }) {
  const { t } = useTranslation(['common', 'shell']);
  const { pathname } = useLocation();
  const named = useSyncExternalStore(names.subscribe, names.get);
  const title = named?.path === pathname ? named.name : t(titleKey, { ns: 'common' });
  const site = t('shell:brand.name');
  useEffect(() => {
    document.title = `${title} | ${site}`;
  }, [title, site]);
  return null;
}
