import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, paths } from '@marketplace/contracts';
import type { PlacedOrder } from '../data/orders';

/** Step 5: the order number and the server's total, Track Order and Continue Shopping. */
export function CompleteStep({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('cart');
  return (
    <>
      <p>{t('checkout.complete.thanks')}</p>
      <dl>
        <dt>{t('checkout.complete.orderNumber')}</dt>
        <dd data-testid="order-number">{order.id}</dd>
        <dt>{t('checkout.complete.total')}</dt>
        <dd data-testid="order-total">{formatMoney(order.total)}</dd>
      </dl>
      <p className="links">
        <Link to={paths.orders()}>{t('checkout.complete.track')}</Link>
        <Link to={paths.home()}>{t('checkout.complete.continue')}</Link>
      </p>
    </>
  );
}
