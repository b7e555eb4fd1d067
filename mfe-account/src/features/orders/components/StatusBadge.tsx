import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

const KNOWN = ['delivered', 'shipped', 'processing', 'cancelled'] as const;
type Known = (typeof KNOWN)[number];

/** The spec's colours: delivered green, shipped blue, processing yellow, cancelled red, any other grey. */
function statusColour(status: string): string {
  return (KNOWN as readonly string[]).includes(status) ? theme.status[status as Known] : theme.status.other;
}

const Badge = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 2px ${theme.space(3)};
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: #fff;
  background: ${(p) => p.$colour};
`;

/** Status in words (the colour only repeats it). */
export function useStatusText(): (status: string) => string {
  const { t } = useTranslation('account');
  return (status) => t(`orders.status.${status}`, { defaultValue: status.replace(/_/g, ' ') });
}

export function StatusBadge({ status }: { status: string }) {
  const statusText = useStatusText();
  return (
    <Badge $colour={statusColour(status)} data-status={status}>
      {statusText(status)}
    </Badge>
  );
}

/** A line's own stages before it ships are all the order's 'processing' to a shopper, and coloured so. */
const LINE_STAGE: Record<string, Known> = { pending: 'processing', accepted: 'processing', ready: 'processing' };

/**
 * The colour of a line's stage: that of the order status it amounts to. The seller center shows
 * the vendor the same colour (scripts/status-colours.test.ts holds the two remotes to it).
 */
export const lineStatusColour = (status: string): string => statusColour(LINE_STAGE[status] ?? status);

/** Where the vendor is with one line, in words, in the colour of the order status it amounts to. */
export function LineStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  return (
    <Badge $colour={lineStatusColour(status)} data-line-status={status}>
      {t(`orders.lineStatus.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </Badge>
  );
}
