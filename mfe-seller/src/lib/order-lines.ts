import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from './backend';

export const LINE_STATUSES = ['pending', 'accepted', 'ready', 'shipped', 'delivered', 'cancelled'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** The statuses of a line still to fulfil. */
export const OPEN_STATUSES: readonly LineStatus[] = ['pending', 'accepted', 'ready'];

/** One row of `vendor_order_lines()`: a line of the vendor's, with the order around it. */
export interface OrderLine {
  id: number;
  order_id: string;
  ordered_at: string;
  product_id: string;
  name: string;
  image: string | null;
  quantity: number;
  price: number;
  line_total: number;
  status: LineStatus;
  tracking_number: string | null;
  carrier: string | null;
  cancel_reason: string | null;
  status_changed_at: string | null;
  order_status: string;
  payment_method: string;
  payment_status: string;
  delivery: string;
  customer_name: string | null;
  customer_phone: string | null;
  area: string | null;
  street: string | null;
  notes: string | null;
}

/** PostgREST may send numeric columns as strings: the page computes with numbers. */
function toLine(row: Record<string, unknown>): OrderLine {
  return {
    ...(row as unknown as OrderLine),
    id: Number(row.id),
    quantity: Number(row.quantity),
    price: Number(row.price),
    line_total: Number(row.line_total),
  };
}

export interface LinePage {
  lines: OrderLine[];
  total: number;
}

/** The vendor's lines, newest order first, `statuses` only (all when empty), `limit` from `offset`. */
export async function readOrderLines(
  supabase: SupabaseClient,
  { statuses, offset, limit }: { statuses: readonly LineStatus[]; offset: number; limit: number },
): Promise<LinePage> {
  let query = supabase.rpc('vendor_order_lines', {}, { count: 'exact' }).select('*');
  if (statuses.length > 0) query = query.in('status', [...statuses]);
  const answer = await query
    .order('ordered_at', { ascending: false })
    .order('id', { ascending: true })
    .range(offset, offset + limit - 1);
  const rows = dataOf<Array<Record<string, unknown>>>(answer) ?? [];
  return { lines: rows.map(toLine), total: answer.count ?? rows.length };
}

/** A line's moves (docs/seller-workflows.md): each answers the line as `vendor_order_lines()` shows it. */
export type LineMove =
  | { kind: 'accept' }
  | { kind: 'ready' }
  | { kind: 'ship'; trackingNumber: string; carrier: string }
  | { kind: 'deliver' }
  | { kind: 'cancel'; reason: string };

export async function moveOrderLine(supabase: SupabaseClient, lineId: number, move: LineMove): Promise<OrderLine> {
  const call = (() => {
    switch (move.kind) {
      case 'accept':
        return supabase.rpc('accept_order_line', { line_id: lineId });
      case 'ready':
        return supabase.rpc('mark_order_line_ready', { line_id: lineId });
      case 'ship':
        return supabase.rpc('ship_order_line', {
          line_id: lineId,
          tracking_number: move.trackingNumber,
          carrier: move.carrier === '' ? null : move.carrier,
        });
      case 'deliver':
        return supabase.rpc('mark_order_line_delivered', { line_id: lineId });
      case 'cancel':
        return supabase.rpc('cancel_order_line', { line_id: lineId, reason: move.reason });
    }
  })();
  return toLine(dataOf<Record<string, unknown>>(await call));
}
