import { createClient, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import type { LiveChange, LiveState, LiveStatus } from '@marketplace/contracts';
import { lazyLive } from './lazy-live';

/**
 * The hub on the real supabase-js and realtime-js, whose WebSocket is this fake: a Realtime server
 * speaking the Phoenix protocol (vsn 2.0.0's JSON arrays) as far as joins, heartbeats and row
 * changes go. The tests open, drop and refuse connections themselves.
 */
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

class FakeRealtimeSocket {
  static all: FakeRealtimeSocket[] = [];
  /** Whether a join is refused, as a server without the table in its publication does. */
  static refuseJoins = false;
  readyState = 0;
  binaryType = 'arraybuffer';
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  /** Each joined topic and the postgres_changes ids the server gave its bindings. */
  joined = new Map<string, Array<{ id: number; table: string }>>();

  constructor(readonly url: string) {
    FakeRealtimeSocket.all.push(this);
  }

  static get last(): FakeRealtimeSocket {
    return FakeRealtimeSocket.all[FakeRealtimeSocket.all.length - 1]!;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The connection is lost (the server went away): not a clean close. */
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }

  /** Every frame the client sent. */
  sent: Frame[] = [];

  send(data: string) {
    const frame = JSON.parse(data) as Frame;
    this.sent.push(frame);
    const [joinRef, ref, topic, event, payload] = frame;
    const reply = (status: string, response: object) => this.deliver([joinRef, ref, topic, 'phx_reply', { status, response }]);
    if (event === 'heartbeat' || event === 'phx_leave') return reply('ok', {});
    if (event !== 'phx_join') return;
    if (FakeRealtimeSocket.refuseJoins) return reply('error', { reason: 'RealtimeDisabledForConfiguration' });
    const filters = (payload['config'] as { postgres_changes?: Array<{ table: string }> }).postgres_changes ?? [];
    const bindings = filters.map((filter, i) => ({ ...filter, id: 100 + i }));
    this.joined.set(topic, bindings);
    reply('ok', { postgres_changes: bindings });
  }

  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** A row change on `table`, sent to every joined binding of it (after RLS, on the server). */
  change(table: string, type: 'INSERT' | 'UPDATE', record: Record<string, unknown>) {
    for (const [topic, bindings] of this.joined) {
      const ids = bindings.filter((b) => b.table === table).map((b) => b.id);
      if (ids.length === 0) continue;
      const columns = Object.keys(record).map((name) => ({ name, type: 'text' }));
      this.deliver([
        null,
        null,
        topic,
        'postgres_changes',
        {
          ids,
          data: { type, schema: 'public', table, record, old_record: {}, columns, commit_timestamp: '2025-03-14T12:00:00Z', errors: null },
        },
      ]);
    }
  }

  private deliver(frame: Frame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

let clients = 0;
function supabaseWithFakeRealtime(fetch?: typeof globalThis.fetch): SupabaseClient {
  clients += 1;
  return createClient('http://backend.test', 'anon-key-for-tests', {
    ...(fetch && { global: { fetch } }),
    // Each client its own storage key: supabase-js warns about clients sharing one.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `sb-live-test-${clients}` },
    realtime: { transport: FakeRealtimeSocket as unknown as WebSocketLikeConstructor },
  });
}

/** A subscription's changes and statuses, and the states the page's connection went through. */
function follow(live: ReturnType<typeof lazyLive>, spec: Parameters<ReturnType<typeof lazyLive>['subscribe']>[0] = { table: 'orders' }) {
  const changes: LiveChange[] = [];
  const statuses: LiveStatus[] = [];
  const states: LiveState[] = [];
  const stopStates = live.onState((state) => states.push(state));
  const stop = live.subscribe(
    spec,
    (change) => changes.push(change),
    (status) => statuses.push(status),
  );
  return { changes, statuses, states, stop: () => (stop(), stopStates()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean, what: string, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(() => {
  FakeRealtimeSocket.all = [];
  FakeRealtimeSocket.refuseJoins = false;
});

describe("host.live on supabase-js's own realtime client", () => {
  it('loads nothing (not even supabase-js) and opens no socket until a page subscribes, whoever listens to its state', async () => {
    const load = jest.fn(async () => supabaseWithFakeRealtime());
    const live = lazyLive(load);
    const stop = live.onState(() => undefined);
    expect(live.state()).toBe('closed');
    await settle();
    stop();
    expect(load).not.toHaveBeenCalled();
    expect(FakeRealtimeSocket.all).toHaveLength(0);
  });

  it('goes connecting → open on the first subscription, and hands over the row changes of its table', async () => {
    const client = supabaseWithFakeRealtime();
    const live = lazyLive(async () => client);
    const seen = follow(live, [{ table: 'orders' }, { table: 'payments', filter: 'order_id=eq.ORD-1' }]);
    expect(live.state()).toBe('connecting');
    await until(() => FakeRealtimeSocket.all.length === 1, 'a socket');
    expect(FakeRealtimeSocket.last.url).toMatch(/^ws:\/\/backend\.test\/realtime\/v1\/websocket\?apikey=anon-key-for-tests/);
    FakeRealtimeSocket.last.open();
    await until(() => seen.statuses.includes('SUBSCRIBED'), 'joined');
    expect(live.state()).toBe('open');
    expect(seen.states).toEqual(['connecting', 'open']);
    // One channel for both tables: the client's own (supabase-js's `channel` is `realtime.channel`).
    expect(client.getChannels()).toHaveLength(1);

    FakeRealtimeSocket.last.change('orders', 'UPDATE', { id: 'ORD-1', status: 'shipped' });
    FakeRealtimeSocket.last.change('payments', 'INSERT', { order_id: 'ORD-1', status: 'paid' });
    expect(seen.changes).toEqual([
      { table: 'orders', schema: 'public', event: 'UPDATE', new: { id: 'ORD-1', status: 'shipped' }, old: {} },
      { table: 'payments', schema: 'public', event: 'INSERT', new: { order_id: 'ORD-1', status: 'paid' }, old: {} },
    ]);
    seen.stop();
  });

  it('is reconnecting when the socket drops, reports the channel down, then open and joined again on the reconnect', async () => {
    const live = lazyLive(async () => supabaseWithFakeRealtime());
    const seen = follow(live);
    await until(() => FakeRealtimeSocket.all.length === 1, 'a socket');
    FakeRealtimeSocket.last.open();
    await until(() => seen.statuses.includes('SUBSCRIBED'), 'joined');

    FakeRealtimeSocket.last.drop();
    expect(live.state()).toBe('reconnecting');
    expect(seen.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR']);
    // realtime-js's first retry comes after 1 s.
    await until(() => FakeRealtimeSocket.all.length === 2, 'a second socket', 2500);
    FakeRealtimeSocket.last.open();
    expect(live.state()).toBe('open');
    await until(() => seen.statuses.length === 3, 'joined again', 2500);
    expect(seen.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);
    expect(seen.states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    seen.stop();
  });

  it('reports CHANNEL_ERROR when the server refuses the join, with the socket itself open', async () => {
    FakeRealtimeSocket.refuseJoins = true;
    const live = lazyLive(async () => supabaseWithFakeRealtime());
    const seen = follow(live);
    await until(() => FakeRealtimeSocket.all.length === 1, 'a socket');
    FakeRealtimeSocket.last.open();
    await until(() => seen.statuses.length > 0, 'an answer');
    expect(seen.statuses[0]).toBe('CHANNEL_ERROR');
    expect(live.state()).toBe('open');
    seen.stop();
  });

  it('with no backend configured, fails every subscription at once and stays closed', async () => {
    const live = lazyLive(async () => null);
    const seen = follow(live);
    await until(() => seen.statuses.length > 0, 'an answer');
    expect(seen.statuses).toEqual(['CHANNEL_ERROR']);
    expect(live.state()).toBe('closed');
    seen.stop();
  });

  it("a refreshed session reaches the open channel: supabase-js sends the new token on it as Realtime's access_token", async () => {
    const jwt = (n: number) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'user-1', role: 'authenticated', n, exp: Math.floor(Date.now() / 1000) + 3600 })}.${part({ signed: false })}`;
    };
    const user = {
      id: 'user-1',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'live@example.com',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    };
    // The Auth server's edge: the user for the first token, a new session for the refresh.
    // (jsdom has no Request or Response: the answer is the part of one that auth-js reads.)
    const authServer = (async (input: string | URL) => {
      const body = String(input).includes('/auth/v1/token')
        ? {
            access_token: jwt(2),
            refresh_token: 'refresh-2',
            token_type: 'bearer',
            expires_in: 3600,
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            user,
          }
        : user;
      return { ok: true, status: 200, headers: { get: () => null }, json: async () => body };
    }) as unknown as typeof globalThis.fetch;
    const client = supabaseWithFakeRealtime(authServer);
    expect((await client.auth.setSession({ access_token: jwt(1), refresh_token: 'refresh-1' })).error).toBeNull();
    const live = lazyLive(async () => client);
    const seen = follow(live);
    await until(() => FakeRealtimeSocket.all.length === 1, 'a socket');
    FakeRealtimeSocket.last.open();
    await until(() => seen.statuses.includes('SUBSCRIBED'), 'joined');
    const [topic] = [...FakeRealtimeSocket.last.joined.keys()];
    const join = FakeRealtimeSocket.last.sent.find((frame) => frame[3] === 'phx_join');
    expect(join?.[4]['access_token']).toBe(jwt(1));

    await client.auth.refreshSession();
    await until(() => FakeRealtimeSocket.last.sent.some((frame) => frame[3] === 'access_token'), 'the new token sent');
    const sentTokens = FakeRealtimeSocket.last.sent.filter((frame) => frame[3] === 'access_token');
    expect(sentTokens.map((frame) => [frame[2], frame[4]])).toEqual([[topic, { access_token: jwt(2) }]]);
    expect(live.state()).toBe('open');
    seen.stop();
  });

  it('delivers nothing after unsubscribing, and removes its channel from the client', async () => {
    const client = supabaseWithFakeRealtime();
    const live = lazyLive(async () => client);
    const seen = follow(live);
    await until(() => FakeRealtimeSocket.all.length === 1, 'a socket');
    FakeRealtimeSocket.last.open();
    await until(() => seen.statuses.includes('SUBSCRIBED'), 'joined');
    const socket = FakeRealtimeSocket.last;
    seen.stop();
    socket.change('orders', 'UPDATE', { id: 'ORD-1', status: 'shipped' });
    await settle();
    expect(seen.changes).toEqual([]);
    expect(seen.statuses).toEqual(['SUBSCRIBED']);
    expect(client.getChannels()).toHaveLength(0);
  });

  it('an unsubscription before the code has loaded never subscribes', async () => {
    const client = supabaseWithFakeRealtime();
    const live = lazyLive(async () => client);
    const seen = follow(live);
    seen.stop();
    await until(() => live.state() !== 'connecting', 'loaded');
    expect(client.getChannels()).toHaveLength(0);
    expect(FakeRealtimeSocket.all).toHaveLength(0);
  });
});
