import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, DEMO, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let shopper: SupabaseClient;
let shopperId: string;

/** Products of this run only, so that suites sharing one PostgreSQL never see each other's stock. */
const run = randomUUID().slice(0, 8);
const P = { big: `t-${run}-big`, cent: `t-${run}-cent`, scarce: `t-${run}-scarce`, few: `t-${run}-few`, basket: `t-${run}-basket` };

const ADDRESS = { name: 'Wanjiru Kamau', phone: '0712 345 678', area: 'Kilimani', street: 'Argwings Kodhek Rd, Apt 4B' };

interface Line {
  product_id: string;
  quantity: number;
  [extra: string]: unknown;
}

interface PlacedOrder {
  id: string;
  status: string;
  subtotal: number;
  delivery_fee: number;
  tax: number;
  total: number;
  currency: string;
  delivery: string;
  payment_method: string;
  address: Record<string, string> | null;
  items: { product_id: string; name: string; image: string; quantity: number; price: number; line_total: number }[];
}

function place(supabase: SupabaseClient, lines: Line[] | unknown, overrides: Record<string, unknown> = {}) {
  return supabase.rpc('place_order', {
    lines,
    delivery: 'standard',
    address: ADDRESS,
    payment_method: 'mpesa',
    idempotency_key: randomUUID(),
    ...overrides,
  });
}

async function stock(id: string): Promise<number> {
  const { data } = await service.from('products').select('stock').eq('id', id).single();
  return (data as { stock: number }).stock;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend, backend.serviceKey);
  const product = (id: string, price: number, stockLeft: number) => ({
    id,
    vendor_id: 'maasai-crafts',
    category: 'jewelry',
    name: `Test ${id}`,
    price,
    stock: stockLeft,
    image: `products/${id}.svg`,
  });
  const { error } = await service
    .from('products')
    .insert([
      product(P.big, 9999.99, 1000),
      product(P.cent, 0.01, 1000),
      product(P.scarce, 1500, 5),
      product(P.few, 800, 3),
      product(P.basket, 2600, 1000),
    ]);
  if (error) throw error;
  ({ supabase: shopper, id: shopperId } = await confirmedUser(backend));
});

afterAll(async () => {
  await service?.from('products').delete().in('id', Object.values(P));
  await backend?.close();
});

