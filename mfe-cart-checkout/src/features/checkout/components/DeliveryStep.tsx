import { useTranslation } from 'react-i18next';
import { DELIVERY_OPTIONS, deliveryFee, formatMoney, translateMessage } from '@marketplace/contracts';
import type { AddressEntries, CheckoutEntries } from '../state/session';
import type { AddressErrors } from '../state/steps';
import { Choices, Field } from './Field';

interface Props {
  entries: CheckoutEntries;
  subtotal: number;
  errors: AddressErrors;
  onChange: (patch: Partial<CheckoutEntries>) => void;
}

const FIELDS: { name: keyof AddressEntries; autoComplete: string; type?: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'area', autoComplete: 'address-level2' },
  { name: 'street', autoComplete: 'address-line1' },
  { name: 'notes', autoComplete: 'off' },
];

/** Step 2: standard, express or pick-up (with fees) and the address (none for pick-up). */
export function DeliveryStep({ entries, subtotal, errors, onChange }: Props) {
  const { t } = useTranslation('cart');
  const setField = (name: keyof AddressEntries, value: string) => onChange({ address: { ...entries.address, [name]: value } });
  return (
    <>
      <Choices>
        <legend>{t('checkout.delivery.method')}</legend>
        {DELIVERY_OPTIONS.map((option) => {
          const fee = deliveryFee(subtotal, option);
          return (
            <label key={option}>
              <input
                type="radio"
                name="delivery"
                value={option}
                checked={entries.delivery === option}
                onChange={() => onChange({ delivery: option })}
              />
              {t(`checkout.delivery.${option}`)}
              <span className="fee">{fee === 0 ? t('summary.free') : formatMoney(fee)}</span>
            </label>
          );
        })}
      </Choices>
      {entries.delivery === 'pickup' ? (
        <p>{t('checkout.delivery.pickupNoAddress')}</p>
      ) : (
        <Choices>
          <legend>{t('checkout.delivery.address')}</legend>
          {FIELDS.map(({ name, autoComplete, type }) => {
            const error = errors[name];
            return (
              <Field
                key={name}
                id={`address-${name}`}
                label={t(`checkout.delivery.${name}`)}
                value={entries.address[name]}
                onValue={(value) => setField(name, value)}
                error={error ? translateMessage(t, error) : undefined}
                autoComplete={autoComplete}
                type={type ?? 'text'}
                multiline={name === 'notes'}
              />
            );
          })}
        </Choices>
      )}
    </>
  );
}
