import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, translateMessage } from '@marketplace/contracts';
import type { CardInput } from '../lib/card';
import type { CheckoutEntries } from '../state/session';
import type { PaymentErrors } from '../state/steps';
import { Choices, Field } from './Field';

interface Props {
  entries: CheckoutEntries;
  card: CardInput;
  errors: PaymentErrors;
  onChange: (patch: Partial<CheckoutEntries>) => void;
  onCard: (card: CardInput) => void;
}

/** Step 3: M-Pesa (default, phone prefilled from delivery), card, or cash on delivery. */
export function PaymentStep({ entries, card, errors, onChange, onCard }: Props) {
  const { t } = useTranslation('cart');
  const cardError = (field: keyof CardInput) => {
    const key = errors.card?.[field];
    return key ? t(`checkout.payment.${key}`) : undefined;
  };
  return (
    <>
      <Choices>
        <legend>{t('checkout.payment.method')}</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method}>
            <input
              type="radio"
              name="payment"
              value={method}
              checked={entries.payment === method}
              onChange={() => onChange({ payment: method })}
            />
            {t(`checkout.payment.${method}`)}
          </label>
        ))}
      </Choices>
      {entries.payment === 'mpesa' && (
        <>
          <Field
            id="mpesa-phone"
            label={t('checkout.payment.mpesaPhone')}
            type="tel"
            autoComplete="tel"
            value={entries.mpesaPhone}
            onValue={(mpesaPhone) => onChange({ mpesaPhone })}
            error={errors.mpesaPhone ? translateMessage(t, errors.mpesaPhone) : undefined}
          />
          <p>{t('checkout.payment.mpesaHint')}</p>
        </>
      )}
      {entries.payment === 'card' && (
        <>
          <Field
            id="card-number"
            label={t('checkout.payment.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onValue={(number) => onCard({ ...card, number })}
            error={cardError('number')}
          />
          <Field
            id="card-expiry"
            label={t('checkout.payment.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onValue={(expiry) => onCard({ ...card, expiry })}
            error={cardError('expiry')}
          />
          <Field
            id="card-cvc"
            label={t('checkout.payment.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onValue={(cvc) => onCard({ ...card, cvc })}
            error={cardError('cvc')}
          />
          <p>{t('checkout.payment.cardNote')}</p>
        </>
      )}
      {entries.payment === 'cod' && <p>{t('checkout.payment.codNote')}</p>}
    </>
  );
}
