import { useTranslation } from 'react-i18next';
import { CartBadge, CartLinkFrame, paths } from '@marketplace/contracts';
import { cartCount } from '../../../lib/cart/cart-store';
import { useCart } from '../../../lib/cart/cart';

/** The header's cart icon with the live item count (a fragment the shell mounts in its header). */
export function MiniCartView() {
  const { t } = useTranslation('cart');
  const count = cartCount(useCart());
  return (
    <CartLinkFrame to={paths.cart()} aria-label={t('miniCart.label', { count })} data-testid="mini-cart">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.68 13.39a2 2 0 0 0 2 1.61h9.72a2 2 0 0 0 2-1.61L23 6H6" />
      </svg>
      <CartBadge count={count} />
    </CartLinkFrame>
  );
}
