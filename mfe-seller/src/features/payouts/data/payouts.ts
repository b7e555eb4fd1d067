import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';
import { invokeFunction } from '../../../lib/functions';
import { toCents } from '../../../lib/money';

/** A vendor as the operators' payouts screen lists it. */
export interface VendorBalance {
  id: string;
  name: string;
  availableCents: number;
  pendingCents: number;
  /** The M-Pesa number payouts go to; null: the database refuses to pay this vendor. */
  phone: string | null;
}

export interface FailedPayout {
  id: number;
  vendorId: string;
  cents: number;
  createdAt: string;
  why: string | null;
}

export interface CommissionRates {
  /** Percentages, 0–50: the default, and each category that has a rate of its own. */
  defaultPercent: number;
  byCategory: Map<string, number>;
  categories: string[];
}

export interface OperatorPayouts {
  vendors: VendorBalance[];
  failed: FailedPayout[];
  rates: CommissionRates;
}

/** The newest failed payouts shown. */
const FAILED_SHOWN = 50;

/** A rate as the database keeps it (a fraction, numeric(5,4)) in percent, to two decimals. */
const toPercent = (rate: unknown) => Math.round(Number(rate) * 10_000) / 100;

/** Everything the operators' screen shows, read at once (row-level security lets operators read every vendor's). */
export async function readOperatorPayouts(supabase: SupabaseClient): Promise<OperatorPayouts> {
  const [balances, vendors, accounts, failed, settings, categoryRates, categories] = await Promise.all([
    supabase.rpc('vendor_balances'),
    supabase.from('vendors').select('id, name').order('name'),
    supabase.from('vendor_mpesa_accounts').select('vendor_id, phone'),
    supabase
      .from('vendor_payouts')
      .select('id, vendor_id, amount, created_at, result_desc')
      .eq('status', 'failed')
      .order('created_at', { ascending: false })
      .limit(FAILED_SHOWN),
    supabase.from('shop_settings').select('commission_rate').limit(1).maybeSingle(),
    supabase.from('category_commission_rates').select('category, rate'),
    supabase.from('categories').select('slug').order('slug'),
  ]);
  const balanceOf = new Map(
    (dataOf<Array<{ vendor_id: string; available: string; pending: string }>>(balances) ?? []).map((b) => [b.vendor_id, b]),
  );
  const phoneOf = new Map((dataOf<Array<{ vendor_id: string; phone: string }>>(accounts) ?? []).map((a) => [a.vendor_id, a.phone]));
  return {
    vendors: (dataOf<Array<{ id: string; name: string }>>(vendors) ?? []).map((v) => ({
      id: v.id,
      name: v.name,
      availableCents: toCents(balanceOf.get(v.id)?.available ?? 0),
      pendingCents: toCents(balanceOf.get(v.id)?.pending ?? 0),
      phone: phoneOf.get(v.id) ?? null,
    })),
    failed: (
      dataOf<Array<{ id: number; vendor_id: string; amount: string; created_at: string; result_desc: string | null }>>(failed) ?? []
    ).map((p) => ({ id: p.id, vendorId: p.vendor_id, cents: toCents(p.amount), createdAt: p.created_at, why: p.result_desc })),
    rates: {
      defaultPercent: toPercent(dataOf<{ commission_rate: string } | null>(settings)?.commission_rate ?? 0),
      byCategory: new Map(
        (dataOf<Array<{ category: string; rate: string }>>(categoryRates) ?? []).map((r) => [r.category, toPercent(r.rate)]),
      ),
      categories: (dataOf<Array<{ slug: string }>>(categories) ?? []).map((c) => c.slug),
    },
  };
}

export interface PayoutAnswer {
  replayed: boolean;
  payout: { id: number; amount: number | string; status: string; phone: string | null };
}

/**
 * Pays a vendor by M-Pesa through the Edge Function. `key` is the request's idempotency key: the
 * same key again (a retry after a lost answer) returns the payout it started and pays nothing more.
 */
export function payVendor(supabase: SupabaseClient, vendorId: string, amount: number, key: string): Promise<PayoutAnswer> {
  return invokeFunction<PayoutAnswer>(supabase, 'mpesa-b2c-payout', { vendor_id: vendorId, amount, idempotency_key: key });
}

/** Sets the default rate (category null) or a category's, given in percent; the database refuses outside 0–50 %. */
export async function setCommissionRate(supabase: SupabaseClient, category: string | null, percent: number): Promise<void> {
  dataOf(await supabase.rpc('set_commission_rate', { category, rate: Number((percent / 100).toFixed(4)) }));
}
