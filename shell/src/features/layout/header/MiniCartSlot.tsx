import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, FRAGMENTS, paths, theme } from '@marketplace/contracts';
import { RemoteRegion } from '../../federation/RemoteRegion';
import { CartIcon } from '../icons';
import { focusRing } from '../styles';

/** The same box as the cart team's mini-cart (40 px round link, badge out of the flow). */
const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${theme.color.text};
  &:hover { background: #f3f4f6; }
  ${focusRing}
  .badge {
    position: absolute;
    top: -2px;
    right: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    border-radius: 999px;
    background: ${theme.color.danger};
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }
`;

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
    <CartLink to={paths.cart()} aria-label={t('header.cart')}>
      <CartIcon size={24} />
      {count !== undefined && (
        <span className="badge" data-testid="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </CartLink>
  );
  if (!wanted) return standIn;
  return <RemoteRegion remote={FRAGMENTS.miniCart.app} module={FRAGMENTS.miniCart.module} slotFallback={standIn} loading={standIn} />;
}
