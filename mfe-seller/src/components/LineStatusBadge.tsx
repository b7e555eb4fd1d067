import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { NS } from '../remote';
import { Badge } from './styles';
import type { LineStatus } from '../lib/order-lines';

/**
 * Each stage of a line as the order status it amounts to: before it ships, 'processing'. The
 * vendor sees it in the colour the account remote gives that status (and the same line) for the
 * shopper; scripts/status-colours.test.ts holds the two remotes to one colour for each stage.
 */
const ORDER_STATUS: Record<LineStatus, keyof typeof theme.status> = {
  pending: 'processing',
  accepted: 'processing',
  ready: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** The colour of a line's stage (any unknown stage grey). */
export const lineStatusColour = (status: LineStatus): string => theme.status[ORDER_STATUS[status] ?? 'other'];

/** A line's status in words, on its colour. */
export function LineStatusBadge({ status }: { status: LineStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge $colour={lineStatusColour(status)} data-status={status}>
      {t(`lineStatus.${status}`)}
    </Badge>
  );
}
