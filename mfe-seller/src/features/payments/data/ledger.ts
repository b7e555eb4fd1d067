import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';
import { toCents } from '../../../lib/money';
import { monthRange, type Month } from './calendar';

export const LEDGER_KINDS = ['sale', 'commission', 'refund', 'payout', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type PayoutStatus = 'scheduled' | 'pending' | 'paid' | 'failed';

/** One ledger entry (docs/seller-workflows.md), with what the screen tells about it. */
export interface LedgerEntry {
  id: number;
  kind: LedgerKind;
  cents: number;
  createdAt: string;
  orderId: string | null;
  lineId: number | null;
  /** Set on an entry that undoes another: commission given back with a refund, a failed payout's money. */
  reverses: number | null;
  reason: string | null;
  /** The order line's product and quantity, for sale, commission and refund entries. */
  line: { name: string; quantity: number } | null;
  /** The payout's M-Pesa state and receipt, for payout entries. */
  payout: { id: number; status: PayoutStatus; receipt: string | null; phone: string | null } | null;
}

interface LedgerRow {
  id: number;
  kind: LedgerKind;
  amount: string | number;
  created_at: string;
  order_id: string | null;
  order_item_id: number | null;
  payout_id: number | null;
  reverses: number | null;
  reason: string | null;
}

interface LineRow {
  id: number;
  name: string;
  quantity: number;
}

interface PayoutRow {
  id: number;
  status: PayoutStatus;
  transaction_receipt: string | null;
  phone: string | null;
}

/** PostgREST caps a response's rows; a month is read in pages of this many. */
const PAGE = 500;

/** Every entry created in [start, end), oldest first, of `kinds` (all when omitted). */
async function readRows(
  supabase: SupabaseClient,
  vendorId: string,
  start: string,
  end: string,
  kinds?: LedgerKind[],
): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  for (;;) {
    let query = supabase
      .from('vendor_ledger')
      .select('id, kind, amount, created_at, order_id, order_item_id, payout_id, reverses, reason')
      .eq('vendor_id', vendorId)
      .gte('created_at', start)
      .lt('created_at', end);
    if (kinds) query = query.in('kind', kinds);
    const page = dataOf<LedgerRow[]>(await query.order('id').range(rows.length, rows.length + PAGE - 1)) ?? [];
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

const baseEntry = (r: LedgerRow): LedgerEntry => ({
  id: r.id,
  kind: r.kind,
  cents: toCents(r.amount),
  createdAt: r.created_at,
  orderId: r.order_id,
  lineId: r.order_item_id,
  reverses: r.reverses,
  reason: r.reason,
  line: null,
  payout: null,
});

/** The entries with their order lines' names and their payouts' receipts (two reads, whatever the month's size). */
async function withDetails(supabase: SupabaseClient, rows: LedgerRow[]): Promise<LedgerEntry[]> {
  const lineIds = [...new Set(rows.flatMap((r) => (r.order_item_id === null ? [] : [r.order_item_id])))];
  const payoutIds = [...new Set(rows.flatMap((r) => (r.payout_id === null ? [] : [r.payout_id])))];
  const [lines, payouts] = await Promise.all([
    lineIds.length ? supabase.from('order_items').select('id, name, quantity').in('id', lineIds) : { data: [], error: null },
    payoutIds.length
      ? supabase.from('vendor_payouts').select('id, status, transaction_receipt, phone').in('id', payoutIds)
      : { data: [], error: null },
  ]);
  const lineById = new Map((dataOf<LineRow[]>(lines) ?? []).map((l) => [l.id, l]));
  const payoutById = new Map((dataOf<PayoutRow[]>(payouts) ?? []).map((p) => [p.id, p]));
  return rows.map((r) => {
    const line = r.order_item_id === null ? undefined : lineById.get(r.order_item_id);
    const payout = r.payout_id === null ? undefined : payoutById.get(r.payout_id);
    return {
      ...baseEntry(r),
      line: line ? { name: line.name, quantity: line.quantity } : null,
      payout: payout ? { id: payout.id, status: payout.status, receipt: payout.transaction_receipt, phone: payout.phone } : null,
    };
  });
}

/** A month's whole ledger: what the screen filters, and what the statement lists. */
export async function readMonth(supabase: SupabaseClient, vendorId: string, month: Month): Promise<LedgerEntry[]> {
  const { start, end } = monthRange(month);
  return withDetails(supabase, await readRows(supabase, vendorId, start, end));
}

/** The sale and payout entries since `since`: the chart's weeks. */
export async function readSalesAndPayouts(supabase: SupabaseClient, vendorId: string, since: Date, until: Date): Promise<LedgerEntry[]> {
  const rows = await readRows(supabase, vendorId, since.toISOString(), until.toISOString(), ['sale', 'payout']);
  return rows.map(baseEntry);
}

export interface Balance {
  availableCents: number;
  pendingCents: number;
}

/** The vendor's balance at `asOf` (now when omitted): available to pay out, and pending the returns window. */
export async function readBalance(supabase: SupabaseClient, asOf?: string): Promise<Balance> {
  const rows = dataOf<Array<{ available: string | number; pending: string | number }>>(
    await supabase.rpc('vendor_balances', asOf ? { as_of: asOf } : {}),
  );
  const row = rows?.[0];
  return { availableCents: toCents(row?.available ?? 0), pendingCents: toCents(row?.pending ?? 0) };
}
