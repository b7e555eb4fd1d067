import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme, type LiveState } from '@marketplace/contracts';
import { LiveIndicator } from '@marketplace/contracts/live';
import type { PaymentPhase } from '../hooks/usePlaceOrder';

const Box = styled.div`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.background};
  h3 {
    margin: 0 0 ${theme.space(2)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }
`;

const PROBLEM_TEXT = {
  cancelled: ['checkout.pay.cancelled', 'checkout.pay.cancelledHint'],
  timeout: ['checkout.pay.timedOut', 'checkout.pay.timedOutHint'],
  failed: ['checkout.pay.failed', 'checkout.pay.failedHint'],
  declined: ['checkout.pay.declined', 'checkout.pay.declinedHint'],
  retry: ['checkout.pay.retry', 'checkout.pay.declinedHint'],
  offline: ['checkout.pay.offline', 'checkout.pay.offlineHint'],
} as const;

interface Props {
  phase: PaymentPhase;
  /** The realtime connection the M-Pesa result arrives on. */
  live: LiveState;
  onRetry: () => void;
  onChangeMethod: () => void;
  buttonClass: string;
}

/** The payment in progress: check your phone, or what went wrong with Try Again / Change Payment Method. */
export function PaymentStatus({ phase, live, onRetry, onChangeMethod, buttonClass }: Props) {
  const { t } = useTranslation('cart');
  if (phase.kind === 'waiting') {
    return (
      <>
        <Box role="status" data-testid="payment-status">
          <h3>{t('checkout.pay.checkPhone', { amount: formatMoney(phase.order.total) })}</h3>
          <p>{t('checkout.pay.waiting')}</p>
        </Box>
        <LiveIndicator
          state={live}
          labels={{
            open: t('checkout.pay.live.open'),
            connecting: t('checkout.pay.live.connecting'),
            reconnecting: t('checkout.pay.live.reconnecting'),
            closed: t('checkout.pay.live.closed'),
          }}
        />
      </>
    );
  }
  if (phase.kind !== 'problem') return null;
  const [title, hint] = PROBLEM_TEXT[phase.reason];
  return (
    <Box role="alert" data-testid="payment-status">
      <h3>{t(title)}</h3>
      <p>{t(hint)}</p>
      <div className="actions">
        <button type="button" className={buttonClass} onClick={onRetry}>
          {t('checkout.pay.tryAgain')}
        </button>
        <button type="button" className={`${buttonClass} secondary`} onClick={onChangeMethod}>
          {t('checkout.pay.changeMethod')}
        </button>
      </div>
    </Box>
  );
}
