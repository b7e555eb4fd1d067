import { useTranslation } from 'react-i18next';
import { formatMoney } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { CardTable } from '../../../components/styles';
import { formatDateTime } from '../../../lib/format';
import { describeEntry } from '../data/describe';
import type { LedgerEntry } from '../data/ledger';
import { PayoutStatusBadge } from './PayoutStatusBadge';

/** Ledger entries: each order line's sale and commission, refunds, adjustments, payouts with their M-Pesa state and receipt. */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation(NS);
  const columns = {
    date: t('payments.ledger.date'),
    entry: t('payments.ledger.entry'),
    order: t('payments.ledger.order'),
    amount: t('payments.ledger.amount'),
    receipt: t('payments.ledger.receipt'),
  };
  return (
    <CardTable>
      <thead>
        <tr>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.entry}</th>
          <th scope="col">{columns.order}</th>
          <th scope="col" className="amount">
            {columns.amount}
          </th>
          <th scope="col">{columns.receipt}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-entry-kind={entry.kind}>
            <td data-label={columns.date}>{formatDateTime(entry.createdAt, i18n.language)}</td>
            <td data-label={columns.entry}>
              <span>
                <strong>{t(`payments.kinds.${entry.kind}`)}</strong> · {describeEntry(entry, t)}
              </span>
            </td>
            <td data-label={columns.order}>{entry.orderId ?? '—'}</td>
            <td className="amount" data-label={columns.amount}>
              {formatMoney(entry.cents / 100)}
            </td>
            <td data-label={columns.receipt}>
              {entry.kind === 'payout' && entry.reverses === null && entry.payout ? (
                <span>
                  <PayoutStatusBadge status={entry.payout.status} /> {entry.payout.receipt ?? ''}
                </span>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
