import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';
import { placeOrder, publishedProduct, vendorWithMember, type Member, type PlacedOrder } from './seller-fixtures';

let backend: Backend;
let service: SupabaseClient;
let shopper: { id: string; supabase: SupabaseClient };
let a: { vendorId: string; member: Member };
let b: { vendorId: string; member: Member };
let aRadio: string;
let aKettle: string;
let bSpeaker: string;

interface Line {
  id: number;
  order_id: string;
  status: string;
  tracking_number: string | null;
  payment_status: string;
  customer_name: string;
  customer_phone: string;
  area: string;
  street: string;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend, backend.serviceKey);
  a = await vendorWithMember(backend, service, 'oa');
  b = await vendorWithMember(backend, service, 'ob');
  aRadio = await publishedProduct(service, a.vendorId, 'radio', 1500, 50);
  aKettle = await publishedProduct(service, a.vendorId, 'kettle', 2000, 3);
  bSpeaker = await publishedProduct(service, b.vendorId, 'speaker', 3000, 50);
  shopper = await confirmedUser(backend);
});

afterAll(async () => {
  await backend?.close();
});

/** The order's lines as the vendor's member reads them, by product. */
async function linesOf(member: Member, order: PlacedOrder): Promise<Record<string, Line>> {
  const { data, error } = await member.supabase.rpc('vendor_order_lines').eq('order_id', order.id);
  if (error) throw error;
  return Object.fromEntries((data as (Line & { product_id: string })[]).map((line) => [line.product_id, line]));
}

async function orderStatus(order: PlacedOrder): Promise<{ status: string; tracking_number: string | null }> {
  return (await shopper.supabase.from('orders').select('status, tracking_number').eq('id', order.id).single()).data!;
}

async function stock(id: string): Promise<number> {
  return (await service.from('products').select('stock').eq('id', id).single()).data!.stock as number;
}

/** A card order, paid through the card function's SQL. */
async function paidOrder(lines: { product_id: string; quantity: number }[]): Promise<PlacedOrder> {
  const order = await placeOrder(shopper.supabase, lines, 'card');
  const { error } = await service.rpc('apply_card_result', {
    user_id: shopper.id,
    order_id: order.id,
    brand: 'visa',
    last4: '4242',
    outcome: 'approved',
  });
  if (error) throw error;
  return order;
}

const ship = (member: Member, id: number, tracking = 'TRK-1') =>
  member.supabase.rpc('ship_order_line', { line_id: id, tracking_number: tracking, carrier: 'G4S' });

