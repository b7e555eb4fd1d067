import { z } from 'zod/v3';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DeliveryAddress, DeliveryOption, LiveChange, LiveSpec, PaymentMethod } from '@marketplace/contracts';

/** place_order's answer (contract.md): the server's prices and totals, the ones charged. */
const placedOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  subtotal: z.coerce.number(),
  delivery_fee: z.coerce.number(),
  tax: z.coerce.number(),
  total: z.coerce.number(),
  payment_method: z.enum(['mpesa', 'card', 'cod']),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export interface OrderRequest {
  lines: { product_id: string; quantity: number }[];
  delivery: DeliveryOption;
  address: DeliveryAddress | null;
  payment_method: PaymentMethod;
  idempotency_key: string;
}

/** A refusal or failure as the backend describes it (PostgREST-shaped, or a network error). */
export interface BackendError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

export class BackendFailure extends Error {
  constructor(readonly error: BackendError) {
    super(error.message);
    this.name = 'BackendFailure';
  }
}

export async function placeOrder(supabase: SupabaseClient, request: OrderRequest): Promise<PlacedOrder> {
  const { data, error, status } = await supabase.rpc('place_order', { ...request });
  // The status tells an expired or refused token (401) apart from the order's own refusals.
  if (error) throw new BackendFailure({ ...error, status });
  return placedOrderSchema.parse(data);
}

/** Edge Function errors carry the response; its JSON body has the same shape as PostgREST's. */
async function invoke(supabase: SupabaseClient, name: string, body: Record<string, string>): Promise<unknown> {
  const { data, error } = await supabase.functions.invoke(name, { body });
  if (!error) return data;
  // No answer at all (offline, connection dropped): a network failure, as the central mapping reads it.
  if ((error as { name?: unknown }).name === 'FunctionsFetchError')
    throw new BackendFailure({ message: `Network error: ${error.message}` });
  const context: unknown = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const answer = (await context.json().catch(() => null)) as Partial<BackendError> | null;
    if (answer && typeof answer.message === 'string')
      throw new BackendFailure({ ...answer, message: answer.message, status: context.status });
  }
  throw new BackendFailure({ message: error instanceof Error ? error.message : String(error) });
}

export async function startMpesaPayment(supabase: SupabaseClient, orderId: string, phone: string): Promise<void> {
  await invoke(supabase, 'mpesa-stk-push', { order_id: orderId, phone });
}

export type CardResult = 'approved' | 'declined' | 'retry';

export async function payByCard(supabase: SupabaseClient, orderId: string, card: { brand: string; last4: string }): Promise<CardResult> {
  const data = await invoke(supabase, 'card-payment', { order_id: orderId, brand: card.brand, last4: card.last4 });
  return z.object({ status: z.enum(['approved', 'declined', 'retry']) }).parse(data).status;
}

export type PaymentOutcome = 'pending' | 'paid' | 'cancelled' | 'timeout' | 'failed';

/** Daraja's result codes the shopper can cause: cancelled on the phone, no answer in time. */
const MPESA_CANCELLED = 1032;
const MPESA_TIMEOUT = 1037;

const PAID_STATUSES = new Set(['processing', 'shipped', 'delivered']);

/** Where an M-Pesa payment stands, from the order's status and its latest payment row. */
export function paymentOutcome(orderStatus: string, payment: { status: string; result_code: number | null } | null): PaymentOutcome {
  if (PAID_STATUSES.has(orderStatus) || payment?.status === 'paid') return 'paid';
  if (!payment || payment.status === 'pending') return 'pending';
  if (payment.result_code === MPESA_CANCELLED || payment.status === 'cancelled') return 'cancelled';
  if (payment.result_code === MPESA_TIMEOUT) return 'timeout';
  return 'failed';
}

/** The row changes that tell how an order's payment went: its payments, and the order itself. */
export function paymentChanges(orderId: string): LiveSpec[] {
  return [
    { table: 'payments', filter: `order_id=eq.${orderId}` },
    { table: 'orders', event: 'UPDATE', filter: `id=eq.${orderId}` },
  ];
}

const resultCode = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : null;

/** Where a payment stands after one row change: a payments row alone, or the order's new status. */
export function outcomeOfChange(change: LiveChange): PaymentOutcome {
  const row = change.new;
  if (change.table === 'orders') return paymentOutcome(String(row['status'] ?? ''), null);
  if (typeof row['status'] !== 'string') return 'pending';
  return paymentOutcome('', { status: row['status'], result_code: resultCode(row['result_code']) });
}

export async function readPaymentOutcome(supabase: SupabaseClient, orderId: string): Promise<PaymentOutcome> {
  const [order, payment] = await Promise.all([
    supabase.from('orders').select('status').eq('id', orderId).single(),
    supabase
      .from('payments')
      .select('status, result_code')
      .eq('order_id', orderId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1),
  ]);
  if (order.error) throw new BackendFailure(order.error);
  if (payment.error) throw new BackendFailure(payment.error);
  const row = z.array(z.object({ status: z.string(), result_code: z.number().nullable() })).parse(payment.data)[0] ?? null;
  return paymentOutcome(z.object({ status: z.string() }).parse(order.data).status, row);
}
