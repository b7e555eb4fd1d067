import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { HostProvider, type HostApi } from '@marketplace/contracts';
import { fakeLive } from '@marketplace/testing';
import { dress, fakeSupabase, provideRandomUUID, signedInHost, type Answer } from '../../../testing/harness';
import { cart } from '../../../lib/cart/cart';
import { EMPTY_CARD } from '../lib/card';
import { INITIAL_ENTRIES, type CheckoutEntries } from '../state/session';
import { FALLBACK_POLL_MS, POLL_LIMIT_MS, usePlaceOrder } from './usePlaceOrder';

const ORDER = {
  id: 'ORD-2026-000123',
  status: 'pending_payment',
  subtotal: 2500,
  delivery_fee: 0,
  tax: 200,
  total: 2700,
  payment_method: 'mpesa',
};
const ENTRIES: CheckoutEntries = { ...INITIAL_ENTRIES, step: 4, delivery: 'pickup', payment: 'mpesa', mpesaPhone: '0712345678' };

/** The backend's view of the order while the shopper's phone decides. */
function mpesaBackend() {
  const state = { orderStatus: 'pending_payment', payment: { status: 'pending', result_code: null as number | null }, reachable: true };
  const backend = fakeSupabase({
    rpc: (): Answer => ({ data: ORDER, error: null }),
    query: ({ table }): Answer => {
      if (!state.reachable) return { data: null, error: { message: 'TypeError: Failed to fetch' } };
      return table === 'orders' ? { data: { status: state.orderStatus }, error: null } : { data: [state.payment], error: null };
    },
  });
  return { ...backend, state };
}

function renderPlaceOrder(backend: ReturnType<typeof mpesaBackend>, overrides: Partial<HostApi> = {}) {
  const onComplete = jest.fn();
  const onFailure = jest.fn();
  const host = signedInHost(backend.client, overrides);
  const wrapper = ({ children }: { children: ReactNode }) => <HostProvider value={host}>{children}</HostProvider>;
  const hook = renderHook(
    () =>
      usePlaceOrder({
        entries: ENTRIES,
        card: EMPTY_CARD,
        onRequestKey: jest.fn(),
        refreshPrices: async () => false,
        onComplete,
        onFailure,
      }),
    { wrapper },
  );
  return { ...hook, onComplete, onFailure };
}

