import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { HostProvider } from '@marketplace/contracts';
import { dress, fakeSupabase, provideRandomUUID, signedInHost, type Answer } from '../../../test/harness';
import { cart } from '../../cart/store/cart';
import { EMPTY_CARD } from '../lib/card';
import { INITIAL_ENTRIES, type CheckoutEntries } from '../state/session';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS, usePlaceOrder } from './usePlaceOrder';

const ORDER = { id: 'ORD-2026-000123', status: 'pending_payment', subtotal: 2500, delivery_fee: 0, tax: 200, total: 2700, payment_method: 'mpesa' };
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

function renderPlaceOrder(backend: ReturnType<typeof mpesaBackend>) {
  const onComplete = jest.fn();
  const onFailure = jest.fn();
  const host = signedInHost(backend.client);
  const wrapper = ({ children }: { children: ReactNode }) => <HostProvider value={host}>{children}</HostProvider>;
  const hook = renderHook(
    () => usePlaceOrder({ entries: ENTRIES, card: EMPTY_CARD, onRequestKey: jest.fn(), refreshPrices: async () => false, onComplete, onFailure }),
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

describe('M-Pesa: polling the order after the STK push', () => {
  it('sends the push, then reads the order and its latest payment every 2 s (not before)', async () => {
    const backend = mpesaBackend();
    const { result } = renderPlaceOrder(backend);
    await act(() => result.current.place());

    expect(backend.invoke).toHaveBeenCalledWith('mpesa-stk-push', { body: { order_id: ORDER.id, phone: '+254712345678' } });
    expect(result.current.phase).toEqual({ kind: 'waiting', order: ORDER });
    expect(POLL_INTERVAL_MS).toBe(2000);

    await wait(1999);
    expect(backend.pollsOf('orders')).toBe(0);
    await wait(1);
    expect(backend.pollsOf('orders')).toBe(1);
    expect(backend.pollsOf('payments')).toBe(1);
    expect(backend.queries.find((q) => q.table === 'orders')?.filters).toEqual({ id: ORDER.id });
    await wait(2000);
    expect(backend.pollsOf('orders')).toBe(2);
    await wait(6000);
    expect(backend.pollsOf('orders')).toBe(5);
    expect(result.current.phase.kind).toBe('waiting');
  });

  it('stops polling once the order is paid and completes with the server’s order', async () => {
    const backend = mpesaBackend();
    const { result, onComplete } = renderPlaceOrder(backend);
    await act(() => result.current.place());
    await wait(4000);
    expect(onComplete).not.toHaveBeenCalled();

    backend.state.orderStatus = 'processing';
    backend.state.payment = { status: 'paid', result_code: 0 };
    await wait(2000);
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
    await wait(2000);
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

    await wait(POLL_LIMIT_MS - POLL_INTERVAL_MS);
    expect(result.current.phase.kind).toBe('waiting');
    expect(backend.pollsOf('orders')).toBe(59);

    await wait(POLL_INTERVAL_MS);
    expect(result.current.phase).toEqual({ kind: 'problem', order: ORDER, reason: 'timeout' });
    expect(backend.pollsOf('orders')).toBe(60);

    await wait(30_000);
    expect(backend.pollsOf('orders')).toBe(60);
  });

  it('keeps polling after a failed read, and completes once a read succeeds', async () => {
    const backend = mpesaBackend();
    backend.state.reachable = false;
    const { result, onComplete } = renderPlaceOrder(backend);
    await act(() => result.current.place());
    await wait(6000);
    expect(backend.pollsOf('orders')).toBe(3);
    expect(result.current.phase.kind).toBe('waiting');

    backend.state.reachable = true;
    backend.state.orderStatus = 'processing';
    backend.state.payment = { status: 'paid', result_code: 0 };
    await wait(2000);
    expect(onComplete).toHaveBeenCalledWith(ORDER);
  });
});
