import { useSyncExternalStore } from 'react';
import { bus } from '@marketplace/contracts';
import { createCartStore, type CartState } from './cart-store';

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The page's cart. The cart team owns it: other remotes only publish `cart:item-added`. It is
 * created once, when the first cart module (the header's mini-cart) loads.
 */
export const cart = createCartStore(safeStorage());

bus.subscribe('cart:item-added', ({ product, quantity }) => cart.add(product, quantity));

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, cart.get);
}