describe('place_order', () => {
  it('prices every line from the catalogue, ignoring prices and totals the client sends', async () => {
    const { data, error } = await place(shopper, [
      { product_id: P.basket, quantity: 2, price: 1, line_total: 2 },
      { product_id: P.cent, quantity: 3, price: 0 },
    ]);
    expect(error).toBeNull();
    const order = data as PlacedOrder;
    expect(order).toMatchObject({
      subtotal: 5200.03,
      delivery_fee: 300,
      tax: 416,
      total: 5916.03,
      currency: 'KES',
      status: 'pending_payment',
    });
    expect(order.id).toMatch(new RegExp(`^ORD-${new Date().getFullYear()}-\\d{6}$`));
    expect(order.items).toEqual([
      { product_id: P.basket, name: `Test ${P.basket}`, image: `products/${P.basket}.svg`, quantity: 2, price: 2600, line_total: 5200 },
      { product_id: P.cent, name: `Test ${P.cent}`, image: `products/${P.cent}.svg`, quantity: 3, price: 0.01, line_total: 0.03 },
    ]);
    expect(order.address).toEqual({ ...ADDRESS, phone: '+254712345678', notes: '' });
    // What the owner reads back through REST is what the server computed.
    const stored = await shopper.from('orders').select('total, subtotal, order_items(price, quantity)').eq('id', order.id).single();
    expect(stored.data).toMatchObject({ total: 5916.03, subtotal: 5200.03 });
  });

  it.each([
    [
      '9,999.99: delivery charged',
      [{ product_id: P.big, quantity: 1 }],
      { subtotal: 9999.99, delivery_fee: 300, tax: 800, total: 11099.99 },
    ],
    [
      '10,000 exactly: delivery still charged',
      [
        { product_id: P.big, quantity: 1 },
        { product_id: P.cent, quantity: 1 },
      ],
      { subtotal: 10000, delivery_fee: 300, tax: 800, total: 11100 },
    ],
    [
      '10,000.01: delivery free',
      [
        { product_id: P.big, quantity: 1 },
        { product_id: P.cent, quantity: 2 },
      ],
      { subtotal: 10000.01, delivery_fee: 0, tax: 800, total: 10800.01 },
    ],
  ])('totals at the free-delivery threshold, subtotal %s', async (_label, lines, totals) => {
    const { data, error } = await place(shopper, lines);
    expect(error).toBeNull();
    expect(data).toMatchObject(totals);
  });

  it('charges no delivery for pick-up, needs no address for it, and starts cash on delivery as processing', async () => {
    const { data, error } = await place(shopper, [{ product_id: P.basket, quantity: 1 }], {
      delivery: 'pickup',
      address: null,
      payment_method: 'cod',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      subtotal: 2600,
      delivery_fee: 0,
      tax: 208,
      total: 2808,
      status: 'processing',
      address: null,
      delivery: 'pickup',
    });
    const express = await place(shopper, [{ product_id: P.basket, quantity: 1 }], { delivery: 'express', payment_method: 'card' });
    expect(express.data).toMatchObject({ delivery_fee: 300, total: 3108, status: 'pending_payment', payment_method: 'card' });
  });

  it('returns the same single order for a retried request, also when two identical calls race', async () => {
    const before = await stock(P.basket);
    const key = randomUUID();
    const lines = [{ product_id: P.basket, quantity: 2 }];
    const [a, b] = await Promise.all([place(shopper, lines, { idempotency_key: key }), place(shopper, lines, { idempotency_key: key })]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect((b.data as PlacedOrder).id).toBe((a.data as PlacedOrder).id);
    const retry = await place(shopper, lines, { idempotency_key: key });
    expect(retry.data).toEqual(a.data);
    const rows = await shopper.from('orders').select('id').eq('idempotency_key', key);
    expect(rows.data).toHaveLength(1);
    expect(await stock(P.basket)).toBe(before - 2);
  });

  it('never sells more than the stock: 20 concurrent orders for the last 5 items make 5 orders and leave 0', async () => {
    const others = await Promise.all([confirmedUser(backend), confirmedUser(backend), confirmedUser(backend)]);
    const clients = [shopper, ...others.map((o) => o.supabase)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(clients[i % clients.length]!, [{ product_id: P.scarce, quantity: 1 }])),
    );
    const placed = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null);
    expect(placed).toHaveLength(5);
    expect(refused.map((r) => [r.error?.code, r.error?.message, r.error?.details])).toEqual(
      Array.from({ length: 15 }, () => ['P0001', `Only 0 left in stock: ${P.scarce}`, P.scarce]),
    );
    expect(await stock(P.scarce)).toBe(0);
  });

  it.each<[string, unknown, Record<string, unknown>, string, string, string]>([
    ['an empty cart', [], {}, '22023', 'Your cart is empty', 'lines'],
    ['no lines at all', null, {}, '22023', 'Your cart is empty', 'lines'],
    [
      'more than 50 lines',
      Array.from({ length: 51 }, () => ({ product_id: 'fp-3', quantity: 1 })),
      {},
      '22023',
      'An order can have at most 50 lines',
      'lines',
    ],
    ['a quantity of 0', [{ product_id: 'fp-3', quantity: 0 }], {}, '22023', 'Quantity must be a whole number from 1 to 99: fp-3', 'fp-3'],
    [
      'a quantity of 100',
      [{ product_id: 'fp-3', quantity: 100 }],
      {},
      '22023',
      'Quantity must be a whole number from 1 to 99: fp-3',
      'fp-3',
    ],
    [
      'a fractional quantity',
      [{ product_id: 'fp-3', quantity: 1.5 }],
      {},
      '22023',
      'Quantity must be a whole number from 1 to 99: fp-3',
      'fp-3',
    ],
    [
      'a quantity given as text',
      [{ product_id: 'fp-3', quantity: '2' }],
      {},
      '22023',
      'Quantity must be a whole number from 1 to 99: fp-3',
      'fp-3',
    ],
    [
      'an unknown product',
      [
        { product_id: 'fp-3', quantity: 1 },
        { product_id: 'no-such-thing', quantity: 1 },
      ],
      {},
      'P0001',
      'Product not found: no-such-thing',
      'no-such-thing',
    ],
    [
      'a malformed product id',
      [{ product_id: "x'; drop table orders;--", quantity: 1 }],
      {},
      'P0001',
      "Product not found: x'; drop table orders;--",
      "x'; drop table orders;--",
    ],
    ['more than the stock', [{ product_id: P.few, quantity: 4 }], {}, 'P0001', `Only 3 left in stock: ${P.few}`, P.few],
    [
      'an unknown delivery option',
      [{ product_id: 'fp-3', quantity: 1 }],
      { delivery: 'drone' },
      '22023',
      'Choose standard, express or pick-up delivery',
      'delivery',
    ],
    [
      'an unknown payment method',
      [{ product_id: 'fp-3', quantity: 1 }],
      { payment_method: 'bitcoin' },
      '22023',
      'Choose M-Pesa, card or cash on delivery',
      'payment_method',
    ],
    [
      'a missing idempotency key',
      [{ product_id: 'fp-3', quantity: 1 }],
      { idempotency_key: null },
      '22023',
      'A request key of 8 to 100 letters, digits or -_.: is required',
      'idempotency_key',
    ],
    [
      'no address for delivery',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: null },
      '22023',
      'A delivery address is required',
      'address',
    ],
    [
      'a missing name',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, name: '  ' } },
      '22023',
      'Name is required',
      'address.name',
    ],
    [
      'a name of 101 characters',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, name: 'a'.repeat(101) } },
      '22023',
      'Name must be less than 100 characters',
      'address.name',
    ],
    [
      'a name with digits',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, name: 'Amina2' } },
      '22023',
      'Name can only contain letters, spaces, hyphens, and apostrophes',
      'address.name',
    ],
    [
      'a name with an emoji',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, name: 'Amina 😀' } },
      '22023',
      'Name can only contain letters, spaces, hyphens, and apostrophes',
      'address.name',
    ],
    [
      'a missing phone',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, phone: '' } },
      '22023',
      'Phone number is required',
      'address.phone',
    ],
    [
      'a phone that is not Kenyan mobile',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, phone: '0812 345 678' } },
      '22023',
      'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678',
      'address.phone',
    ],
    [
      'a missing area',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, area: undefined } },
      '22023',
      'Area or estate is required',
      'address.area',
    ],
    [
      'an area of 101 characters',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, area: 'a'.repeat(101) } },
      '22023',
      'Please keep this under 100 characters',
      'address.area',
    ],
    [
      'markup in the street',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, street: '<b>Moi Ave</b>' } },
      '22023',
      'Please use letters, numbers and simple punctuation only',
      'address.street',
    ],
    [
      'a missing street',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, street: 42 } },
      '22023',
      'Street or building is required',
      'address.street',
    ],
    [
      'notes of 301 characters',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, notes: 'n'.repeat(301) } },
      '22023',
      'Notes must be less than 300 characters',
      'address.notes',
    ],
    [
      'a control character in the notes',
      [{ product_id: 'fp-3', quantity: 1 }],
      { address: { ...ADDRESS, notes: 'ring\u0007' } },
      '22023',
      'Please use letters, numbers and simple punctuation only',
      'address.notes',
    ],
  ])('refuses %s with a PostgREST error naming it', async (_label, lines, overrides, code, message, details) => {
    const { data, error, status } = await place(shopper, lines, overrides);
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code, message, details });
    expect(error?.hint).toMatch(/^(order|validation)\.\w+$/);
  });

  it('accepts names and addresses in any script, normalising the phone to +254', async () => {
    const address = {
      name: 'Zoë O’Neil-Ámina',
      phone: '+254 112-345-678',
      area: 'Westlands',
      street: 'Ring Rd #4 (B), 2/F',
      notes: 'Blue gate.\nCall first',
    };
    const { data, error } = await place(shopper, [{ product_id: P.basket, quantity: 1 }], { address });
    expect(error).toBeNull();
    expect((data as PlacedOrder).address).toEqual({ ...address, phone: '+254112345678' });
  });

  it('numbers consecutive orders ORD-<year>-<6 digits>, each higher than the one before', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { data, error } = await place(shopper, [{ product_id: P.cent, quantity: 1 }]);
      expect(error).toBeNull();
      ids.push((data as PlacedOrder).id);
    }
    expect(ids).toEqual(ids.map(() => expect.stringMatching(new RegExp(`^ORD-${new Date().getFullYear()}-\\d{6}$`))));
    const numbers = ids.map((id) => Number(id.slice(-6)));
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]).toBeGreaterThan(numbers[1]!);
  });

  it('accepts the limits: 50 lines and a quantity of 99', async () => {
    const fifty = await place(
      shopper,
      Array.from({ length: 50 }, () => ({ product_id: P.basket, quantity: 1 })),
    );
    expect(fifty.error).toBeNull();
    expect((fifty.data as PlacedOrder).items).toHaveLength(50);
    const many = await place(shopper, [{ product_id: P.cent, quantity: 99 }]);
    expect(many.error).toBeNull();
    expect(many.data).toMatchObject({ subtotal: 0.99, items: [{ quantity: 99, line_total: 0.99 }] });
  });

  it('checks the stock against the sum of lines for the same product', async () => {
    const refused = await place(shopper, [
      { product_id: P.few, quantity: 2 },
      { product_id: P.few, quantity: 2 },
    ]);
    expect(refused.error).toMatchObject({ code: 'P0001', message: `Only 3 left in stock: ${P.few}`, details: P.few });
    expect(await stock(P.few)).toBe(3);
    const before = await stock(P.basket);
    const split = await place(shopper, [
      { product_id: P.basket, quantity: 1 },
      { product_id: P.basket, quantity: 2 },
    ]);
    expect(split.data).toMatchObject({ subtotal: 7800, items: [{ quantity: 1 }, { quantity: 2 }] });
    expect(await stock(P.basket)).toBe(before - 3);
  });

  it('refuses anyone not signed in, and leaves the stock alone when it refuses', async () => {
    const before = await stock(P.basket);
    const anon = await place(client(backend), [{ product_id: P.basket, quantity: 1 }]);
    expect(anon.error?.code).toBe('42501');
    const refused = await place(shopper, [
      { product_id: P.basket, quantity: 1 },
      { product_id: P.scarce, quantity: 1 },
    ]);
    expect(refused.error?.hint).toBe('order.outOfStock');
    expect(await stock(P.basket)).toBe(before);
  });
});

