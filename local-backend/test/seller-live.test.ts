import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';
import { Inbox, disconnect, subscribed } from './realtime/support';
import { placeOrder, publishedProduct, vendorWithMember, type Member } from './seller-fixtures';

let backend: Backend;
let service: SupabaseClient;
let shopper: { id: string; supabase: SupabaseClient };
let vendor: { vendorId: string; member: Member };
let other: { vendorId: string; member: Member };
let product: string;

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend, backend.serviceKey);
  vendor = await vendorWithMember(backend, service, 'la');
  other = await vendorWithMember(backend, service, 'lb');
  product = await publishedProduct(service, vendor.vendorId, 'lamp', 1200, 20);
  shopper = await confirmedUser(backend);
});

afterAll(async () => {
  await disconnect(vendor.member.supabase, other.member.supabase);
  await backend?.close();
});

type LineChange = { eventType: string; new: { order_id?: string; paid_at?: string | null } };

async function followLines(member: Member): Promise<Inbox<LineChange>> {
  const inbox = new Inbox<LineChange>();
  await subscribed(
    member.supabase
      .channel(`lines-${Math.random()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'order_items' }, (change) =>
        inbox.push(change as unknown as LineChange),
      ),
  );
  return inbox;
}

describe("a vendor's order lines, live", () => {
  it('a payment going through reaches the vendor subscribed to its order lines as a change with paid_at, and no other vendor', async () => {
    const mine = await followLines(vendor.member);
    const theirs = await followLines(other.member);
    const order = await placeOrder(shopper.supabase, [{ product_id: product, quantity: 1 }], 'card');
    await mine.next((c) => c.eventType === 'INSERT' && c.new.order_id === order.id);
    const { error } = await service.rpc('apply_card_result', {
      user_id: shopper.id,
      order_id: order.id,
      brand: 'visa',
      last4: '4242',
      outcome: 'approved',
    });
    expect(error).toBeNull();
    const paid = await mine.next((c) => c.eventType === 'UPDATE' && c.new.order_id === order.id);
    expect(typeof paid.new.paid_at).toBe('string');
    expect(theirs.items.filter((c) => c.new.order_id === order.id)).toEqual([]);
  });
});
