import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, CartBadge, CartLinkFrame, paths } from '@marketplace/contracts';
import { RemoteRegion } from '../../../components/RemoteRegion';
import { useSlot } from '../../../lib/federation/SiteContext';
import { CartIcon } from '../icons';

/**
 * The cart team's last `cart:changed` count as the bus keeps it (across page loads and tabs).
 * Nothing kept means the cart team never changed a cart in this browser: it is empty.
 */
function useKeptCartCount(): number {
  return useSyncExternalStore(
    (changed) => bus.watch('cart:changed', changed),
    () => bus.last('cart:changed')?.payload.count ?? 0,
  );
}

/** True from the first `cart:item-added` published on this page. */
function useCartTouched(): boolean {
  const [touched, setTouched] = useState(false);
  useEffect(() => bus.watch('cart:item-added', () => setTouched(true)), []);
  return touched;
}

/**
 * The header's cart. The shell shows the cart link with the count the bus kept from the cart
 * team's last `cart:changed`; the cart team's code (its mini-cart fragment, which owns the cart)
 * is fetched only when this page changes the cart: the first `cart:item-added` waits in the bus
 * until it has loaded. The remote that declares the 'mini-cart' slot fills it. A page that shows nothing but products pays nothing for the cart. While
 * the cart remote is down the link stays, with the kept count.
 */
export function MiniCartSlot() {
  const { t } = useTranslation('shell');
  const count = useKeptCartCount();
  const touched = useCartTouched();
  const miniCart = useSlot('mini-cart');
  const standIn = (
    <CartLinkFrame to={paths.cart()} aria-label={t('header.cartCount', { count })}>
      <CartIcon size={24} />
      <CartBadge count={count} />
    </CartLinkFrame>
  );
  if (!touched || !miniCart) return standIn;
  return <RemoteRegion remote={miniCart.remote} module={miniCart.module} slotFallback={standIn} loading={standIn} />;
}
