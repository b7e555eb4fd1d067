import type { SupabaseClient } from '@supabase/supabase-js';
import type { LiveSpec } from '@marketplace/contracts';

export interface OrderLine {
  productId: string | null;
  name: string;
  /** Path inside the catalogue bucket (or a full address for old rows). */
  image: string | null;
  quantity: number;
  price: number;
}

export interface Payment {
  method: string;
  status: string;
  mpesaReceipt: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  phone: string | null;
  amount: number | null;
  createdAt: string | null;
}

export interface DeliveryAddress {
  name: string | null;
  phone: string | null;
  area: string | null;
  street: string | null;
  notes: string | null;
}

/** An order as the account pages show it; fields of the orders-and-payments schema are null on older rows. */
export interface Order {
  id: string;
  date: string;
  status: string;
  total: number;
  currency: string;
  trackingNumber: string | null;
  subtotal: number | null;
  deliveryFee: number | null;
  tax: number | null;
  delivery: string | null;
  address: DeliveryAddress | null;
  paymentMethod: string | null;
  items: OrderLine[];
  /** Newest first. */
  payments: Payment[];
}

const LINES = 'order_items(product_id, name, image, quantity, price)';
const FULL_SELECT = `id, date, status, total, currency, tracking_number, created_at, subtotal, delivery_fee, tax, delivery, address, payment_method, ${LINES}, payments(method, status, mpesa_receipt, card_brand, card_last4, phone, amount, created_at)`;
/** The columns every version of the schema has (before the orders-and-payments migration). */
const BASIC_SELECT = 'id, date, status, total, currency, tracking_number, created_at, order_items(name, image, quantity, price)';

type Row = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

function toAddress(value: unknown): DeliveryAddress | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Row;
  return { name: str(a['name']), phone: str(a['phone']), area: str(a['area']), street: str(a['street']), notes: str(a['notes']) };
}

export function toOrder(row: Row): Order {
  const items = Array.isArray(row['order_items']) ? (row['order_items'] as Row[]) : [];
  const payments = Array.isArray(row['payments']) ? (row['payments'] as Row[]) : [];
  return {
    id: String(row['id']),
    date: str(row['date']) ?? str(row['created_at']) ?? '',
    status: str(row['status']) ?? 'unknown',
    total: num(row['total']) ?? NaN,
    currency: str(row['currency']) ?? 'KES',
    trackingNumber: str(row['tracking_number']),
    subtotal: num(row['subtotal']),
    deliveryFee: num(row['delivery_fee']),
    tax: num(row['tax']),
    delivery: str(row['delivery']),
    address: toAddress(row['address']),
    paymentMethod: str(row['payment_method']),
    items: items.map((item) => ({
      productId: str(item['product_id']),
      name: str(item['name']) ?? '',
      image: str(item['image']),
      quantity: num(item['quantity']) ?? 0,
      price: num(item['price']) ?? NaN,
    })),
    payments: payments
      .map((p) => ({
        method: str(p['method']) ?? '',
        status: str(p['status']) ?? '',
        mpesaReceipt: str(p['mpesa_receipt']),
        cardBrand: str(p['card_brand']),
        cardLast4: str(p['card_last4']),
        phone: str(p['phone']),
        amount: num(p['amount']),
        createdAt: str(p['created_at']),
      }))
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')),
  };
}

/** A missing column or relation: the database predates the orders-and-payments migration. */
function isSchemaGap(error: { code?: string } | null): boolean {
  return error?.code === '42703' || error?.code === 'PGRST200' || error?.code === 'PGRST204' || error?.code === '42P01';
}

/**
 * The signed-in user's orders, newest first. Row-level security decides which rows come back;
 * the query asks for no user id. Falls back to the basic columns on an older database.
 */
export async function fetchOrders(supabase: SupabaseClient, orderId?: string): Promise<Order[]> {
  const run = (select: string) => {
    let query = supabase.from('orders').select(select);
    if (orderId !== undefined) query = query.eq('id', orderId);
    return query.order('date', { ascending: false }).order('created_at', { ascending: false });
  };
  let { data, error } = await run(FULL_SELECT);
  if (error && isSchemaGap(error)) ({ data, error } = await run(BASIC_SELECT));
  if (error) throw error;
  return ((data ?? []) as unknown as Row[]).map(toOrder);
}

/** The row changes that move the page: the orders (one, on its page) and their payments. */
export function liveSpecsFor(orderId?: string): LiveSpec[] {
  if (orderId === undefined) return [{ table: 'orders' }, { table: 'payments' }];
  return [
    { table: 'orders', filter: `id=eq.${orderId}` },
    { table: 'payments', filter: `order_id=eq.${orderId}` },
  ];
}

/** The orders of `after` whose status is not what `before` showed (orders new to the page aside). */
export function statusChanges(before: readonly Order[], after: readonly Order[]): Order[] {
  const was = new Map(before.map((order) => [order.id, order.status]));
  return after.filter((order) => was.has(order.id) && was.get(order.id) !== order.status);
}

/** Today's catalogue entries of the given products, for Reorder (current price and stock). */
export async function fetchProductsForReorder(
  supabase: SupabaseClient,
  ids: string[],
): Promise<Array<{ id: string; name: string; price: number; category: string; image: string; stock: number }>> {
  if (ids.length === 0) return [];
  const { data, error } = await supabase.from('products').select('id, name, price, category, image, stock').in('id', ids);
  if (error) throw error;
  return ((data ?? []) as Row[]).map((row) => ({
    id: String(row['id']),
    name: str(row['name']) ?? '',
    price: num(row['price']) ?? NaN,
    category: str(row['category']) ?? '',
    image: str(row['image']) ?? '',
    stock: num(row['stock']) ?? 0,
  }));
}
