import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, normalizeKenyanPhone, paths, roundMoney } from '@marketplace/contracts';
import type { CartLine } from '../../../lib/cart/cart-store';
import { cardSummary, type CardInput } from '../lib/card';
import type { CheckoutEntries } from '../state/session';

interface Props {
  lines: readonly CartLine[];
  entries: CheckoutEntries;
  card: CardInput;
  signedIn: boolean;
}

/** Step 4: everything chosen, before Place Order; a guest is asked to sign in first. */
export function ConfirmStep({ lines, entries, card, signedIn }: Props) {
  const { t } = useTranslation('cart');
  const { address } = entries;
  const payWith =
    entries.payment === 'mpesa'
      ? t('checkout.confirm.mpesaTo', { phone: normalizeKenyanPhone(entries.mpesaPhone) ?? entries.mpesaPhone })
      : entries.payment === 'card'
        ? t('checkout.confirm.cardEnding', cardSummary(card))
        : t('checkout.payment.cod');
  return (
    <>
      <h3>{t('checkout.confirm.items')}</h3>
      <ul data-testid="confirm-items">
        {lines.map(({ product, quantity }) => (
          <li key={product.id}>
            {product.name} × {quantity}: {formatMoney(roundMoney(product.price * quantity))}
          </li>
        ))}
      </ul>
      <h3>{t('checkout.steps.delivery')}</h3>
      <p>{t(`checkout.delivery.${entries.delivery}`)}</p>
      {entries.delivery !== 'pickup' && (
        <address data-testid="confirm-address">
          {address.name}, {normalizeKenyanPhone(address.phone) ?? address.phone}
          <br />
          {address.street}, {address.area}
          {address.notes.trim() !== '' && (
            <>
              <br />
              {address.notes}
            </>
          )}
        </address>
      )}
      <h3>{t('checkout.confirm.payWith')}</h3>
      <p data-testid="confirm-payment">{payWith}</p>
      {!signedIn && (
        <p role="note" data-testid="sign-in-prompt">
          {t('checkout.confirm.signIn')}{' '}
          <Link to={paths.login()} state={{ from: { pathname: paths.checkout(), search: '' } }}>
            {t('checkout.confirm.signInLink')}
          </Link>
        </p>
      )}
    </>
  );
}
