/**
 * Months and weeks as Nairobi counts them, where the shop keeps its books. Kenya keeps East Africa
 * Time all year (UTC+3, no daylight saving), so a fixed offset is exact and needs no time-zone data.
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A month as its statement names it: 'YYYY-MM'. */
export type Month = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is Month => typeof value === 'string' && MONTH_PATTERN.test(value);

/** The Nairobi calendar month `at` falls in. */
export function monthOf(at: Date): Month {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month's first instant and the next month's, as ISO timestamps (start inclusive, end exclusive). */
export function monthRange(month: Month): { start: string; end: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, index - 1, 1) - NAIROBI_OFFSET_MS;
  const end = Date.UTC(year, index, 1) - NAIROBI_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** The `count` months up to and including `at`'s, newest first: the month filter's choices. */
export function recentMonths(at: Date, count: number): Month[] {
  const [year, index] = monthOf(at).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, n) => {
    const d = new Date(Date.UTC(year, index - 1 - n, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A month's name in the page's language ('November 2026'). */
export function monthName(month: Month, language: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 15)),
  );
}

/**
 * The starts (Monday 00:00 in Nairobi) of the `count` weeks up to and including `at`'s, oldest
 * first: the chart's weeks.
 */
export function recentWeekStarts(at: Date, count: number): Date[] {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const thisWeek = midnight - sinceMonday * DAY_MS - NAIROBI_OFFSET_MS;
  return Array.from({ length: count }, (_, n) => new Date(thisWeek - (count - 1 - n) * 7 * DAY_MS));
}
