import { isMonth, monthOf, monthRange, recentMonths, recentWeekStarts } from './calendar';

describe('Nairobi months and weeks', () => {
  it('puts an instant in the month Nairobi is in (UTC+3): 21:30 UTC on 31 October is already November', () => {
    expect(monthOf(new Date('2026-10-31T21:30:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-10-31T20:59:59Z'))).toBe('2026-10');
  });

  it('bounds a month by its first Nairobi midnight and the next month’s, across a year end', () => {
    expect(monthRange('2026-12')).toEqual({ start: '2026-11-30T21:00:00.000Z', end: '2026-12-31T21:00:00.000Z' });
  });

  it('lists the recent months newest first, back across the year, and knows a month when it sees one', () => {
    expect(recentMonths(new Date('2026-02-10T09:00:00Z'), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth('2026-09')).toBe(true);
  });

  it('starts the weeks on Nairobi Mondays, oldest first, this week last', () => {
    // Sunday 29 November 2026, 22:00 in Nairobi: still the week of Monday 23 November.
    const weeks = recentWeekStarts(new Date('2026-11-29T19:00:00Z'), 3);
    expect(weeks.map((w) => w.toISOString())).toEqual(['2026-11-08T21:00:00.000Z', '2026-11-15T21:00:00.000Z', '2026-11-22T21:00:00.000Z']);
    // Monday 30 November, 00:30 in Nairobi: a new week.
    expect(recentWeekStarts(new Date('2026-11-29T21:30:00Z'), 1)[0]!.toISOString()).toBe('2026-11-29T21:00:00.000Z');
  });
});
