import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme } from '@marketplace/contracts';
import { cartCount } from '../store/cart-store';
import { useCart } from '../store/cart';

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${theme.color.text};
  &:hover { background: #f3f4f6; }
  &:focus-visible { outline: ${theme.focusRing}; outline-offset: 2px; }
  .badge {
    position: absolute;
    top: -2px;
    right: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    border-radius: 999px;
    background: ${theme.color.danger};
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }
`;

/** The header's cart icon with the live item count (a fragment the shell mounts in its header). */
export function MiniCartView() {
  const { t } = useTranslation('cart');
  const count = cartCount(useCart());
  return (
    <CartLink to={paths.cart()} aria-label={t('miniCart.label', { count })} data-testid="mini-cart">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.68 13.39a2 2 0 0 0 2 1.61h9.72a2 2 0 0 0 2-1.61L23 6H6" />
      </svg>
      <span className="badge" data-testid="cart-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </CartLink>
  );
}
