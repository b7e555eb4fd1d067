import type { SupabaseClient } from '@supabase/supabase-js';
import type { LiveSpec } from '@marketplace/contracts';

export interface OrderLine {
  productId: string | null;
  name: string;
  /** Path inside the catalogue bucket (or a full address for old rows). */
  image: string | null;
  quantity: number;
  price: number;
  /** Where the vendor is with this line (pending, accepted, ready, shipped, delivered, cancelled); null on rows from before vendors fulfilled lines. */
  status: string | null;
  trackingNumber: string | null;
  carrier: string | null;
  cancelReason: string | null;
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

const ORDER_COLUMNS =
  'id, date, status, total, currency, tracking_number, created_at, subtotal, delivery_fee, tax, delivery, address, payment_method';
const PAYMENTS = 'payments(method, status, mpesa_receipt, card_brand, card_last4, phone, amount, created_at)';
/**
 * What the pages read, newest schema first: each next one is for a database that predates a
 * migration (the vendors' fulfilment of lines, then orders and payments), so a remote deployed
 * ahead of its backend still shows the orders.
 */
const SELECTS = [
  `${ORDER_COLUMNS}, order_items(product_id, name, image, quantity, price, status, tracking_number, carrier, cancel_reason), ${PAYMENTS}`,
  `${ORDER_COLUMNS}, order_items(product_id, name, image, quantity, price), ${PAYMENTS}`,
  'id, date, status, total, currency, tracking_number, created_at, order_items(name, image, quantity, price)',
];

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

function toOrder(row: Row): Order {
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
      status: str(item['status']),
      trackingNumber: str(item['tracking_number']),
      carrier: str(item['carrier']),
      cancelReason: str(item['cancel_reason']),
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
  for (const [index, select] of SELECTS.entries()) {
    const { data, error } = await run(select);
    if (error && isSchemaGap(error) && index < SELECTS.length - 1) continue;
    if (error) throw error;
    return ((data ?? []) as unknown as Row[]).map(toOrder);
  }
  return [];
}

/**
 * The row changes that move the page: the orders (one, on its page), their payments and their
 * lines, which vendors move on their own (a line shipped while another waits leaves the order as it was).
 */
export function liveSpecsFor(orderId?: string): LiveSpec[] {
  if (orderId === undefined) return [{ table: 'orders' }, { table: 'payments' }, { table: 'order_items' }];
  return [
    { table: 'orders', filter: `id=eq.${orderId}` },
    { table: 'payments', filter: `order_id=eq.${orderId}` },
    { table: 'order_items', filter: `order_id=eq.${orderId}` },
  ];
}

/** A parcel on its way: a tracking number the vendors gave, and the carrier when they named one. */
export interface Parcel {
  trackingNumber: string;
  carrier: string | null;
}

/**
 * The order's parcels: each line's tracking number (lines shipped together share one), or, on
 * rows from before vendors shipped lines, the order's own number.
 */
export function parcelsOf(order: Order): Parcel[] {
  const parcels = new Map<string, Parcel>();
  for (const line of order.items) {
    if (line.trackingNumber && !parcels.has(line.trackingNumber))
      parcels.set(line.trackingNumber, { trackingNumber: line.trackingNumber, carrier: line.carrier });
  }
  if (parcels.size > 0) return [...parcels.values()];
  return order.trackingNumber ? [{ trackingNumber: order.trackingNumber, carrier: null }] : [];
}

/** The orders of `after` whose status is not what `before` showed (orders new to the page aside). */
export function statusChanges(before: readonly Order[], after: readonly Order[]): Order[] {
  const was = new Map(before.map((order) => [order.id, order.status]));
  return after.filter((order) => was.has(order.id) && was.get(order.id) !== order.status);
}

/** A product as the catalogue sells it today, for Reorder. */
export interface ReorderProduct {
  id: string;
  name: string;
  price: number;
  category: string;
  image: string;
  stock: number;
}

/**
 * Today's catalogue entries of the given products, for Reorder (current price and stock). Only
 * published ones: a vendor's member reads the vendor's drafts too, and a draft cannot be ordered.
 */
export async function fetchProductsForReorder(supabase: SupabaseClient, ids: string[]): Promise<ReorderProduct[]> {
  if (ids.length === 0) return [];
  const { data, error } = await supabase
    .from('products')
    .select('id, name, price, category, image, stock')
    .in('id', ids)
    .eq('status', 'published');
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

/** The cart's quantity limit per add (the cart:item-added contract). */
const MOST_PER_ADD = 99;

export interface ReorderPlan {
  /** What goes back in the cart: today's product, as many as were ordered while stock lasts. */
  adds: Array<{ product: ReorderProduct; quantity: number }>;
  /** The names (as ordered) of the lines no longer sold or out of stock. */
  unavailable: string[];
}

/** Which of the order's lines can go back in the cart, and which cannot, from today's catalogue. */
export function planReorder(lines: readonly OrderLine[], products: readonly ReorderProduct[]): ReorderPlan {
  const today = new Map(products.map((product) => [product.id, product]));
  const plan: ReorderPlan = { adds: [], unavailable: [] };
  for (const line of lines) {
    const product = line.productId ? today.get(line.productId) : undefined;
    if (product && product.stock >= 1 && Number.isFinite(product.price)) {
      plan.adds.push({ product, quantity: Math.min(line.quantity, product.stock, MOST_PER_ADD) });
    } else plan.unavailable.push(line.name);
  }
  return plan;
}