/** Moves the fake clock on and lets the polls it starts settle. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(provideRandomUUID);

beforeEach(() => {
  // Only the clock is fake; promises and the rest run for real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  cart.clear();
  cart.add(dress, 1);
});

afterEach(() => {
  jest.useRealTimers();
  cart.clear();
});

describe('M-Pesa without a realtime channel (a host without host.live): the slow poll', () => {
  it('sends the push, then reads the order and its latest payment every 5 s (not before)', async () => {
    const backend = mpesaBackend();
    const { result } = renderPlaceOrder(backend);
    await act(() => result.current.place());

    expect(backend.invoke).toHaveBeenCalledWith('mpesa-stk-push', { body: { order_id: ORDER.id, phone: '+254712345678' } });
    expect(result.current.phase).toEqual({ kind: 'waiting', order: ORDER });
    expect(FALLBACK_POLL_MS).toBe(5000);

    await wait(4999);
    expect(backend.pollsOf('orders')).toBe(0);
    await wait(1);
    expect(backend.pollsOf('orders')).toBe(1);
    expect(backend.pollsOf('payments')).toBe(1);
    expect(backend.queries.find((q) => q.table === 'orders')?.filters).toEqual({ id: ORDER.id });
    await wait(15_000);
    expect(backend.pollsOf('orders')).toBe(4);
    expect(result.current.phase.kind).toBe('waiting');
  });

  it('stops polling once the order is paid and completes with the server’s order', async () => {
    const backend = mpesaBackend();
    const { result, onComplete } = renderPlaceOrder(backend);
    await act(() => result.current.place());
    await wait(10_000);
    expect(onComplete).not.toHaveBeenCalled();

    backend.state.orderStatus = 'processing';
    backend.state.payment = { status: 'paid', result_code: 0 };
    await wait(FALLBACK_POLL_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(ORDER);
    const polls = backend.pollsOf('orders');

    await wait(20_000);
    expect(backend.pollsOf('orders')).toBe(polls);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['was cancelled on the phone (1032)', { status: 'cancelled', result_code: 1032 }, 'cancelled'],
    ['went unanswered on the phone (1037)', { status: 'failed', result_code: 1037 }, 'timeout'],
    ['failed for another reason', { status: 'failed', result_code: 1 }, 'failed'],
  ] as const)('stops polling and reports it once the payment %s', async (_case, payment, reason) => {
    const backend = mpesaBackend();
    const { result, onComplete } = renderPlaceOrder(backend);
    await act(() => result.current.place());

    backend.state.orderStatus = 'payment_failed';
    backend.state.payment = payment;
    await wait(FALLBACK_POLL_MS);
    expect(result.current.phase).toEqual({ kind: 'problem', order: ORDER, reason });
    const polls = backend.pollsOf('orders');

    await wait(20_000);
    expect(backend.pollsOf('orders')).toBe(polls);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('gives up after 2 minutes without an answer: timed out, and no more polls', async () => {
    const backend = mpesaBackend();
    const { result } = renderPlaceOrder(backend);
    await act(() => result.current.place());
    expect(POLL_LIMIT_MS).toBe(120_000);

    await wait(POLL_LIMIT_MS - 1);
    expect(result.current.phase.kind).toBe('waiting');
    expect(backend.pollsOf('orders')).toBe(23);

    await wait(1);
    expect(result.current.phase).toEqual({ kind: 'problem', order: ORDER, reason: 'timeout' });
    const polls = backend.pollsOf('orders');
    await wait(30_000);
    expect(backend.pollsOf('orders')).toBe(polls);
  });

  it('keeps polling after a failed read, and completes once a read succeeds', async () => {
    const backend = mpesaBackend();
    backend.state.reachable = false;
    const { result, onComplete } = renderPlaceOrder(backend);
    await act(() => result.current.place());
    await wait(15_000);
    expect(backend.pollsOf('orders')).toBe(3);
    expect(result.current.phase.kind).toBe('waiting');

    backend.state.reachable = true;
    backend.state.orderStatus = 'processing';
    backend.state.payment = { status: 'paid', result_code: 0 };
    await wait(FALLBACK_POLL_MS);
    expect(onComplete).toHaveBeenCalledWith(ORDER);
  });
});

describe('M-Pesa on the realtime channel: the payment’s row change', () => {
  async function placeLive(backend = mpesaBackend()) {
    const realtime = fakeLive();
    const hook = renderPlaceOrder(backend, { live: realtime.live });
    await act(() => hook.result.current.place());
    return { ...hook, realtime, backend };
  }
  const paymentChange = (status: string, result_code: number | null) => ({
    table: 'payments',
    event: 'UPDATE' as const,
    new: { order_id: ORDER.id, status, result_code },
  });

  it('follows the order’s payments and the order, reads once on joining, and never polls while joined', async () => {
    const { realtime, backend, result } = await placeLive();
    expect(realtime.following()).toEqual([
      [
        { table: 'payments', filter: `order_id=eq.${ORDER.id}` },
        { table: 'orders', event: 'UPDATE', filter: `id=eq.${ORDER.id}` },
      ],
    ]);
    expect(result.current.live).toBe('connecting');
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    await wait(0);
    expect(result.current.live).toBe('open');
    expect(backend.pollsOf('orders')).toBe(1);
    await wait(60_000);
    expect(backend.pollsOf('orders')).toBe(1);
    expect(result.current.phase.kind).toBe('waiting');
  });

  it('completes when the payment’s row turns paid, with no read of its own', async () => {
    const { realtime, backend, onComplete } = await placeLive();
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    await wait(0);
    const reads = backend.pollsOf('orders');
    realtime.change(paymentChange('paid', 0));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(ORDER);
    expect(backend.pollsOf('orders')).toBe(reads);
  });

  it('completes when the order itself turns paid (processing)', async () => {
    const { realtime, onComplete } = await placeLive();
    realtime.status('SUBSCRIBED');
    realtime.change({ table: 'orders', event: 'UPDATE', new: { id: ORDER.id, status: 'processing' } });
    expect(onComplete).toHaveBeenCalledWith(ORDER);
  });

  it.each([
    ['was cancelled on the phone (1032)', paymentChange('cancelled', 1032), 'cancelled'],
    ['went unanswered on the phone (1037)', paymentChange('failed', 1037), 'timeout'],
    ['failed for another reason', paymentChange('failed', 1), 'failed'],
  ] as const)('shows the same problem as before when the payment %s', async (_case, change, reason) => {
    const { realtime, result, onComplete } = await placeLive();
    realtime.status('SUBSCRIBED');
    realtime.change(paymentChange('pending', null));
    expect(result.current.phase.kind).toBe('waiting');
    realtime.change(change);
    expect(result.current.phase).toEqual({ kind: 'problem', order: ORDER, reason });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a result that came before the channel joined is read on joining', async () => {
    const backend = mpesaBackend();
    const { realtime, onComplete } = await placeLive(backend);
    backend.state.orderStatus = 'processing';
    backend.state.payment = { status: 'paid', result_code: 0 };
    realtime.status('SUBSCRIBED');
    await wait(0);
    expect(onComplete).toHaveBeenCalledWith(ORDER);
  });

  it.each(['CHANNEL_ERROR', 'TIMED_OUT'] as const)(
    'falls back to the slow poll when the channel cannot open (%s), and completes from it',
    async (failure) => {
      const { realtime, backend, result, onComplete } = await placeLive();
      realtime.setState('open');
      realtime.status(failure);
      expect(result.current.live).toBe('closed');
      await wait(FALLBACK_POLL_MS);
      expect(backend.pollsOf('orders')).toBe(1);
      backend.state.orderStatus = 'processing';
      backend.state.payment = { status: 'paid', result_code: 0 };
      await wait(FALLBACK_POLL_MS);
      expect(onComplete).toHaveBeenCalledWith(ORDER);
    },
  );

  it('polls while the connection is down, stops once joined again, and reads once on the rejoin', async () => {
    const { realtime, backend, result } = await placeLive();
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    await wait(0);
    realtime.status('CHANNEL_ERROR');
    realtime.setState('reconnecting');
    expect(result.current.live).toBe('reconnecting');
    await wait(2 * FALLBACK_POLL_MS);
    expect(backend.pollsOf('orders')).toBe(3);
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    await wait(0);
    expect(backend.pollsOf('orders')).toBe(4);
    await wait(30_000);
    expect(backend.pollsOf('orders')).toBe(4);
  });

  it('keeps the 2-minute deadline: no result by then is timed out', async () => {
    const { realtime, result } = await placeLive();
    realtime.status('SUBSCRIBED');
    await wait(POLL_LIMIT_MS - 1);
    expect(result.current.phase.kind).toBe('waiting');
    await wait(1);
    expect(result.current.phase).toEqual({ kind: 'problem', order: ORDER, reason: 'timeout' });
  });
});
