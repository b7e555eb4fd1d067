import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import type { LedgerEntry } from './ledger';
import type { StatementLine } from './statement';

/** What an entry was, in the page's language: the screen's, the printable page's and the CSV's words. */
export function describeEntry(entry: LedgerEntry, t: TFunction): string {
  const line = entry.line ? { quantity: entry.line.quantity, name: entry.line.name } : null;
  const item = line ? t('payments.describe.item', line) : t('payments.describe.lineUnknown', { line: entry.lineId ?? '' });
  switch (entry.kind) {
    case 'sale':
      return t('payments.describe.sale', { item });
    case 'commission':
      return entry.reverses === null ? t('payments.describe.commission', { item }) : t('payments.describe.commissionReturned', { item });
    case 'refund':
      return t('payments.describe.refund', { item });
    case 'payout':
      return entry.reverses === null
        ? t('payments.describe.payout', { phone: entry.payout?.phone ?? '' })
        : t('payments.describe.payoutReturned');
    case 'adjustment':
      return t('payments.describe.adjustment', { reason: entry.reason ?? '' });
  }
}

/** An entry as a statement line (dates in Nairobi time, in the page's language). */
export function statementLine(entry: LedgerEntry, t: TFunction, language: string): StatementLine {
  return {
    date: formatDateTime(entry.createdAt, language),
    kind: t(`payments.kinds.${entry.kind}`),
    order: entry.orderId ?? '',
    description: describeEntry(entry, t),
    cents: entry.cents,
    receipt: entry.payout?.receipt ?? '',
  };
}
