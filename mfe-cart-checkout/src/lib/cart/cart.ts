import { useSyncExternalStore } from 'react';
import { browserStorage, bus } from '@marketplace/contracts';
import { CART_STORAGE_KEY, createCartStore, type CartState } from './cart-store';

/**
 * The page's cart. The cart team owns it: other remotes only publish `cart:item-added`. It is
 * created once, when the first cart module (the header's mini-cart) loads.
 */
export const cart = createCartStore(browserStorage('local') ?? undefined);

bus.subscribe('cart:item-added', ({ product, quantity }) => cart.add(product, quantity));

// Another tab saved the cart (or cleared all storage): show the same cart here.
window.addEventListener('storage', (event) => {
  if (event.key === CART_STORAGE_KEY || event.key === null) cart.reload();
});

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, cart.get);
}
