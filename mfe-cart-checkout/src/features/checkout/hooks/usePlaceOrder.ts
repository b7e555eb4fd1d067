import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, deliveryAddressSchema, normalizeKenyanPhone, useHost } from '@marketplace/contracts';
import { orderableLines } from '../../cart/store/cart-store';
import { cart } from '../../cart/store/cart';
import { cardSummary, type CardInput } from '../lib/card';
import { classifyFailure, type Failure } from '../lib/refusal';
import {
  BackendFailure,
  payByCard,
  placeOrder,
  readPaymentOutcome,
  startMpesaPayment,
  type PlacedOrder,
} from '../data/orders';
import { newIdempotencyKey, requestKeyFor, type CheckoutEntries } from '../state/session';

export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 120_000;

export type ProblemReason = 'cancelled' | 'timeout' | 'failed' | 'declined' | 'retry';

export type PaymentPhase =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'waiting'; order: PlacedOrder }
  | { kind: 'problem'; order: PlacedOrder; reason: ProblemReason };

const PAID = new Set(['processing', 'shipped', 'delivered']);

interface Options {
  entries: CheckoutEntries;
  card: CardInput;
  /** Saves the request key before the request, so a reload or retry reuses it. */
  onRequestKey: (request: NonNullable<CheckoutEntries['request']>) => void;
  /** Makes sure the cart's prices are the catalogue's; true when something changed. */
  refreshPrices: () => Promise<boolean>;
  onComplete: (order: PlacedOrder) => void;
  /** A refusal or failure that moves the shopper (Cart Review, Delivery, sign-in). */
  onFailure: (failure: Exclude<Failure, { kind: 'general' }> | { kind: 'prices-changed' }) => void;
}

/** What identifies an order request: its lines, delivery, address, and whether it is cash on delivery. */
function fingerprint(request: object): string {
  return JSON.stringify(request);
}

/**
 * Placing the order and paying for it: place_order (idempotent), then the M-Pesa push and its
 * polling, the card result, or cash on delivery at once.
 */
export function usePlaceOrder({ entries, card, onRequestKey, refreshPrices, onComplete, onFailure }: Options) {
  const host = useHost();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const fail = useCallback(
    (cause: unknown, order?: PlacedOrder) => {
      const failure = classifyFailure(cause);
      if (failure.kind === 'general') {
        setError(failure.message);
        // An order already placed keeps its Try Again / Change Payment Method choices.
        setPhase(order ? { kind: 'problem', order, reason: 'failed' } : { kind: 'idle' });
      } else {
        setPhase({ kind: 'idle' });
        onFailure(failure);
      }
    },
    [onFailure],
  );

  const pay = useCallback(
    async (order: PlacedOrder) => {
      const supabase = await host.getSupabase();
      if (!supabase) throw new Error(ERROR_MESSAGES.backendNotConfigured.en);
      if (order.payment_method === 'cod' || PAID.has(order.status)) {
        onComplete(order);
        return;
      }
      if (entries.payment === 'card') {
        const result = await payByCard(supabase, order.id, cardSummary(card));
        if (result === 'approved') onComplete(order);
        else setPhase({ kind: 'problem', order, reason: result });
        return;
      }
      try {
        await startMpesaPayment(supabase, order.id, normalizeKenyanPhone(entries.mpesaPhone) ?? entries.mpesaPhone);
      } catch (cause) {
        // A push already under way for this order (a second tab, a quick retry): follow that one.
        if (!(cause instanceof BackendFailure && ['payment.inProgress', 'payment.notPayable'].includes(cause.error.hint ?? ''))) throw cause;
      }
      setPhase({ kind: 'waiting', order });
    },
    [card, entries.mpesaPhone, entries.payment, host, onComplete],
  );

  const place = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setPhase({ kind: 'placing' });
    let order: PlacedOrder | undefined;
    try {
      const supabase = await host.getSupabase();
      if (!supabase) throw new Error(ERROR_MESSAGES.backendNotConfigured.en);
      if (await refreshPrices()) {
        setPhase({ kind: 'idle' });
        onFailure({ kind: 'prices-changed' });
        return;
      }
      const lines = orderableLines(cart.get()).map(({ product, quantity }) => ({ product_id: product.id, quantity }));
      const address = entries.delivery === 'pickup' ? null : deliveryAddressSchema.parse(entries.address);
      const body = { lines, delivery: entries.delivery, address, cod: entries.payment === 'cod' };
      const request = requestKeyFor(entries.request, fingerprint(body), newIdempotencyKey);
      onRequestKey(request);
      order = await placeOrder(supabase, {
        lines,
        delivery: entries.delivery,
        address,
        payment_method: entries.payment,
        idempotency_key: request.key,
      });
      await pay(order);
    } catch (cause) {
      fail(cause, order);
    } finally {
      busy.current = false;
    }
  }, [entries, fail, host, onFailure, onRequestKey, pay, refreshPrices]);

  /** Try Again after a cancelled, timed-out or declined payment: the same order, paid again. */
  const retry = useCallback(async () => {
    if (busy.current || phase.kind !== 'problem') return;
    busy.current = true;
    const { order } = phase;
    setError(null);
    setPhase({ kind: 'placing' });
    try {
      await pay(order);
    } catch (cause) {
      fail(cause, order);
    } finally {
      busy.current = false;
    }
  }, [fail, pay, phase]);

  const reset = useCallback(() => {
    setPhase({ kind: 'idle' });
    setError(null);
  }, []);

  // M-Pesa: poll the order and its latest payment every 2 s, for at most 2 minutes.
  useEffect(() => {
    if (phase.kind !== 'waiting') return;
    const { order } = phase;
    const deadline = Date.now() + POLL_LIMIT_MS;
    let stopped = false;
    const tick = async () => {
      const supabase = await host.getSupabase();
      if (stopped || !supabase) return;
      try {
        const outcome = await readPaymentOutcome(supabase, order.id);
        if (stopped) return;
        if (outcome === 'paid') {
          stopped = true;
          onComplete(order);
          return;
        }
        if (outcome !== 'pending') {
          stopped = true;
          setPhase({ kind: 'problem', order, reason: outcome });
          return;
        }
      } catch {
        // A failed poll is retried on the next tick; the deadline still applies.
      }
      if (Date.now() >= deadline) {
        stopped = true;
        setPhase({ kind: 'problem', order, reason: 'timeout' });
      }
    };
    const timer = setInterval(() => void tick(), POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [host, onComplete, phase]);

  return { phase, error, place, retry, reset };
}
