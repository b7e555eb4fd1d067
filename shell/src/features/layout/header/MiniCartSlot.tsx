import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, CartBadge, CartLinkFrame, FRAGMENTS, paths } from '@marketplace/contracts';
import { RemoteRegion } from '../../federation/RemoteRegion';
import { CartIcon } from '../icons';

/** The cart team's last `cart:changed` count, kept by the bus across page loads. */
function useKeptCartCount(): number | undefined {
  return useSyncExternalStore(
    (changed) => bus.subscribe('cart:changed', changed),
    () => bus.last('cart:changed')?.payload.count,
  );
}

/** Runs `fn` once the browser is idle after the first paint; returns the cancel function. */
function afterFirstPaint(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(fn, 200);
  return () => window.clearTimeout(timer);
}

/**
 * The header's cart. The cart team's mini-cart fragment is fetched after the first paint, so it
 * never competes with the page's own region; until then (and while its remote is down) the shell
 * shows the cart link with the count the bus kept from the cart team's last `cart:changed`.
 */
export function MiniCartSlot() {
  const { t } = useTranslation('shell');
  const count = useKeptCartCount();
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstPaint(() => setWanted(true)), []);
  const standIn = (
    <CartLinkFrame to={paths.cart()} aria-label={t('header.cart')}>
      <CartIcon size={24} />
      {count !== undefined && <CartBadge count={count} />}
    </CartLinkFrame>
  );
  if (!wanted) return standIn;
  return <RemoteRegion remote={FRAGMENTS.miniCart.app} module={FRAGMENTS.miniCart.module} slotFallback={standIn} loading={standIn} />;
}
