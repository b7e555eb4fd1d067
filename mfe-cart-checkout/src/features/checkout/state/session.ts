import { z } from 'zod/v3';
import { browserStorage, DELIVERY_OPTIONS, PAYMENT_METHODS } from '@marketplace/contracts';

/** The checkout's entries for this visit (session storage). Never a card number, expiry or CVC. */
export const CHECKOUT_STORAGE_KEY = 'marketplace:checkout:v1';

const text = z.string().max(400);

const entriesSchema = z.object({
  step: z.number().int().min(1).max(4),
  delivery: z.enum(DELIVERY_OPTIONS),
  address: z.object({ name: text, phone: text, area: text, street: text, notes: text }),
  payment: z.enum(PAYMENT_METHODS),
  mpesaPhone: text,
  /** The idempotency key of the order request and what it was made for (see `requestKeyFor`). */
  request: z.object({ key: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/), fingerprint: z.string().max(4000) }).nullable(),
});

export type CheckoutEntries = z.infer<typeof entriesSchema>;
export type AddressEntries = CheckoutEntries['address'];

export const INITIAL_ENTRIES: CheckoutEntries = {
  step: 1,
  delivery: 'standard',
  address: { name: '', phone: '', area: '', street: '', notes: '' },
  payment: 'mpesa',
  mpesaPhone: '',
  request: null,
};

export function loadEntries(storage: Storage | undefined): CheckoutEntries {
  try {
    const raw = storage?.getItem(CHECKOUT_STORAGE_KEY);
    if (raw) {
      const parsed = entriesSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return INITIAL_ENTRIES;
}

export function saveEntries(storage: Storage | undefined, entries: CheckoutEntries): void {
  try {
    storage?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(entriesSchema.parse(entries)));
  } catch {
    // Without storage the entries last as long as the page.
  }
}

export function clearEntries(storage: Storage | undefined): void {
  try {
    storage?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function sessionStore(): Storage | undefined {
  return browserStorage('session') ?? undefined;
}

/**
 * The order request's idempotency key: the same one while the request is the same (a double
 * click, a retry after a network failure, paying again by M-Pesa or card after a failed payment
 * all reach the one order); a new one once the lines, delivery or address change, or when cash
 * on delivery replaces an online payment (that order needs no payment, so it is a new order).
 */
export function requestKeyFor(
  current: CheckoutEntries['request'],
  fingerprint: string,
  newKey: () => string,
): NonNullable<CheckoutEntries['request']> {
  if (current && current.fingerprint === fingerprint) return current;
  return { key: newKey(), fingerprint };
}

export function newIdempotencyKey(): string {
  return `checkout-${globalThis.crypto.randomUUID()}`;
}
