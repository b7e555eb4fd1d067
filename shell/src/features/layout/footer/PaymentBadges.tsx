import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { BankIcon, CardIcon, CashIcon, PhoneMoneyIcon } from '../icons';

const METHODS: readonly { key: string; Icon: ComponentType<{ size?: number }>; tone: string }[] = [
  { key: 'mpesa', Icon: PhoneMoneyIcon, tone: '#4caf50' },
  { key: 'cards', Icon: CardIcon, tone: '#60a5fa' },
  { key: 'cashOnDelivery', Icon: CashIcon, tone: theme.color.accent },
  { key: 'bankTransfer', Icon: BankIcon, tone: '#c4b5fd' },
];

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 1px solid rgba(255, 255, 255, 0.18);
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.06);
    color: #fff;
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

const Tone = styled.span<{ $color: string }>`
  display: inline-flex;
  color: ${({ $color }) => $color};
`;

/** The advertised payment options as small badges; the visible text is each badge's name. */
export function PaymentBadges({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('shell');
  return (
    <List aria-labelledby={labelledBy}>
      {METHODS.map(({ key, Icon, tone }) => (
        <li key={key} data-payment={key}>
          <Tone $color={tone}>
            <Icon size={18} />
          </Tone>
          {t(`footer.payment.${key}`)}
        </li>
      ))}
    </List>
  );
}
