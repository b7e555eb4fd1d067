import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, paths, theme, useHost } from '@marketplace/contracts';
import { LiveIndicator, useLiveChanges } from '@marketplace/contracts/live';
import { Alert, Button } from '../../../components/form';
import { useErrorHandler } from '../../../lib/useMessages';
import { fetchOrders, liveSpecsFor, statusChanges, type Order } from '../data/orders';
import { OrderCard } from './OrderCard';
import { useStatusText } from './StatusBadge';

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
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
  a {
    color: ${theme.color.brand};
  }
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; orders: Order[] };

const hidden = { position: 'absolute', left: '-9999px' } as const;

/** My Orders, or one order's page when `orderId` is given (`/orders/<id>`). */
export function OrdersScreen({ orderId }: { orderId?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const host = useHost();
  const handleError = useErrorHandler();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const statusText = useStatusText();
  const userId = host.auth.user?.id;
  /** The orders on screen, and the number of the latest read: an older answer never replaces a newer one. */
  const shown = useRef<Order[] | null>(null);
  const reads = useRef(0);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Reads the orders again without the skeleton, and announces the statuses that changed. */
  const reread = useCallback(async () => {
    const read = ++reads.current;
    try {
      const supabase = await host.getSupabase();
      if (!supabase || shown.current === null) return;
      const orders = await fetchOrders(supabase, orderId);
      if (read !== reads.current || shown.current === null) return;
      const changed = statusChanges(shown.current, orders);
      shown.current = orders;
      setLoad({ state: 'done', orders });
      if (changed.length > 0)
        setAnnouncement(
          changed.map((order) => t('orders.live.statusChanged', { id: order.id, status: statusText(order.status) })).join(' '),
        );
    } catch {
      // The page stays as it was: the next change or reconnect reads again.
    }
    // host.getSupabase is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, t, statusText]);

  // A change to one of the shopper's orders or payments (row-level security picks them) reads the
  // page again, as does every reconnect: Realtime does not replay what it missed meanwhile.
  const live = useLiveChanges(userId ? liveSpecsFor(orderId) : null, {
    onChange: () => void reread(),
    onJoin: (first) => !first && void reread(),
  });

  useEffect(() => {
    let cancelled = false;
    const read = ++reads.current;
    shown.current = null;
    setLoad({ state: 'loading' });
    void (async () => {
      try {
        const supabase = await host.getSupabase();
        if (!supabase) throw new Error('backend not configured');
        const orders = await fetchOrders(supabase, orderId);
        if (cancelled || read !== reads.current) return;
        shown.current = orders;
        setLoad({ state: 'done', orders });
      } catch (error) {
        if (!cancelled)
          setLoad({ state: 'failed', message: handleError(error, { page: 'orders', action: 'load-orders', userId: userId ?? '' }).text });
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
      <LiveIndicator
        state={live}
        labels={{
          open: t('orders.live.open'),
          connecting: t('orders.live.connecting'),
          reconnecting: t('orders.live.reconnecting'),
          closed: t('orders.live.closed'),
        }}
      />
      <p style={hidden} aria-live="polite" data-testid="order-announcements">
        {announcement}
      </p>
      <List aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && (
          <>
            <span style={hidden} role="status">
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
        {load.state === 'done' &&
          load.orders.length === 0 &&
          (orderId ? (
            <Alert kind="info">
              <p>{t('orders.notFound')}</p>
              <Link to={paths.orders()}>{t('orders.backToOrders')}</Link>
            </Alert>
          ) : (
            <div>
              <p>{t('orders.empty')}</p>
              <Link to={paths.products()}>{t('orders.browseProducts')}</Link>
            </div>
          ))}
        {load.state === 'done' && load.orders.map((order) => <OrderCard key={order.id} order={order} expanded={orderId !== undefined} />)}
      </List>
    </PageFrame>
  );
}
