import type { LedgerEntry } from './ledger';

/** A statement's lines as the screen, the printable page and the CSV tell them. */
export interface StatementLine {
  date: string;
  kind: string;
  order: string;
  description: string;
  cents: number;
  receipt: string;
}

/** Totals of a month's entries by kind, in cents. */
export function totalsByKind(entries: LedgerEntry[]): Record<LedgerEntry['kind'], number> {
  const totals = { sale: 0, commission: 0, refund: 0, payout: 0, adjustment: 0 };
  for (const entry of entries) totals[entry.kind] += entry.cents;
  return totals;
}

const centsToDecimal = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @, tab, return at
 * the start: a product name or a reason is someone's input) is prefixed with an apostrophe.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The month's statement as CSV: a header row in the page's language, one row per entry, amounts
 * as plain decimals with their currency (a spreadsheet sums them), then the opening and closing
 * balances. CRLF line ends and a byte-order mark, so Excel reads the accents of so and sw as typed.
 */
export function statementCsv(
  headers: { date: string; kind: string; order: string; description: string; amount: string; currency: string; receipt: string },
  lines: StatementLine[],
  balances: { opening: { label: string; cents: number }; closing: { label: string; cents: number } },
): string {
  const row = (cells: string[]) => cells.join(',');
  const numberRow = (label: string, cents: number) => row([cell(label), '', '', '', centsToDecimal(cents), 'KES', '']);
  const rows = [
    row([headers.date, headers.kind, headers.order, headers.description, headers.amount, headers.currency, headers.receipt].map(cell)),
    numberRow(balances.opening.label, balances.opening.cents),
    ...lines.map((l) =>
      row([cell(l.date), cell(l.kind), cell(l.order), cell(l.description), centsToDecimal(l.cents), 'KES', cell(l.receipt)]),
    ),
    numberRow(balances.closing.label, balances.closing.cents),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
