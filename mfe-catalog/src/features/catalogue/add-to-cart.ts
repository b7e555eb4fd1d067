import { bus } from '@marketplace/contracts';

/** The cart belongs to the cart team; this remote only announces the fact. */
export function addToCart(product: { id: string; name: string; price: number; image: string; category: string }, quantity: number) {
  bus.publish('cart:item-added', {
    product: { id: product.id, name: product.name, price: product.price, currency: 'KES', image: product.image, category: product.category },
    quantity,
  });
}
