import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';
import { disconnect, Inbox, sleep, subscribed, until } from './realtime/support';

type Received = { event: string; payload: Record<string, unknown> };

describe('Realtime broadcast and presence through supabase-js', () => {
  let backend: Backend;
  let clients: SupabaseClient[] = [];

  beforeAll(async () => {
    backend = await startTestBackend();
  }, 180_000);

  afterEach(async () => {
    await disconnect(...clients);
    clients = [];
  });

  afterAll(async () => {
    await backend?.close();
  });

  function newClient(realtime: Parameters<typeof client>[2] = {}): SupabaseClient {
    const supabase = client(backend, backend.anonKey, realtime);
    clients.push(supabase);
    return supabase;
  }

  async function room(
    supabase: SupabaseClient,
    topic: string,
    broadcast: { self?: boolean; ack?: boolean } = {},
  ): Promise<[RealtimeChannel, Inbox<Received>]> {
    const inbox = new Inbox<Received>();
    const channel = supabase.channel(topic, { config: { broadcast } }).on('broadcast', { event: '*' }, inbox.push);
    return [await subscribed(channel), inbox];
  }

  it('a broadcast reaches the other members; the sender gets it back only with self, and send() resolves ok from the ack', async () => {
    const [selfish, selfishInbox] = await room(newClient(), 'chat', { self: true, ack: true });
    const [quiet, quietInbox] = await room(newClient(), 'chat');
    const [, listenerInbox] = await room(newClient(), 'chat');
    const [, elsewhere] = await room(newClient(), 'other-chat');

    expect(await selfish.send({ type: 'broadcast', event: 'hello', payload: { n: 1, text: 'ñandú 🎉' } })).toBe('ok');
    await quiet.send({ type: 'broadcast', event: 'hi', payload: { n: 2 } });
    await listenerInbox.next((m) => m.event === 'hi');
    await selfishInbox.next((m) => m.event === 'hi');
    await sleep(200);
    expect(listenerInbox.items.map((m) => [m.event, m.payload])).toEqual([
      ['hello', { n: 1, text: 'ñandú 🎉' }],
      ['hi', { n: 2 }],
    ]);
    expect(selfishInbox.items.map((m) => m.event)).toEqual(['hello', 'hi']);
    expect(quietInbox.items.map((m) => m.event)).toEqual(['hello']);
    expect(elsewhere.items).toEqual([]);
  });

  it('a vsn 2.0.0 binary broadcast reaches a vsn 1.0.0 client as JSON, and the other way round', async () => {
    const [v2, v2Inbox] = await room(newClient(), 'mixed');
    const [v1, v1Inbox] = await room(newClient({ vsn: '1.0.0' }), 'mixed');
    await v2.send({ type: 'broadcast', event: 'from-v2', payload: { a: [1, 2] } });
    await v1.send({ type: 'broadcast', event: 'from-v1', payload: { b: true } });
    expect((await v1Inbox.next()).payload).toEqual({ a: [1, 2] });
    expect((await v2Inbox.next()).payload).toEqual({ b: true });
  });

  it('presence: the joiner gets presence_state, others see the join, untrack and a closed socket each send a leave', async () => {
    const alice = newClient();
    const bob = newClient();
    const aliceChannel = alice.channel('lobby', { config: { presence: { key: 'alice' } } });
    await subscribed(aliceChannel.on('presence', { event: 'sync' }, () => undefined));
    expect(await aliceChannel.track({ status: 'online' })).toBe('ok');

    const joins = new Inbox<string>();
    const leaves = new Inbox<string>();
    const bobChannel = bob
      .channel('lobby', { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'join' }, ({ key }) => joins.push(key))
      .on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    await subscribed(bobChannel);
    await joins.next((key) => key === 'alice');
    expect(bobChannel.presenceState()).toEqual({ alice: [{ status: 'online', presence_ref: expect.any(String) }] });

    await bobChannel.track({ status: 'away' });
    await until(() => Object.keys(aliceChannel.presenceState()).sort().join() === 'alice,bob');
    await bobChannel.untrack();
    await until(() => Object.keys(aliceChannel.presenceState()).join() === 'alice');

    alice.realtime.disconnect();
    await leaves.next((key) => key === 'alice');
    await until(() => Object.keys(bobChannel.presenceState()).length === 0);
    await until(() => backend.realtime.stats().presences === 0);
  });
});
