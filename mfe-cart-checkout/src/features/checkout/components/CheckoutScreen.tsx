import { PageFrame, paths } from '@marketplace/contracts';
import { useTranslation } from 'react-i18next';

export function CheckoutScreen() {
  const { t } = useTranslation('common');
  const title = t('pages.checkout');
  return <PageFrame title={title} trail={[{ label: t('pages.cart'), to: paths.cart() }, { label: title }]} />;
}
