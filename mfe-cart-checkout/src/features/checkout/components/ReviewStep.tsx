import { useTranslation } from 'react-i18next';
import { formatMoney, roundMoney } from '@marketplace/contracts';
import type { CartState } from '../../../lib/cart/cart-store';
import { LineList } from '../../../components/CartLines';
import { LineNoteText } from '../../../components/LineNoteText';

/** Step 1: the cart's real lines, each with what the catalogue or the server said about it. */
export function ReviewStep({ state }: { state: CartState }) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <LineList aria-label={t('cart.lines')}>
      {state.lines.map(({ product, quantity }) => {
        const note = state.notes[product.id];
        return (
          <li key={product.id} data-line-id={product.id} data-unavailable={note?.kind === 'unavailable'}>
            <img src={product.image} alt={product.name} />
            <div>
              <span className="name">{product.name}</span>
              <span className="category">{t(`common:categories.${product.category}`, { defaultValue: product.category })}</span>
              <div>
                {formatMoney(product.price, product.currency)} × <span data-testid="line-quantity">{quantity}</span>
              </div>
              <LineNoteText note={note} price={product.price} />
            </div>
            <p className="line-total" data-testid="line-total">
              {formatMoney(roundMoney(product.price * quantity), product.currency)}
            </p>
          </li>
        );
      })}
    </LineList>
  );
}