describe('row-level security on orders, lines, payments and settings', () => {
  it('lets a client neither insert an order nor change its status, even on their own order', async () => {
    const { data } = await place(shopper, [{ product_id: P.basket, quantity: 1 }]);
    const id = (data as PlacedOrder).id;
    const insert = await shopper.from('orders').insert({ id: `ORD-${run}`, user_id: shopperId, total: 1 });
    expect(insert.error?.code).toBe('42501');
    const paid = await shopper.from('orders').update({ status: 'processing' }).eq('id', id).select();
    expect(paid.error?.code).toBe('42501');
    const repriced = await shopper.from('order_items').update({ price: 0 }).eq('order_id', id).select();
    expect(repriced.error?.code).toBe('42501');
    const removed = await shopper.from('orders').delete().eq('id', id).select();
    expect(removed.error?.code).toBe('42501');
    expect((await shopper.from('orders').select('status').eq('id', id).single()).data).toEqual({ status: 'pending_payment' });
  });

  it("shows nobody another user's orders, lines or payments", async () => {
    const demo = client(backend);
    await demo.auth.signInWithPassword(DEMO);
    const { data } = await place(shopper, [{ product_id: P.basket, quantity: 1 }]);
    const id = (data as PlacedOrder).id;
    await service.rpc('apply_card_result', { user_id: shopperId, order_id: id, brand: 'visa', last4: '4242', outcome: 'approved' });
    expect((await shopper.from('payments').select('order_id').eq('order_id', id)).data).toEqual([{ order_id: id }]);
    expect((await demo.from('orders').select('id').eq('id', id)).data).toEqual([]);
    expect((await demo.from('order_items').select('id').eq('order_id', id)).data).toEqual([]);
    expect((await demo.from('payments').select('id').eq('order_id', id)).data).toEqual([]);
    expect((await client(backend).from('payments').select('id')).data).toEqual([]);
    expect((await shopper.from('orders').select('id').eq('id', 'ORD-2024-001')).data).toEqual([]);
  });

  it('keeps payments and settings read-only and the payment functions for service_role', async () => {
    const { data } = await place(shopper, [{ product_id: P.basket, quantity: 1 }]);
    const id = (data as PlacedOrder).id;
    const forged = await shopper.from('payments').insert({ order_id: id, method: 'card', status: 'paid', amount: 1 });
    expect(forged.error?.code).toBe('42501');
    const cheaper = await shopper.from('shop_settings').update({ tax_rate: 0 }).eq('id', true).select();
    expect(cheaper.error?.code).toBe('42501');
    const workflow = await shopper.from('order_status_transitions').insert({ from_status: 'cancelled', to_status: 'shipped' });
    expect(workflow.error?.code).toBe('42501');
    const selfApproved = await shopper.rpc('apply_card_result', {
      user_id: shopperId,
      order_id: id,
      brand: 'visa',
      last4: '4242',
      outcome: 'approved',
    });
    expect(selfApproved.error).not.toBeNull();
    const callback = await shopper.rpc('apply_mpesa_callback', { payload: {} });
    expect(callback.error).not.toBeNull();
    expect((await shopper.from('orders').select('status').eq('id', id).single()).data).toEqual({ status: 'pending_payment' });
    // Anyone may read the money rules the checkout shows.
    expect((await client(backend).from('shop_settings').select('free_delivery_threshold, delivery_fee, tax_rate').single()).data).toEqual({
      free_delivery_threshold: 10000,
      delivery_fee: 300,
      tax_rate: 0.08,
    });
  });

  it('refuses status changes outside the workflow, even from service_role (no cancelled → shipped)', async () => {
    const jump = await service.from('orders').update({ status: 'shipped' }).eq('id', 'ORD-2024-004').select();
    expect(jump.error).toMatchObject({ code: '23514', message: 'An order cannot go from cancelled to shipped', details: 'ORD-2024-004' });
    const back = await service.from('orders').update({ status: 'processing' }).eq('id', 'ORD-2024-001').select();
    expect(back.error?.code).toBe('23514');
    const { data } = await place(shopper, [{ product_id: P.basket, quantity: 1 }], { delivery: 'pickup', payment_method: 'cod' });
    const id = (data as PlacedOrder).id;
    const shipped = await service.from('orders').update({ status: 'shipped' }).eq('id', id).select('status');
    expect(shipped.data).toEqual([{ status: 'shipped' }]);
  });
});
