import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountToFreeDelivery, formatMoney, theme, type OrderSummary } from '@marketplace/contracts';

const Panel = styled.section`
  padding: ${theme.space(4)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.125rem;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space(2)};
    margin: 0;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${theme.color.border};
    padding-top: ${theme.space(2)};
  }
  .hint {
    color: ${theme.color.brand};
    font-size: 0.875rem;
  }
`;

/** Subtotal, shipping, tax and total, as the server will charge them (contracts' `orderSummary`). */
export function OrderSummaryPanel({ summary, children }: { summary: OrderSummary; children?: ReactNode }) {
  const { t } = useTranslation('cart');
  const missing = amountToFreeDelivery(summary.subtotal);
  return (
    <Panel aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      <dl>
        <dt>{t('summary.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{formatMoney(summary.subtotal)}</dd>
        <dt>{t('summary.shipping')}</dt>
        <dd data-testid="summary-shipping">{summary.delivery === 0 ? t('summary.free') : formatMoney(summary.delivery)}</dd>
        <dt>{t('summary.tax')}</dt>
        <dd data-testid="summary-tax">{formatMoney(summary.tax)}</dd>
        <dt className="total">{t('summary.total')}</dt>
        <dd className="total" data-testid="summary-total">
          {formatMoney(summary.total)}
        </dd>
      </dl>
      {/* Whole shillings, rounded up so that adding them does reach free delivery; totals stay exact. */}
      {missing > 0 && summary.subtotal > 0 && <p className="hint">{t('summary.freeHint', { amount: formatMoney(Math.ceil(missing)) })}</p>}
      {children}
    </Panel>
  );
}
