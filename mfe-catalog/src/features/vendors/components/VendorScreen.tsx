import { PageFrame, paths } from '@marketplace/contracts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The vendor page: the slug shown as a name (hyphens back to spaces) until vendor data lands. */
export function VendorScreen() {
  const { t } = useTranslation('common');
  const { slug = '' } = useParams();
  const name = slug.replace(/-/g, ' ');
  return <PageFrame title={name || t('pages.vendor')} trail={[{ label: t('pages.vendors'), to: paths.vendors() }, { label: name || t('pages.vendor') }]} />;
}