describe("a vendor's order lines", () => {
  it("shows a member their vendor's lines with what fulfilling needs, never vendor B's", async () => {
    const order = await placeOrder(
      shopper.supabase,
      [
        { product_id: aRadio, quantity: 1 },
        { product_id: bSpeaker, quantity: 2 },
      ],
      'cod',
    );
    const mine = await linesOf(a.member, order);
    expect(Object.keys(mine)).toEqual([aRadio]);
    expect(mine[aRadio]).toMatchObject({
      status: 'pending',
      payment_status: 'cash_on_delivery',
      customer_name: 'Wanjiru Kamau',
      customer_phone: '+254712345678',
      area: 'Kilimani',
      street: 'Argwings Kodhek Rd, Apt 4B',
    });
    const direct = await a.member.supabase.from('order_items').select('product_id, vendor_id').eq('order_id', order.id);
    expect(direct.data).toEqual([{ product_id: aRadio, vendor_id: a.vendorId }]);
    const theirs = (await linesOf(b.member, order))[bSpeaker]!;
    const refused = await a.member.supabase.rpc('accept_order_line', { line_id: theirs.id });
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'seller.lineNotFound' });
    expect((await linesOf(b.member, order))[bSpeaker]!.status).toBe('pending');
  });

  it('moves a line accept → ready → shipped (tracking number, carrier) → delivered, and the order follows', async () => {
    const order = await placeOrder(shopper.supabase, [{ product_id: aRadio, quantity: 1 }], 'cod');
    const { id } = (await linesOf(a.member, order))[aRadio]!;
    expect((await a.member.supabase.rpc('accept_order_line', { line_id: id })).data).toMatchObject({ id, status: 'accepted' });
    expect((await a.member.supabase.rpc('mark_order_line_ready', { line_id: id })).data).toMatchObject({ status: 'ready' });
    const shipped = await ship(a.member, id, 'KE-555 01');
    expect(shipped.data).toMatchObject({ status: 'shipped', tracking_number: 'KE-555 01', carrier: 'G4S' });
    expect(await orderStatus(order)).toEqual({ status: 'shipped', tracking_number: 'KE-555 01' });
    expect((await a.member.supabase.rpc('mark_order_line_delivered', { line_id: id })).data).toMatchObject({ status: 'delivered' });
    expect((await orderStatus(order)).status).toBe('delivered');
  });

  it('refuses to ship without a tracking number', async () => {
    const order = await placeOrder(shopper.supabase, [{ product_id: aRadio, quantity: 1 }], 'cod');
    const { id } = (await linesOf(a.member, order))[aRadio]!;
    await a.member.supabase.rpc('accept_order_line', { line_id: id });
    await a.member.supabase.rpc('mark_order_line_ready', { line_id: id });
    const { error } = await a.member.supabase.rpc('ship_order_line', { line_id: id, tracking_number: ' ' });
    expect(error).toMatchObject({ code: '22023', hint: 'seller.trackingNumberRequired' });
  });

  it('refuses a line moved backwards (shipped → ready), skipping a step, or moved after cancelling, even by service_role', async () => {
    const order = await placeOrder(
      shopper.supabase,
      [
        { product_id: aRadio, quantity: 1 },
        { product_id: aKettle, quantity: 1 },
      ],
      'cod',
    );
    const lines = await linesOf(a.member, order);
    const radio = lines[aRadio]!.id;
    expect((await a.member.supabase.rpc('mark_order_line_ready', { line_id: radio })).error).toMatchObject({
      code: '23514',
      message: 'An order line cannot go from pending to ready',
      hint: 'order.lineStatusTransition',
    });
    await a.member.supabase.rpc('accept_order_line', { line_id: radio });
    await a.member.supabase.rpc('mark_order_line_ready', { line_id: radio });
    await ship(a.member, radio);
    expect((await a.member.supabase.rpc('mark_order_line_ready', { line_id: radio })).error).toMatchObject({
      code: '23514',
      message: 'An order line cannot go from shipped to ready',
    });
    expect((await a.member.supabase.rpc('cancel_order_line', { line_id: radio, reason: 'Too late' })).error?.code).toBe('23514');
    const backwards = await service.from('order_items').update({ status: 'pending' }).eq('id', radio).select();
    expect(backwards.error?.code).toBe('23514');
    const kettle = lines[aKettle]!.id;
    await a.member.supabase.rpc('cancel_order_line', { line_id: kettle, reason: 'Damaged in the shop' });
    expect((await a.member.supabase.rpc('accept_order_line', { line_id: kettle })).error?.code).toBe('23514');
  });

  it('refuses a shopper and anon calling the vendor RPCs, leaving the line as it was', async () => {
    const order = await placeOrder(shopper.supabase, [{ product_id: aRadio, quantity: 1 }], 'cod');
    const { id } = (await linesOf(a.member, order))[aRadio]!;
    for (const [name, args] of [
      ['accept_order_line', { line_id: id }],
      ['mark_order_line_ready', { line_id: id }],
      ['ship_order_line', { line_id: id, tracking_number: 'X1' }],
      ['mark_order_line_delivered', { line_id: id }],
      ['cancel_order_line', { line_id: id, reason: 'Mine' }],
    ] as const) {
      const asShopper = await shopper.supabase.rpc(name, args);
      expect({ name, status: asShopper.status, code: asShopper.error?.code, hint: asShopper.error?.hint }).toEqual({
        name,
        status: 403,
        code: '42501',
        hint: 'seller.notMember',
      });
      expect((await client(backend).rpc(name, args)).status).toBe(401);
    }
    expect((await shopper.supabase.rpc('vendor_dashboard')).error?.code).toBe('42501');
    expect((await shopper.supabase.rpc('vendor_order_lines')).data).toEqual([]);
    expect((await linesOf(a.member, order))[aRadio]!.status).toBe('pending');
  });

  it('refuses to accept a line of an order that is not paid yet', async () => {
    const order = await placeOrder(shopper.supabase, [{ product_id: aRadio, quantity: 1 }], 'card');
    const { id } = (await linesOf(a.member, order))[aRadio]!;
    expect((await a.member.supabase.rpc('accept_order_line', { line_id: id })).error).toMatchObject({
      code: 'P0001',
      hint: 'seller.orderNotPaid',
    });
  });
});

