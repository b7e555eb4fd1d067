import type { RealtimeClient, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { HostLive, LiveChange, LiveState } from '@marketplace/contracts';

type Row = Record<string, unknown>;

const toChange = (payload: RealtimePostgresChangesPayload<Row>): LiveChange => ({
  table: payload.table,
  schema: payload.schema,
  event: payload.eventType,
  new: payload.new as Row,
  old: payload.old as Row,
});

/**
 * The page's live data on supabase-js's own realtime client (`client.realtime`, which the auth
 * client keeps on the session's current token): one channel per subscription, and the socket's
 * state as remotes see it. `null`: no backend, so every subscription fails at once.
 */
export function createLiveHub(realtime: RealtimeClient | null): HostLive {
  const listeners = new Set<(state: LiveState) => void>();
  let subscriptions = 0;
  let channels = 0;
  let state: LiveState = realtime?.isConnected() ? 'open' : 'closed';
  const set = (next: LiveState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(next);
  };

  if (realtime) {
    // realtime-js has no public onOpen/onClose, but its socket's callback lists are public and are
    // what the socket calls on every open and close. A close with subscriptions left is followed
    // by realtime-js's reconnect (1, 2, 5, then every 10 s); without any it is the socket's own
    // idle disconnect.
    const callbacks = realtime.stateChangeCallbacks;
    callbacks.open.push(['marketplace-live', () => set('open')]);
    callbacks.close.push(['marketplace-live', () => set(subscriptions > 0 ? 'reconnecting' : 'closed')]);
  }

  return {
    subscribe(spec, onChange, onStatus) {
      let active = true;
      if (!realtime) {
        queueMicrotask(() => active && onStatus?.('CHANNEL_ERROR'));
        return () => void (active = false);
      }
      const channel = realtime.channel(`marketplace-live-${++channels}`);
      for (const { table, schema = 'public', event = '*', filter } of Array.isArray(spec) ? spec : [spec]) {
        channel.on<Row>(
          'postgres_changes',
          { event, schema, table, ...(filter ? { filter } : {}) },
          (payload) => active && onChange(toChange(payload)),
        );
      }
      subscriptions += 1;
      // subscribe() opens the socket when it is not open yet.
      if (state === 'closed') set('connecting');
      channel.subscribe((status) => active && onStatus?.(status));
      return () => {
        if (!active) return;
        active = false;
        subscriptions -= 1;
        void realtime.removeChannel(channel);
      };
    },
    state: () => state,
    onState(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
