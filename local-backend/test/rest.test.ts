import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, DEMO, raw, startTestBackend, uniqueEmail } from './helpers';

let backend: Backend;
let demo: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  demo = client(backend);
  await demo.auth.signInWithPassword(DEMO);
  service = client(backend, backend.serviceKey);
});

afterAll(async () => {
  await backend?.close();
});

describe('reads', () => {
  it('selects columns, aliases and casts', async () => {
    const { data, error } = await demo.from('orders').select('id, state:status, total::text').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 'ORD-2024-001', state: 'delivered', total: '12500.00' },
      { id: 'ORD-2024-002', state: 'shipped', total: '8450.00' },
      { id: 'ORD-2024-003', state: 'processing', total: '3200.00' },
      { id: 'ORD-2024-004', state: 'cancelled', total: '5600.00' },
    ]);
  });

  it('embeds one-to-many and many-to-one relations', async () => {
    const { data } = await demo.from('orders').select('*, order_items(name, quantity, price, image)').eq('id', 'ORD-2024-001').single();
    expect(data).toMatchObject({
      id: 'ORD-2024-001',
      status: 'delivered',
      tracking_number: 'TRK-KE-784512',
      total: 12500,
      currency: 'KES',
    });
    expect(data.order_items).toHaveLength(3);
    expect(data.order_items[0]).toEqual({ name: 'Maasai Beaded Necklace', quantity: 2, price: 2500, image: 'products/fp-3.svg' });

    const items = await demo.from('order_items').select('name, order:orders(id, status)').eq('order_id', 'ORD-2024-003');
    expect(items.data).toEqual([{ name: 'Kitenge Print Shirt', order: { id: 'ORD-2024-003', status: 'processing' } }]);
  });

  it('filters with every operator', async () => {
    const ids = async (query: PromiseLike<{ data: { id: string }[] | null }>) => ((await query).data ?? []).map((row) => row.id);
    const orders = () => demo.from('orders').select('id').order('id');
    expect(await ids(orders().eq('status', 'shipped'))).toEqual(['ORD-2024-002']);
    expect(await ids(orders().neq('status', 'shipped'))).toEqual(['ORD-2024-001', 'ORD-2024-003', 'ORD-2024-004']);
    expect(await ids(orders().gt('total', 8450))).toEqual(['ORD-2024-001']);
    expect(await ids(orders().gte('total', 8450))).toEqual(['ORD-2024-001', 'ORD-2024-002']);
    expect(await ids(orders().lt('total', 5600))).toEqual(['ORD-2024-003']);
    expect(await ids(orders().lte('date', '2024-02-03'))).toEqual(['ORD-2024-001', 'ORD-2024-002']);
    expect(await ids(orders().like('tracking_number', '*977'))).toEqual(['ORD-2024-002']);
    expect(await ids(orders().ilike('status', 'DELIV%'))).toEqual(['ORD-2024-001']);
    expect(await ids(orders().in('status', ['cancelled', 'processing']))).toEqual(['ORD-2024-003', 'ORD-2024-004']);
    expect(await ids(orders().is('tracking_number', null))).toEqual(['ORD-2024-003', 'ORD-2024-004']);
    expect(await ids(orders().not('tracking_number', 'is', null))).toEqual(['ORD-2024-001', 'ORD-2024-002']);
    expect(await ids(orders().or('status.eq.shipped,and(total.lt.4000,status.eq.processing)'))).toEqual(['ORD-2024-002', 'ORD-2024-003']);
    expect(await ids(orders().in('id', []))).toEqual([]);
  });

  it('orders, pages and counts', async () => {
    const sorted = await demo
      .from('orders')
      .select('id, tracking_number')
      .order('tracking_number', { ascending: false, nullsFirst: false });
    expect(sorted.data!.map((r) => r.id)).toEqual(['ORD-2024-002', 'ORD-2024-001', 'ORD-2024-003', 'ORD-2024-004']);
    const nullsFirst = await demo.from('orders').select('id').order('tracking_number', { nullsFirst: true }).order('id');
    expect(nullsFirst.data!.map((r) => r.id)).toEqual(['ORD-2024-003', 'ORD-2024-004', 'ORD-2024-001', 'ORD-2024-002']);

    const page = await demo.from('orders').select('id', { count: 'exact' }).order('date', { ascending: false }).range(1, 2);
    expect(page.data!.map((r) => r.id)).toEqual(['ORD-2024-003', 'ORD-2024-002']);
    expect(page.count).toBe(4);

    const head = await demo.from('orders').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(4);
    expect(head.data).toBeNull();

    const response = await raw(backend, '/rest/v1/orders?select=id&limit=2&offset=1&order=id', {
      key: backend.anonKey,
      headers: { Authorization: `Bearer ${(await demo.auth.getSession()).data.session!.access_token}`, Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('1-2/4');
  });

  it('returns a single object or 406 PGRST116', async () => {
    const one = await demo.from('orders').select('id').eq('id', 'ORD-2024-004').single();
    expect(one.data).toEqual({ id: 'ORD-2024-004' });
    const none = await demo.from('orders').select('id').eq('id', 'nope').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await demo.from('orders').select('id').single();
    expect(many.error?.code).toBe('PGRST116');
    const maybe = await demo.from('orders').select('id').eq('id', 'nope').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });
});

describe('writes', () => {
  it('inserts one or many rows, returning representation or nothing', async () => {
    const { id } = await confirmedUser(backend);
    const single = await service
      .from('orders')
      .insert({ id: `T-${id.slice(0, 8)}-1`, user_id: id, total: 100 })
      .select()
      .single();
    expect(single.status).toBe(201);
    expect(single.data).toMatchObject({ status: 'processing', currency: 'KES', total: 100, tracking_number: null });

    const many = await service
      .from('order_items')
      .insert([
        { order_id: `T-${id.slice(0, 8)}-1`, name: 'Kanga', quantity: 1, price: 40 },
        { order_id: `T-${id.slice(0, 8)}-1`, name: 'Sufuria', quantity: 3, price: 20, image: '/images/products/sufuria.jpg' },
      ])
      .select('name, quantity');
    expect(many.data).toEqual([
      { name: 'Kanga', quantity: 1 },
      { name: 'Sufuria', quantity: 3 },
    ]);

    const minimal = await service.from('order_items').insert({ order_id: `T-${id.slice(0, 8)}-1`, name: 'Kikapu', quantity: 1, price: 0 });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
  });

  it('upserts with on_conflict and merge-duplicates, or ignores duplicates', async () => {
    const { id } = await confirmedUser(backend);
    const orderId = `U-${id.slice(0, 8)}`;
    await service.from('orders').insert({ id: orderId, user_id: id, total: 10 });
    const merged = await service
      .from('orders')
      .upsert({ id: orderId, user_id: id, total: 99, status: 'shipped' }, { onConflict: 'id' })
      .select('id, total, status');
    expect(merged.data).toEqual([{ id: orderId, total: 99, status: 'shipped' }]);

    const email = uniqueEmail('news');
    expect((await service.from('newsletter_subscriptions').insert({ email })).error).toBeNull();
    const ignored = await service
      .from('newsletter_subscriptions')
      .upsert({ email: email.toUpperCase() }, { onConflict: 'email', ignoreDuplicates: true });
    expect(ignored.error).toBeNull();
    const rows = await service.from('newsletter_subscriptions').select('email').eq('email', email);
    expect(rows.data).toEqual([{ email }]);
  });

  it('updates and deletes rows matched by filters', async () => {
    const { id } = await confirmedUser(backend);
    const prefix = `P-${id.slice(0, 8)}`;
    await service.from('orders').insert([
      { id: `${prefix}-1`, user_id: id, total: 1 },
      { id: `${prefix}-2`, user_id: id, total: 2 },
      { id: `${prefix}-3`, user_id: id, total: 3 },
    ]);
    const updated = await service
      .from('orders')
      .update({ status: 'shipped', tracking_number: 'TRK-1' })
      .like('id', `${prefix}-*`)
      .gte('total', 2)
      .select('id, status');
    expect(updated.status).toBe(200);
    expect(updated.data!.map((r) => r.id).sort()).toEqual([`${prefix}-2`, `${prefix}-3`]);

    const minimal = await service.from('orders').update({ total: 5 }).eq('id', `${prefix}-1`);
    expect(minimal).toMatchObject({ status: 204, error: null });

    const counted = await service.from('orders').delete({ count: 'exact' }).eq('status', 'shipped').like('id', `${prefix}-*`);
    expect(counted).toMatchObject({ status: 204, count: 2 });
    const deleted = await service.from('orders').delete().eq('id', `${prefix}-1`).select('id, total');
    expect(deleted.data).toEqual([{ id: `${prefix}-1`, total: 5 }]);
    expect((await service.from('orders').select('id').like('id', `${prefix}-*`)).data).toEqual([]);
  });

  it('reports constraint violations as PostgREST does', async () => {
    const duplicate = await service.from('orders').insert({ id: 'ORD-2024-001', user_id: DEMO.id, total: 1 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const invalid = await service.from('orders').insert({ id: 'X-1', user_id: DEMO.id, total: 1, status: 'lost' });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');
  });
});
