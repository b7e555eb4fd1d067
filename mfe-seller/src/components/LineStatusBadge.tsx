import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { NS } from '../remote';
import { Badge } from './styles';
import type { LineStatus } from '../lib/order-lines';

// The account remote's order colours for the same stages: waiting grey, in hand amber, shipped blue.
const COLOUR: Record<LineStatus, string> = {
  pending: theme.status.other,
  accepted: theme.status.processing,
  ready: theme.status.processing,
  shipped: theme.status.shipped,
  delivered: theme.status.delivered,
  cancelled: theme.status.cancelled,
};

/** A line's status in words, on its colour. */
export function LineStatusBadge({ status }: { status: LineStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge $colour={COLOUR[status] ?? theme.status.other} data-status={status}>
      {t(`lineStatus.${status}`)}
    </Badge>
  );
}
