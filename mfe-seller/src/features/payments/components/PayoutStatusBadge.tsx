import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { Badge } from '../../../components/styles';
import type { PayoutStatus } from '../data/ledger';

const COLOUR: Record<PayoutStatus, string> = {
  scheduled: theme.status.other,
  pending: theme.status.processing,
  paid: theme.status.delivered,
  failed: theme.status.cancelled,
};

/** A payout's M-Pesa state in words on its colour. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation(NS);
  return <Badge $colour={COLOUR[status] ?? theme.status.other}>{t(`payments.payoutStatus.${status}`)}</Badge>;
}
