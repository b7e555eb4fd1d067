import type { SupabaseClient } from '@supabase/supabase-js';
import { monthRange, recentWeekStarts, type Month } from './calendar';
import { readBalance, readMonth, readSalesAndPayouts, type Balance, type LedgerEntry } from './ledger';
import { weeklyFigures, type WeekFigures } from './weekly';
import { readPayoutNumber } from './payout-number';

/** The chart's span. */
export const CHART_WEEKS = 12;

/** What the Payments screen shows: the balance now, the chosen month's entries, the chart's weeks, the payout number. */
export interface Payments {
  balance: Balance;
  entries: LedgerEntry[];
  weeks: WeekFigures[];
  /** Where payouts go; null until a member adds one. */
  payoutNumber: string | null;
}

export async function readPayments(supabase: SupabaseClient, vendorId: string, month: Month, now: Date): Promise<Payments> {
  const starts = recentWeekStarts(now, CHART_WEEKS);
  const [balance, entries, chartEntries, payoutNumber] = await Promise.all([
    readBalance(supabase),
    readMonth(supabase, vendorId, month),
    readSalesAndPayouts(supabase, vendorId, starts[0]!, new Date(now.getTime() + 60_000)),
    readPayoutNumber(supabase, vendorId),
  ]);
  return { balance, entries, weeks: weeklyFigures(chartEntries, starts), payoutNumber };
}

/** A month's statement: its entries, and the balance (available and pending together) before and after them. */
export interface Statement {
  month: Month;
  entries: LedgerEntry[];
  openingCents: number;
  closingCents: number;
}

/**
 * The balance just before the month is the ledger's sum up to its first instant (vendor_balances
 * counts entries created at or before `as_of`, so as_of is one microsecond earlier); the closing
 * one adds the month's entries, which is what the statement lists.
 */
export async function readStatement(supabase: SupabaseClient, vendorId: string, month: Month): Promise<Statement> {
  const beforeMonth = `${new Date(new Date(monthRange(month).start).getTime() - 1).toISOString().slice(0, -1)}999Z`;
  const [entries, opening] = await Promise.all([readMonth(supabase, vendorId, month), readBalance(supabase, beforeMonth)]);
  const openingCents = opening.availableCents + opening.pendingCents;
  return { month, entries, openingCents, closingCents: entries.reduce((sum, e) => sum + e.cents, openingCents) };
}
