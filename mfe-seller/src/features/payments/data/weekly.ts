import type { LedgerEntry } from './ledger';

/** One week of the chart: what was sold, and what reached the vendor's M-Pesa. */
export interface WeekFigures {
  start: Date;
  salesCents: number;
  payoutsCents: number;
}

/**
 * Sums sale and payout entries into the weeks starting at `starts` (oldest first). Payouts count
 * net: a failed payout's returning entry takes it back out of its week, so the chart shows money
 * that was actually paid (or is on its way).
 */
export function weeklyFigures(entries: LedgerEntry[], starts: Date[]): WeekFigures[] {
  const weeks = starts.map((start) => ({ start, salesCents: 0, payoutsCents: 0 }));
  for (const entry of entries) {
    const at = new Date(entry.createdAt).getTime();
    let index = -1;
    for (let n = weeks.length - 1; n >= 0; n -= 1) {
      if (at >= weeks[n]!.start.getTime()) {
        index = n;
        break;
      }
    }
    const week = weeks[index];
    if (!week) continue;
    if (entry.kind === 'sale') week.salesCents += entry.cents;
    else if (entry.kind === 'payout') week.payoutsCents -= entry.cents;
  }
  return weeks;
}
