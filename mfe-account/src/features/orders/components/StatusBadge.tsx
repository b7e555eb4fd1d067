import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lineStatusColour, orderStatusColour, theme } from '@marketplace/contracts';

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
    <Badge $colour={orderStatusColour(status)} data-status={status}>
      {statusText(status)}
    </Badge>
  );
}

/**
 * Where the vendor is with one line, in the shopper's words, in the colour the seller center shows
 * the vendor (the contracts' lineStatusColour).
 */
export function LineStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  return (
    <Badge $colour={lineStatusColour(status)} data-line-status={status}>
      {t(`orders.lineStatus.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </Badge>
  );
}
