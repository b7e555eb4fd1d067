import { mapError } from '@marketplace/contracts';
import type { LineNote } from '../../../lib/cart/cart-store';
import type { AddressEntries } from '../state/session';
import { BackendFailure } from '../data/orders';

/** What the checkout does with a failed request. */
export type Failure =
  /** A line the server refused (gone, short of stock): back to Cart Review, the reason on the line. */
  | { kind: 'line'; productId: string; note: LineNote }
  /** The cart was empty on the server's side. */
  | { kind: 'empty-cart' }
  /** An address field the server refused: back to Delivery, the message on the field. */
  | { kind: 'field'; field: keyof AddressEntries; message: string }
  /** Not signed in (any more). */
  | { kind: 'sign-in' }
  /** Anything else (network, server): the central mapping's message; everything entered stays. */
  | { kind: 'general'; message: string };

const ADDRESS_FIELDS = ['name', 'phone', 'area', 'street', 'notes'] as const;

export function classifyFailure(error: unknown): Failure {
  if (error instanceof BackendFailure) {
    const { hint, details, message, code, status } = error.error;
    if (hint === 'order.productNotFound' && details) return { kind: 'line', productId: details, note: { kind: 'unavailable' } };
    if (hint === 'order.outOfStock' && details) {
      const left = /Only (\d+) left/.exec(message);
      return { kind: 'line', productId: details, note: { kind: 'out-of-stock', available: left ? Number(left[1]) : null } };
    }
    if (hint === 'order.cartEmpty') return { kind: 'empty-cart' };
    const field = details?.startsWith('address.') ? details.slice('address.'.length) : undefined;
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field)) {
      return { kind: 'field', field: field as keyof AddressEntries, message };
    }
    if (hint === 'order.signInRequired' || code === '42501' || status === 401) return { kind: 'sign-in' };
  }
  return { kind: 'general', message: mapError(error).message };
}
