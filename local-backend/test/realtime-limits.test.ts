import net from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { DEFAULT_LIMITS } from '../src/realtime/limits';
import { client, confirmedUser, startTestBackend } from './helpers';
import { disconnect, Inbox, insertOrder, RawSocket, subscribed, until } from './realtime/support';

describe('Realtime under load, reconnection and hostile input', () => {
  let backend: Backend;
  let user: { id: string; supabase: SupabaseClient };
  let token: string;

  beforeAll(async () => {
    backend = await startTestBackend();
    user = await confirmedUser(backend);
    token = (await user.supabase.auth.getSession()).data.session!.access_token;
  }, 180_000);

  afterAll(async () => {
    await backend?.close();
  });

  /** The server is still serving: a fresh socket's heartbeat is answered. */
  async function stillServes(): Promise<void> {
    const socket = await RawSocket.open(backend);
    const ref = socket.send('phoenix', 'heartbeat', {});
    await socket.reply(ref);
    socket.close();
  }

  it("a socket dropped by the server reconnects on the client's schedule (its first retry, 1 s later), rejoins, and receives the next change", async () => {
    const statuses: string[] = [];
    const opened: number[] = [];
    const inbox = new Inbox<{ new: { id: string } }>();
    const channel = user.supabase
      .channel('reconnect')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, inbox.push);
    channel.subscribe((status) => statuses.push(status));
    await until(() => statuses.includes('SUBSCRIBED'));
    user.supabase.realtime.stateChangeCallbacks.open.push(['test', () => opened.push(Date.now())]);
    const dropped = Date.now();
    backend.realtime.disconnectAll();
    await until(() => statuses.filter((s) => s === 'SUBSCRIBED').length === 2);
    // realtime-js waits 1 s, then 2, 5 and 10 s: one reopen, no sooner than the first delay.
    expect(opened).toHaveLength(1);
    expect(opened[0]! - dropped).toBeGreaterThanOrEqual(1000);
    const id = await insertOrder(backend, user.id);
    await inbox.next((c) => c.new.id === id);
    await disconnect(user.supabase);
  });

  it('200 subscribers with the same token on orders each receive the one change', async () => {
    const subscribers = Array.from({ length: 200 }, () => client(backend));
    // Set before subscribing, so that every join carries the user's token.
    await Promise.all(subscribers.map((supabase) => supabase.realtime.setAuth(token)));
    const inboxes = subscribers.map(() => new Inbox<{ new: { id: string } }>());
    try {
      await Promise.all(
        subscribers.map((supabase, i) =>
          subscribed(
            supabase.channel('crowd').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, inboxes[i]!.push),
            120_000,
          ),
        ),
      );
      const id = await insertOrder(backend, user.id);
      await Promise.all(inboxes.map((inbox) => inbox.next((c) => c.new.id === id, 60_000)));
    } finally {
      await disconnect(...subscribers);
    }
    await until(() => backend.realtime.stats().sockets === 0, 60_000);
  }, 240_000);

  it('garbage and oversized frames close the socket (1007, 1009); the server still serves', async () => {
    const garbage = await RawSocket.open(backend);
    garbage.ws.send('{not json');
    expect((await garbage.closed).code).toBe(1007);
    const notAnArray = await RawSocket.open(backend);
    notAnArray.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat' }));
    expect((await notAnArray.closed).code).toBe(1007);
    const binary = await RawSocket.open(backend);
    binary.ws.send(Buffer.from([3, 200, 200, 200, 1, 1, 1]));
    expect((await binary.closed).code).toBe(1007);
    const huge = await RawSocket.open(backend);
    huge.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(DEFAULT_LIMITS.maxFrameBytes) }]));
    expect((await huge.closed).code).toBe(1009);
    await stillServes();
  });

  it('unknown topics and events, bad filters and too many channels are answered with errors', async () => {
    const socket = await RawSocket.open(backend);
    expect((await socket.join('room'))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    expect((await socket.reply(socket.send('realtime:never-joined', 'broadcast', { event: 'x' })))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    const [joinRef] = await socket.join('realtime:ok', { config: {} });
    expect((await socket.reply(socket.send('realtime:ok', 'shout', {}, joinRef)))[4]).toEqual({
      status: 'error',
      response: { reason: 'Unexpected message from client of type `shout`' },
    });

    const filtered = (filter: string) => ({ config: { postgres_changes: [{ event: '*', schema: 'public', table: 'orders', filter }] } });
    await socket.join('realtime:bad-op', filtered('status=foo.hey'));
    expect((await socket.frames.next((f) => f[2] === 'realtime:bad-op' && f[3] === 'system'))[4]).toMatchObject({
      status: 'error',
      message: 'Error parsing `filter` params: ["foo","hey"]',
    });
    await socket.join('realtime:bad-column', filtered('nope=eq.1'));
    expect((await socket.frames.next((f) => f[2] === 'realtime:bad-column' && f[3] === 'system'))[4]).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/An exception happened .*Exception: invalid column for filter nope$/),
    });
    await socket.join('realtime:bad-value', filtered('total=gt.lots'));
    expect((await socket.frames.next((f) => f[2] === 'realtime:bad-value' && f[3] === 'system'))[4]).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/Exception: invalid input syntax for type numeric: "lots"$/),
    });
    expect(backend.realtime.stats().subscriptions).toBe(0);

    // This socket holds 4 channels (ok and the three bad filters); other sockets may hold some.
    const others = backend.realtime.stats().channels - 4;
    for (let i = 4; i < DEFAULT_LIMITS.channelsPerSocket; i++) socket.send(`realtime:many-${i}`, 'phx_join', { config: {} }, `j${i}`);
    await until(() => backend.realtime.stats().channels === others + DEFAULT_LIMITS.channelsPerSocket);
    expect((await socket.join('realtime:one-too-many'))[4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    socket.close();
    await until(() => backend.realtime.stats().channels === others);
  });

  it('a heartbeat flood closes the socket with 1008 and the server still serves', async () => {
    const socket = await RawSocket.open(backend);
    for (let i = 0; i < DEFAULT_LIMITS.framesPerSecond * 3; i++) socket.send('phoenix', 'heartbeat', {});
    expect((await socket.closed).code).toBe(1008);
    await stillServes();
  });

  it('a closed socket frees its channels, bindings and presences; the others get its presence leave', async () => {
    await until(() => backend.realtime.stats().sockets === 0);
    const watcher = await RawSocket.open(backend);
    const [watcherRef] = await watcher.join('realtime:room', { config: { presence: { enabled: true } } });
    const leaving = await RawSocket.open(backend, `apikey=${backend.anonKey}&vsn=2.0.0`);
    const [joinRef] = await leaving.join('realtime:room', {
      config: { presence: { key: 'me' }, postgres_changes: [{ event: '*', schema: 'public', table: 'orders' }] },
    });
    await leaving.reply(leaving.send('realtime:room', 'presence', { type: 'presence', event: 'track', payload: { here: true } }, joinRef));
    expect(backend.realtime.stats()).toMatchObject({ sockets: 2, channels: 2, subscriptions: 1, presences: 1 });
    leaving.close();
    const diff = await watcher.frames.next((f) => f[3] === 'presence_diff' && Object.keys(f[4].leaves as object).length > 0);
    expect(diff[4]).toEqual({ joins: {}, leaves: { me: { metas: [{ here: true, phx_ref: expect.any(String) }] } } });
    expect(backend.realtime.stats()).toMatchObject({ sockets: 1, channels: 1, subscriptions: 0, presences: 0 });
    watcher.send('realtime:room', 'phx_leave', {}, watcherRef);
    watcher.close();
  });

  it('a subscriber that stops reading is dropped once its buffer passes the cap, and the others keep receiving', async () => {
    // A WebSocket handshake by hand on a socket that is then never read.
    const stalled = net.connect(backend.port, '127.0.0.1');
    await new Promise((resolve) => stalled.once('connect', resolve));
    stalled.write(
      `GET /realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0 HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    // A client frame must be masked: mask 0 leaves the text as it is.
    const join = Buffer.from(JSON.stringify(['1', '1', 'realtime:flood', 'phx_join', { config: {} }]));
    stalled.write(Buffer.concat([Buffer.from([0x81, 0x80 | 126, join.length >> 8, join.length & 0xff, 0, 0, 0, 0]), join]));
    await until(() => backend.realtime.stats().channels === 1);
    stalled.pause();

    const reader = await RawSocket.open(backend);
    const [readerRef] = await reader.join('realtime:flood', { config: {} });
    const sender = await RawSocket.open(backend);
    const [senderRef] = await sender.join('realtime:flood', { config: {} });
    const chunk = 'x'.repeat(DEFAULT_LIMITS.maxFrameBytes - 1000);
    let sent = 0;
    while (backend.realtime.stats().sockets === 3 && sent < 100) {
      sender.send('realtime:flood', 'broadcast', { type: 'broadcast', event: 'big', payload: { chunk, n: ++sent } }, senderRef);
      await reader.frames.next((f) => f[3] === 'broadcast' && (f[4].payload as { n: number }).n === sent);
    }
    expect(backend.realtime.stats().sockets).toBe(2);
    sender.send('realtime:flood', 'broadcast', { type: 'broadcast', event: 'small', payload: {} }, senderRef);
    await reader.frames.next((f) => f[3] === 'broadcast' && f[4].event === 'small');
    stalled.destroy();
    reader.send('realtime:flood', 'phx_leave', {}, readerRef);
    reader.close();
    sender.close();
  }, 60_000);

  it('close() ends every socket (1001) and the server stops listening', async () => {
    const own = await startTestBackend();
    const socket = await RawSocket.open(own);
    await socket.join('realtime:bye');
    await own.close();
    expect((await socket.closed).code).toBe(1001);
    await expect(RawSocket.open(own)).rejects.toThrow(/ECONNREFUSED/);
  });
});
