import { useTranslation } from 'react-i18next';
import { lineStatusColour } from '@marketplace/contracts';
import { NS } from '../remote';
import { Badge } from './styles';
import type { LineStatus } from '../lib/order-lines';

/** A line's status in the vendor's words, on the colour the shopper sees it in (the contracts' lineStatusColour). */
export function LineStatusBadge({ status }: { status: LineStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge $colour={lineStatusColour(status)} data-status={status}>
      {t(`lineStatus.${status}`)}
    </Badge>
  );
}
