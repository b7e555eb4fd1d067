import type { Backend } from '../src/server';
import { confirmedUser, startTestBackend } from './helpers';
import { insertOrder, RawSocket, until, type Frame } from './realtime/support';

describe('Realtime protocol on /realtime/v1/websocket', () => {
  let backend: Backend;
  let user: { id: string };

  beforeAll(async () => {
    backend = await startTestBackend();
    user = await confirmedUser(backend);
  }, 180_000);

  afterAll(async () => {
    await backend?.close();
  });

  it('refuses the upgrade with 401 without an apikey, and /realtime/v1 over plain HTTP still answers 501', async () => {
    await expect(RawSocket.open(backend, 'vsn=2.0.0')).rejects.toThrow(/401/);
    await expect(RawSocket.open(backend, 'apikey=not-a-jwt&vsn=2.0.0')).rejects.toThrow(/401/);
    const plain = await fetch(`${backend.url}/realtime/v1/api/broadcast`, { method: 'POST', headers: { apikey: backend.anonKey } });
    expect(plain.status).toBe(501);
  });

  it('vsn 2.0.0: heartbeat on phoenix is answered; a join replies with its postgres_changes bindings and ids, then system ok, then changes as postgres_changes { ids, data }', async () => {
    const socket = await RawSocket.open(backend, `apikey=${backend.serviceKey}&vsn=2.0.0`);
    const beat = socket.send('phoenix', 'heartbeat', {});
    expect(await socket.reply(beat)).toEqual([null, beat, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    const binding = { event: 'INSERT', schema: 'public', table: 'orders', filter: `user_id=eq.${user.id}` };
    const [joinRef, , topic, , reply] = await socket.join('realtime:raw', {
      config: { postgres_changes: [binding] },
      access_token: backend.serviceKey,
    });
    expect(topic).toBe('realtime:raw');
    expect(reply).toEqual({ status: 'ok', response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] } });
    const id = (reply.response as { postgres_changes: { id: number }[] }).postgres_changes[0]!.id;
    expect(await socket.frames.next((f) => f[3] === 'system')).toEqual([
      joinRef,
      null,
      'realtime:raw',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'raw' },
    ]);

    const orderId = await insertOrder(backend, user.id);
    const [, , , , change] = await socket.frames.next((f) => f[3] === 'postgres_changes');
    expect(change).toEqual({
      ids: [id],
      data: {
        schema: 'public',
        table: 'orders',
        type: 'INSERT',
        commit_timestamp: expect.stringMatching(/Z$/),
        errors: null,
        columns: expect.arrayContaining([
          { name: 'id', type: 'text' },
          { name: 'total', type: 'numeric' },
          { name: 'user_id', type: 'uuid' },
        ]),
        record: expect.objectContaining({ id: orderId, user_id: user.id, total: 100, status: 'processing' }),
      },
    });
    expect(change.data).not.toHaveProperty('old_record');
    socket.close();
  });

  it('vsn 1.0.0 speaks JSON objects: join reply and heartbeat as { join_ref, ref, topic, event, payload }', async () => {
    const socket = await RawSocket.open(backend, `apikey=${backend.anonKey}&vsn=1.0.0`);
    const frames: Record<string, unknown>[] = [];
    socket.ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
    socket.ws.send(JSON.stringify({ topic: 'realtime:v1', event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' }));
    await until(() => frames.length === 1);
    socket.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '2' }));
    await until(() => frames.length === 2);
    expect(frames).toEqual([
      { join_ref: '1', ref: '1', topic: 'realtime:v1', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } } },
      { join_ref: null, ref: '2', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } },
    ]);
    socket.close();
  });

  it('phx_leave is answered ok and frees the channel; a second join of a topic closes the first with phx_close', async () => {
    await until(() => backend.realtime.stats().sockets === 0);
    const socket = await RawSocket.open(backend);
    const [first] = await socket.join('realtime:twice', { config: { presence: { key: 'k' } } });
    const [second] = await socket.join('realtime:twice', { config: {} });
    expect(await socket.frames.next((f) => f[3] === 'phx_close')).toEqual([first, first, 'realtime:twice', 'phx_close', {}]);
    expect(backend.realtime.stats().channels).toBe(1);
    const leave = socket.send('realtime:twice', 'phx_leave', {}, second);
    expect((await socket.reply(leave))[4]).toEqual({ status: 'ok', response: {} });
    expect(backend.realtime.stats()).toMatchObject({ channels: 0, subscriptions: 0 });
    socket.close();
  });

  it("a join without config.postgres_changes replies with an empty list; a binding for an unpublished table gets Realtime's system error", async () => {
    const socket = await RawSocket.open(backend);
    const binding = { event: '*', schema: 'public', table: 'profiles' };
    const [, , , , reply] = await socket.join('realtime:profiles', { config: { postgres_changes: [binding] } });
    expect(reply.status).toBe('ok');
    const system = (await socket.frames.next((f: Frame) => f[3] === 'system'))[4];
    expect(system).toEqual({
      extension: 'postgres_changes',
      status: 'error',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: profiles, filters: [], select: nil]',
      channel: 'profiles',
    });
    expect(backend.realtime.stats().subscriptions).toBe(0);
    socket.close();
  });
});
