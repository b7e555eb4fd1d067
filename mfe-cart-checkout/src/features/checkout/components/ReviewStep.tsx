import { formatMoney, roundMoney } from '@marketplace/contracts';
import type { CartState } from '../../../lib/cart/cart-store';
import { CartLines } from '../../../components/CartLines';

/** Step 1: the cart's real lines, each with what the catalogue or the server said about it. */
export function ReviewStep({ state }: { state: CartState }) {
  return (
    <CartLines
      state={state}
      price={({ product, quantity }) => (
        <div>
          {formatMoney(product.price, product.currency)} × <span data-testid="line-quantity">{quantity}</span>
        </div>
      )}
      end={({ product, quantity }) => (
        <p className="line-total" data-testid="line-total">
          {formatMoney(roundMoney(product.price * quantity), product.currency)}
        </p>
      )}
    />
  );
}
