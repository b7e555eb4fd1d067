import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, deliveryAddressSchema, normalizeKenyanPhone, useHost, type LiveState } from '@marketplace/contracts';
import { useLiveChanges } from '@marketplace/contracts/live';
import { orderableLines } from '../../../lib/cart/cart-store';
import { cart } from '../../../lib/cart/cart';
import { cardSummary, type CardInput } from '../lib/card';
import { classifyFailure, type Failure } from '../lib/refusal';
import { isOffline } from '@marketplace/contracts/connection';
import { isConnectionProblem } from '../lib/offline';
import {
  BackendFailure,
  outcomeOfChange,
  payByCard,
  paymentChanges,
  placeOrder,
  readPaymentOutcome,
  startMpesaPayment,
  type PaymentOutcome,
  type PlacedOrder,
} from '../data/orders';
import { newIdempotencyKey, requestKeyFor, type CheckoutEntries } from '../state/session';

/** The read of the payment every so often, only while its realtime channel is down. */
export const FALLBACK_POLL_MS = 5000;
export const POLL_LIMIT_MS = 120_000;

/** `offline`: paying an order already placed could not reach the server. */
export type ProblemReason = 'cancelled' | 'timeout' | 'failed' | 'declined' | 'retry' | 'offline';

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
 * result (the payment's row changes through the host's realtime client, a slow poll while that
 * is down), the card result, or cash on delivery at once.
 */
export function usePlaceOrder({ entries, card, onRequestKey, refreshPrices, onComplete, onFailure }: Options) {
  const host = useHost();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  /**
   * Place Order found no connection, nothing placed, everything entered stays: `offline` when the
   * browser says so, `unreachable` when the request never reached the server.
   */
  const [offline, setOffline] = useState<'offline' | 'unreachable' | null>(null);
  const busy = useRef(false);

  const fail = useCallback(
    (cause: unknown, order?: PlacedOrder) => {
      if (isConnectionProblem(cause)) {
        // An order already placed keeps it and its Try Again; otherwise Place Order again later
        // (the same idempotency key: a request whose answer was lost gives the same order).
        if (order) setPhase({ kind: 'problem', order, reason: 'offline' });
        else {
          setPhase({ kind: 'idle' });
          setOffline(isOffline() ? 'offline' : 'unreachable');
        }
        return;
      }
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
        if (!(cause instanceof BackendFailure && ['payment.inProgress', 'payment.notPayable'].includes(cause.error.hint ?? '')))
          throw cause;
      }
      setPhase({ kind: 'waiting', order });
    },
    [card, entries.mpesaPhone, entries.payment, host, onComplete],
  );

  const place = useCallback(async () => {
    if (busy.current) return;
    setError(null);
    const noConnection = isOffline();
    setOffline(noConnection ? 'offline' : null);
    if (noConnection) return;
    busy.current = true;
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
    const { order } = phase;
    setError(null);
    if (isOffline()) {
      setPhase({ kind: 'problem', order, reason: 'offline' });
      return;
    }
    busy.current = true;
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
    setOffline(null);
  }, []);

  // M-Pesa: the result arrives as a change of the order's payment (or of the order), for at most
  // 2 minutes. Each (re)join reads it once, for a result that came before the join or while the
  // connection was down; while the channel cannot open, a slow poll reads it instead.
  const waiting = phase.kind === 'waiting' ? phase.order : null;
  const settled = useRef(true);

  const settle = useCallback(
    (order: PlacedOrder, outcome: PaymentOutcome) => {
      if (settled.current || outcome === 'pending') return;
      settled.current = true;
      if (outcome === 'paid') onComplete(order);
      else setPhase({ kind: 'problem', order, reason: outcome });
    },
    [onComplete],
  );

  const check = useCallback(
    async (order: PlacedOrder) => {
      const supabase = await host.getSupabase();
      if (settled.current || !supabase) return;
      try {
        settle(order, await readPaymentOutcome(supabase, order.id));
      } catch {
        // A failed read is retried by the next join or poll; the deadline still applies.
      }
    },
    [host, settle],
  );

  useEffect(() => {
    if (!waiting) return;
    settled.current = false;
    // At the deadline, one last read before calling it timed out.
    const deadline = setTimeout(() => void check(waiting).then(() => settle(waiting, 'timeout')), POLL_LIMIT_MS);
    return () => {
      settled.current = true;
      clearTimeout(deadline);
    };
  }, [waiting, check, settle]);

  const live: LiveState = useLiveChanges(waiting ? paymentChanges(waiting.id) : null, {
    onChange: (change) => waiting && settle(waiting, outcomeOfChange(change)),
    onJoin: () => waiting && void check(waiting),
  });
  const polling = live === 'closed' || live === 'reconnecting';

  useEffect(() => {
    if (!waiting || !polling) return;
    const timer = setInterval(() => void check(waiting), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, polling, check]);

  return { phase, error, offline, place, retry, reset, live };
}
