import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps the tab title on the current page, in the current language. */
export function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['common', 'shell']);
  const title = t(titleKey, { ns: 'common' });
  const site = t('shell:brand.name');
  useEffect(() => {
    document.title = `${title} | ${site}`;
  }, [title, site]);
  return null;
}
