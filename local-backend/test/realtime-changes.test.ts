import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';
import { disconnect, Inbox, insertOrder, sleep, subscribed } from './realtime/support';

type Order = { id: string; user_id: string; status: string; total: number };
type Change = RealtimePostgresChangesPayload<Order>;

describe('Realtime postgres_changes through supabase-js', () => {
  let backend: Backend;
  let alice: { id: string; supabase: SupabaseClient };
  let bob: { id: string; supabase: SupabaseClient };
  let anon: SupabaseClient;
  let service: SupabaseClient;

  // A product of this run, so that a shared PostgreSQL's stock never runs out.
  const product = `t-${Date.now().toString(36)}-rt`;

  beforeAll(async () => {
    backend = await startTestBackend({ mpesaCallbackDelayMs: 50 });
    [alice, bob] = await Promise.all([confirmedUser(backend), confirmedUser(backend)]);
    anon = client(backend);
    service = client(backend, backend.serviceKey);
    const row = { id: product, vendor_id: 'kahawa-house', category: 'food', name: 'Realtime coffee', price: 1800, stock: 100 };
    const { error } = await service.from('products').insert(row);
    if (error) throw error;
  }, 180_000);

  afterEach(async () => {
    await disconnect(alice.supabase, bob.supabase, anon, service);
  });

  afterAll(async () => {
    await service?.from('products').delete().eq('id', product);
    await backend?.close();
  });

  async function listen(supabase: SupabaseClient, filter: Record<string, string> = {}): Promise<Inbox<Change>> {
    const inbox = new Inbox<Change>();
    const channel = supabase
      .channel(`orders-${Math.random()}`)
      .on<Order>('postgres_changes', { event: '*', schema: 'public', table: 'orders', ...filter }, inbox.push);
    await subscribed(channel);
    return inbox;
  }

  it('two users and anon on orders each receive only the changes to rows their role and token may select', async () => {
    const [forAlice, forBob, forAnon] = await Promise.all([listen(alice.supabase), listen(bob.supabase), listen(anon)]);
    const aliceOrder = await insertOrder(backend, alice.id);
    const bobOrder = await insertOrder(backend, bob.id);

    const seenByAlice = await forAlice.next((c) => c.eventType === 'INSERT');
    expect(seenByAlice).toMatchObject({
      schema: 'public',
      table: 'orders',
      eventType: 'INSERT',
      errors: null,
      new: { id: aliceOrder, user_id: alice.id, status: 'processing', total: 100 },
      old: {},
    });
    expect(seenByAlice.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await forBob.next((c) => c.eventType === 'INSERT' && (c.new as Order).id === bobOrder);
    await sleep(300);
    expect(forAlice.items.map((c) => (c.new as Order).id)).toEqual([aliceOrder]);
    expect(forBob.items.map((c) => (c.new as Order).id)).toEqual([bobOrder]);
    expect(forAnon.items).toEqual([]);
  });

  it('a filter (status=eq, total=gt, id=in) narrows the changes to rows that match, compared as the column type', async () => {
    const byStatus = await listen(alice.supabase, { filter: 'status=eq.cancelled' });
    // 99.50 < 100 < 1000 numerically, though not as text.
    const byTotal = await listen(alice.supabase, { filter: 'total=gt.99.50' });
    const first = await insertOrder(backend, alice.id, { total: 20 });
    const second = await insertOrder(backend, alice.id, { total: 1000, status: 'cancelled' });
    const third = await insertOrder(backend, alice.id, { total: 100 });
    const byId = await listen(alice.supabase, { filter: `id=in.(${first},${third})` });
    await service.from('orders').update({ tracking_number: 'T1' }).in('id', [first, second, third]);

    await byTotal.next((c) => c.eventType === 'UPDATE' && (c.new as Order).id === third);
    await byId.next((c) => c.eventType === 'UPDATE' && (c.new as Order).id === third);
    await sleep(300);
    expect(byStatus.items.map((c) => [c.eventType, (c.new as Order).id])).toEqual([
      ['INSERT', second],
      ['UPDATE', second],
    ]);
    expect(byTotal.items.map((c) => [c.eventType, (c.new as Order).id])).toEqual([
      ['INSERT', second],
      ['INSERT', third],
      ['UPDATE', second],
      ['UPDATE', third],
    ]);
    // Subscribed after the inserts: whether those arrive depends on when they were dispatched; the UPDATEs must.
    expect(
      byId.items
        .filter((c) => c.eventType === 'UPDATE')
        .map((c) => (c.new as Order).id)
        .sort(),
    ).toEqual([first, third].sort());
  });

  it('neq, lt, lte and gte filters narrow the changes as the column type compares (20 < 100 < 1000, not as text)', async () => {
    const notCancelled = await listen(alice.supabase, { filter: 'status=neq.cancelled' });
    // As text '20' > '100' and '1000' > '100': each list below differs from a text comparison's.
    const below = await listen(alice.supabase, { filter: 'total=lt.100' });
    const upTo = await listen(alice.supabase, { filter: 'total=lte.100' });
    const from = await listen(alice.supabase, { filter: 'total=gte.100' });
    const small = await insertOrder(backend, alice.id, { total: 20 });
    const large = await insertOrder(backend, alice.id, { total: 1000, status: 'cancelled' });
    const exact = await insertOrder(backend, alice.id, { total: 100 });

    const inserted = (inbox: Inbox<Change>, id: string) => inbox.next((c) => c.eventType === 'INSERT' && (c.new as Order).id === id);
    await Promise.all([inserted(notCancelled, exact), inserted(below, small), inserted(upTo, exact), inserted(from, exact)]);
    await sleep(300);
    const ids = (inbox: Inbox<Change>) => inbox.items.map((c) => [c.eventType, (c.new as Order).id]);
    expect(ids(notCancelled)).toEqual([
      ['INSERT', small],
      ['INSERT', exact],
    ]);
    expect(ids(below)).toEqual([['INSERT', small]]);
    expect(ids(upTo)).toEqual([
      ['INSERT', small],
      ['INSERT', exact],
    ]);
    expect(ids(from)).toEqual([
      ['INSERT', large],
      ['INSERT', exact],
    ]);
  });

  it('an UPDATE carries the new row and only the primary key as old (no REPLICA IDENTITY FULL); a DELETE only the key, unchecked by RLS as on hosted Realtime', async () => {
    const forAlice = await listen(alice.supabase);
    const forBob = await listen(bob.supabase);
    const id = await insertOrder(backend, alice.id);
    await service.from('orders').update({ status: 'shipped' }).eq('id', id);
    const update = await forAlice.next((c) => c.eventType === 'UPDATE');
    expect(update).toMatchObject({ new: { id, status: 'shipped', user_id: alice.id }, old: { id } });
    expect(Object.keys(update.old)).toEqual(['id']);

    await service.from('orders').delete().eq('id', id);
    const [deleted, seenByBob] = await Promise.all([
      forAlice.next((c) => c.eventType === 'DELETE'),
      forBob.next((c) => c.eventType === 'DELETE'),
    ]);
    expect(deleted).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(deleted.old)).toEqual(['id']);
    expect(seenByBob.old).toEqual({ id });
  });

  it('a change made by an RPC (the M-Pesa callback through /functions/v1) reaches the owner as UPDATEs of orders and payments', async () => {
    const inbox = new Inbox<{ table: string; eventType: string; new: Record<string, unknown> }>();
    await subscribed(
      alice.supabase
        .channel('checkout')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'orders' }, inbox.push)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'payments' }, inbox.push),
    );
    const { data: order, error } = await alice.supabase.rpc('place_order', {
      lines: [{ product_id: product, quantity: 1 }],
      delivery: 'pickup',
      address: null,
      payment_method: 'mpesa',
      idempotency_key: `rt-${Date.now()}`,
    });
    expect(error).toBeNull();
    const orderId = (order as { id: string }).id;
    const push = await alice.supabase.functions.invoke('mpesa-stk-push', { body: { order_id: orderId, phone: '0712 345 678' } });
    expect(push.error).toBeNull();

    await inbox.next((c) => c.table === 'payments' && c.eventType === 'UPDATE' && c.new.status === 'paid');
    await inbox.next((c) => c.table === 'orders' && c.new.id === orderId && c.new.status === 'processing');
  });
});
