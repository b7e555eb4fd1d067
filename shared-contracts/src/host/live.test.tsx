import '@testing-library/jest-dom';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { fakeLive } from '@marketplace/testing';
import { createDevHost, HostProvider, type HostApi, type LiveSpec } from './host-api';
import { liveStateOf, useLiveChanges, type LiveHandlers } from './live';

const ORDERS: LiveSpec[] = [{ table: 'orders', filter: 'id=eq.ORD-1' }];

function renderLive(host: HostApi, specs: LiveSpec[] | null = ORDERS) {
  const handlers = { onChange: jest.fn(), onJoin: jest.fn() } satisfies LiveHandlers;
  const wrapper = ({ children }: { children: ReactNode }) => <HostProvider value={host}>{children}</HostProvider>;
  const hook = renderHook(({ specs }: { specs: LiveSpec[] | null }) => useLiveChanges(specs, handlers), {
    wrapper,
    initialProps: { specs },
  });
  return { ...hook, handlers };
}

describe('liveStateOf: what a page shows of its live data', () => {
  it.each([
    ['SUBSCRIBED', 'open', 'open'],
    ['SUBSCRIBED', 'reconnecting', 'open'],
    [null, 'closed', 'connecting'],
    [null, 'connecting', 'connecting'],
    [null, 'open', 'connecting'],
    [null, 'reconnecting', 'reconnecting'],
    ['CHANNEL_ERROR', 'reconnecting', 'reconnecting'],
    ['CHANNEL_ERROR', 'connecting', 'reconnecting'],
    ['TIMED_OUT', 'reconnecting', 'reconnecting'],
    ['CHANNEL_ERROR', 'open', 'closed'],
    ['TIMED_OUT', 'open', 'closed'],
    ['CHANNEL_ERROR', 'closed', 'closed'],
    ['CLOSED', 'open', 'closed'],
  ] as const)('subscription %s with the socket %s: %s', (status, socket, shown) => {
    expect(liveStateOf(status, socket)).toBe(shown);
  });
});

describe('useLiveChanges', () => {
  it("subscribes through the host's live API while mounted, and unsubscribes on unmount", () => {
    const realtime = fakeLive();
    const { unmount } = renderLive(createDevHost({ live: realtime.live }));
    expect(realtime.following()).toEqual([ORDERS]);
    unmount();
    expect(realtime.following()).toEqual([]);
  });

  it('is connecting, then open once joined; reconnecting when the socket drops; open again on the rejoin', () => {
    const realtime = fakeLive();
    const { result, handlers } = renderLive(createDevHost({ live: realtime.live }));
    expect(result.current).toBe('connecting');
    realtime.setState('open');
    expect(result.current).toBe('connecting');
    realtime.status('SUBSCRIBED');
    expect(result.current).toBe('open');
    expect(handlers.onJoin).toHaveBeenLastCalledWith(true);

    realtime.status('CHANNEL_ERROR');
    realtime.setState('reconnecting');
    expect(result.current).toBe('reconnecting');
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    expect(result.current).toBe('open');
    expect(handlers.onJoin).toHaveBeenCalledTimes(2);
    expect(handlers.onJoin).toHaveBeenLastCalledWith(false);
  });

  it('hands each change to the latest onChange', () => {
    const realtime = fakeLive('open');
    const { handlers } = renderLive(createDevHost({ live: realtime.live }));
    realtime.change({ table: 'orders', event: 'UPDATE', new: { id: 'ORD-1', status: 'shipped' } });
    expect(handlers.onChange).toHaveBeenCalledWith({
      table: 'orders',
      schema: 'public',
      event: 'UPDATE',
      new: { id: 'ORD-1', status: 'shipped' },
      old: {},
    });
  });

  it('re-subscribes only when what it follows changes, not on every render', () => {
    const realtime = fakeLive();
    const subscribe = jest.spyOn(realtime.live, 'subscribe');
    const { rerender } = renderLive(createDevHost({ live: realtime.live }));
    rerender({ specs: [{ table: 'orders', filter: 'id=eq.ORD-1' }] });
    expect(subscribe).toHaveBeenCalledTimes(1);
    rerender({ specs: [{ table: 'orders', filter: 'id=eq.ORD-2' }] });
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(realtime.following()).toEqual([[{ table: 'orders', filter: 'id=eq.ORD-2' }]]);
    rerender({ specs: null });
    expect(realtime.following()).toEqual([]);
  });

  it('is closed, subscribing nowhere, on a host without the live API (an older shell, the dev host)', () => {
    const { result } = renderLive(createDevHost());
    expect(result.current).toBe('closed');
  });
});
