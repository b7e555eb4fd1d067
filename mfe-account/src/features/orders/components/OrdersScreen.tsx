import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, paths, theme, useHost } from '@marketplace/contracts';
import { Alert, Button } from '../../../ui/form';
import { useErrorHandler } from '../../../ui/useMessages';
import { fetchOrders, type Order } from '../data/orders';
import { OrderCard } from './OrderCard';

const List = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  .skeleton {
    height: 180px;
    border-radius: ${theme.radius};
    background: linear-gradient(90deg, #eee 25%, #f5f5f5 50%, #eee 75%);
    background-size: 200% 100%;
    animation: shimmer 1.2s infinite;
  }
  @keyframes shimmer { to { background-position: -200% 0; } }
  @media (prefers-reduced-motion: reduce) { .skeleton { animation: none; } }
  a { color: ${theme.color.brand}; }
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; orders: Order[] };

/** My Orders, or one order's page when `orderId` is given (`/orders/<id>`). */
export function OrdersScreen({ orderId }: { orderId?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const host = useHost();
  const handleError = useErrorHandler();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userId = host.auth.user?.id;

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    void (async () => {
      try {
        const supabase = await host.getSupabase();
        if (!supabase) throw new Error('backend not configured');
        const orders = await fetchOrders(supabase, orderId);
        if (!cancelled) setLoad({ state: 'done', orders });
      } catch (error) {
        if (!cancelled) setLoad({ state: 'failed', message: handleError(error, { page: 'orders', action: 'load-orders', userId: userId ?? '' }).text });
      }
    })();
    return () => {
      cancelled = true;
    };
    // host.getSupabase is stable; reload when the user, the order or a retry changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, orderId, attempt]);

  const title = orderId ? tc('pages.orderDetails') : tc('pages.orders');
  const trail = orderId ? [{ label: tc('pages.orders'), to: paths.orders() }, { label: orderId }] : undefined;

  return (
    <PageFrame title={title} trail={trail}>
      <List aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && (
          <>
            <span style={{ position: 'absolute', left: '-9999px' }} role="status">
              {t('orders.loading')}
            </span>
            {[0, 1, 2].map((n) => (
              <div key={n} className="skeleton" data-testid="order-skeleton" aria-hidden="true" />
            ))}
          </>
        )}
        {load.state === 'failed' && (
          <Alert kind="error">
            <p>{load.message}</p>
            <Button type="button" onClick={retry}>
              {t('orders.tryAgain')}
            </Button>
          </Alert>
        )}
        {load.state === 'done' && load.orders.length === 0 && (
          orderId ? (
            <Alert kind="info">
              <p>{t('orders.notFound')}</p>
              <Link to={paths.orders()}>{t('orders.backToOrders')}</Link>
            </Alert>
          ) : (
            <div>
              <p>{t('orders.empty')}</p>
              <Link to={paths.products()}>{t('orders.browseProducts')}</Link>
            </div>
          )
        )}
        {load.state === 'done' && load.orders.map((order) => <OrderCard key={order.id} order={order} expanded={orderId !== undefined} />)}
      </List>
    </PageFrame>
  );
}
