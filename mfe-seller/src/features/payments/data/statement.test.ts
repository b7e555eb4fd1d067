import type { LedgerEntry } from './ledger';
import { statementCsv, totalsByKind, type StatementLine } from './statement';
import { weeklyFigures } from './weekly';

const entry = (id: number, kind: LedgerEntry['kind'], cents: number, createdAt: string, reverses: number | null = null): LedgerEntry => ({
  id,
  kind,
  cents,
  createdAt,
  orderId: null,
  lineId: null,
  reverses,
  reason: null,
  line: null,
  payout: null,
});

const HEADERS = {
  date: 'Date',
  kind: 'Kind',
  order: 'Order',
  description: 'Description',
  amount: 'Amount',
  currency: 'Currency',
  receipt: 'M-Pesa receipt',
};

describe('the monthly statement as CSV', () => {
  it('writes a header, the opening balance, one row per entry with its amount as a plain decimal, and the closing balance', () => {
    const lines: StatementLine[] = [
      { date: '3 Nov 2026, 10:00', kind: 'Sale', order: 'ORD-1', description: 'Sale of 2 × Radio, "FM"', cents: 240_000, receipt: '' },
      { date: '4 Nov 2026, 10:00', kind: 'Commission', order: 'ORD-1', description: 'Commission', cents: -24_005, receipt: '' },
      { date: '9 Nov 2026, 12:00', kind: 'Payout', order: '', description: 'M-Pesa payout', cents: -200_000, receipt: 'SHK7Q2X9PL' },
    ];
    const csv = statementCsv(HEADERS, lines, {
      opening: { label: 'Opening balance', cents: 5 },
      closing: { label: 'Closing balance', cents: 16_000 },
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Kind,Order,Description,Amount,Currency,M-Pesa receipt',
      'Opening balance,,,,0.05,KES,',
      '"3 Nov 2026, 10:00",Sale,ORD-1,"Sale of 2 × Radio, ""FM""",2400.00,KES,',
      '"4 Nov 2026, 10:00",Commission,ORD-1,Commission,-240.05,KES,',
      '"9 Nov 2026, 12:00",Payout,,M-Pesa payout,-2000.00,KES,SHK7Q2X9PL',
      'Closing balance,,,,160.00,KES,',
      '',
    ]);
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    const csv = statementCsv(
      HEADERS,
      [{ date: 'd', kind: 'Adjustment', order: '', description: '=HYPERLINK("http://x")', cents: 100, receipt: '+1' }],
      { opening: { label: '@open', cents: 0 }, closing: { label: 'c', cents: 100 } },
    );
    expect(csv).toContain(`'@open,,,,0.00,KES,`);
    expect(csv).toContain(`d,Adjustment,,"'=HYPERLINK(""http://x"")",1.00,KES,'+1`);
  });

  it('totals a month by kind to the cent', () => {
    const totals = totalsByKind([
      entry(1, 'sale', 120_000, ''),
      entry(2, 'commission', -12_000, ''),
      entry(3, 'commission', 12_000, '', 2),
      entry(4, 'sale', 1, ''),
    ]);
    expect(totals).toEqual({ sale: 120_001, commission: 0, refund: 0, payout: 0, adjustment: 0 });
  });
});

describe('the chart’s weeks', () => {
  it('sums sales, and payouts net of a failed one, into the week each falls in; entries before the first week are left out', () => {
    const starts = [new Date('2026-11-08T21:00:00Z'), new Date('2026-11-15T21:00:00Z')];
    const weeks = weeklyFigures(
      [
        entry(1, 'sale', 100_00, '2026-11-01T10:00:00Z'),
        entry(2, 'sale', 250_00, '2026-11-09T10:00:00Z'),
        entry(3, 'payout', -200_00, '2026-11-16T10:00:00Z'),
        entry(4, 'payout', -50_00, '2026-11-17T10:00:00Z'),
        entry(5, 'payout', 50_00, '2026-11-17T10:05:00Z', 4),
        entry(6, 'sale', 80_00, '2026-11-21T20:59:00Z'),
      ],
      starts,
    );
    expect(weeks).toEqual([
      { start: starts[0], salesCents: 250_00, payoutsCents: 0 },
      { start: starts[1], salesCents: 80_00, payoutsCents: 200_00 },
    ]);
  });
});
