import { bus } from '@marketplace/contracts';
import type { Product } from './catalogue';

/**
 * The cart belongs to the cart team; this remote only announces the fact. The cart is given the
 * English name, the one it reads back from the catalogue when it checks its prices.
 */
export function addToCart(product: Product, quantity: number) {
  bus.publish('cart:item-added', {
    product: {
      id: product.id,
      name: product.names.en,
      price: product.price,
      currency: 'KES',
      image: product.image,
      category: product.category,
    },
    quantity,
  });
}
