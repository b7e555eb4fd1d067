import { PageFrame } from '@marketplace/contracts';
import { useTranslation } from 'react-i18next';

export function CategoriesScreen() {
  const { t } = useTranslation('common');
  return <PageFrame title={t('pages.categories')} />;
}