describe('cancelling and the derived order status', () => {
  it('returns the stock and records a refund when a line of a paid order is cancelled', async () => {
    const before = await stock(aKettle);
    const order = await paidOrder([{ product_id: aKettle, quantity: 2 }]);
    expect(await stock(aKettle)).toBe(before - 2);
    const { id, payment_status } = (await linesOf(a.member, order))[aKettle]!;
    expect(payment_status).toBe('paid');
    const cancelled = await a.member.supabase.rpc('cancel_order_line', { line_id: id, reason: 'Out of stock at the supplier' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of stock at the supplier' });
    expect(await stock(aKettle)).toBe(before);
    const refunds = await shopper.supabase.from('refunds').select('order_item_id, amount, reason, status').eq('order_id', order.id);
    expect(refunds.data).toEqual([{ order_item_id: id, amount: 4000, reason: 'Out of stock at the supplier', status: 'pending' }]);
    expect((await a.member.supabase.from('refunds').select('amount').eq('order_id', order.id)).data).toEqual([{ amount: 4000 }]);
    expect((await b.member.supabase.from('refunds').select('amount').eq('order_id', order.id)).data).toEqual([]);
    expect((await orderStatus(order)).status).toBe('cancelled');
  });

  it('records no refund for a cancelled line of a cash-on-delivery order, and requires a reason', async () => {
    const order = await placeOrder(shopper.supabase, [{ product_id: aRadio, quantity: 1 }], 'cod');
    const { id } = (await linesOf(a.member, order))[aRadio]!;
    expect((await a.member.supabase.rpc('cancel_order_line', { line_id: id, reason: '' })).error).toMatchObject({
      hint: 'seller.cancelReasonRequired',
    });
    await a.member.supabase.rpc('cancel_order_line', { line_id: id, reason: 'Customer asked' });
    expect((await service.from('refunds').select('id').eq('order_id', order.id)).data).toEqual([]);
  });

  it('derives the order status from its lines: processing while any is open, the least advanced, delivered once every open line is', async () => {
    const order = await paidOrder([
      { product_id: aRadio, quantity: 1 },
      { product_id: aKettle, quantity: 1 },
      { product_id: bSpeaker, quantity: 1 },
    ]);
    const mine = await linesOf(a.member, order);
    const theirs = await linesOf(b.member, order);
    const walk = async (member: Member, id: number, to: 'shipped' | 'delivered', tracking: string) => {
      await member.supabase.rpc('accept_order_line', { line_id: id });
      await member.supabase.rpc('mark_order_line_ready', { line_id: id });
      await ship(member, id, tracking);
      if (to === 'delivered') await member.supabase.rpc('mark_order_line_delivered', { line_id: id });
    };
    await walk(a.member, mine[aRadio]!.id, 'delivered', 'A-1');
    expect((await orderStatus(order)).status).toBe('processing');
    await walk(b.member, theirs[bSpeaker]!.id, 'shipped', 'B-1');
    expect((await orderStatus(order)).status).toBe('processing');
    await a.member.supabase.rpc('cancel_order_line', { line_id: mine[aKettle]!.id, reason: 'Broken' });
    expect(await orderStatus(order)).toEqual({ status: 'shipped', tracking_number: 'A-1, B-1' });
    await b.member.supabase.rpc('mark_order_line_delivered', { line_id: theirs[bSpeaker]!.id });
    expect((await orderStatus(order)).status).toBe('delivered');
    const shopperLines = await shopper.supabase.from('order_items').select('status').eq('order_id', order.id).order('id');
    expect(shopperLines.data!.map((line) => line.status)).toEqual(['delivered', 'cancelled', 'delivered']);
  });
});

describe('vendor_dashboard', () => {
  it("counts the member's open orders, today's orders, paid revenue and low-stock products", async () => {
    const { vendorId, member } = await vendorWithMember(backend, service, 'dash');
    const lamp = await publishedProduct(service, vendorId, 'lamp', 1000, 20);
    const torch = await publishedProduct(service, vendorId, 'torch', 500, 2);
    await paidOrder([{ product_id: lamp, quantity: 3 }]);
    await placeOrder(shopper.supabase, [{ product_id: lamp, quantity: 1 }], 'cod');
    await placeOrder(shopper.supabase, [{ product_id: torch, quantity: 1 }], 'card');
    const { data, error } = await member.supabase.rpc('vendor_dashboard');
    expect(error).toBeNull();
    expect(data).toEqual({
      vendor_id: vendorId,
      currency: 'KES',
      orders_to_fulfil: 2,
      orders_today: 3,
      revenue_week: 3000,
      revenue_month: 3000,
      low_stock_threshold: 5,
      low_stock: [{ id: torch, name: expect.stringContaining('torch'), stock: 1, status: 'published' }],
    });
  });
});
