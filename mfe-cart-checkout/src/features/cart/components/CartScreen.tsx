import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, formatMoney, paths, theme } from '@marketplace/contracts';
import { cartCount, cartSubtotal } from '../store/cart-store';
import { cart, useCart } from '../store/cart';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 80px 1fr auto;
    gap: ${theme.space(3)};
    align-items: center;
    padding: ${theme.space(3)};
    margin-bottom: ${theme.space(3)};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  img { width: 80px; height: 60px; object-fit: cover; border-radius: 4px; }
  .name { font-weight: 600; overflow-wrap: anywhere; }
  .category { display: inline-block; margin-left: ${theme.space(2)}; padding: 0 8px; border-radius: 999px; background: #e5e7eb; font-size: 0.75rem; }
  .controls { display: flex; align-items: center; gap: ${theme.space(2)}; }
  button { min-width: 32px; height: 32px; border: 1px solid ${theme.color.border}; border-radius: 4px; background: #fff; cursor: pointer; font: inherit; }
  button:focus-visible, a:focus-visible { outline: ${theme.focusRing}; outline-offset: 2px; }
`;

const Actions = styled.p`
  display: flex;
  gap: ${theme.space(4)};
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

export function CartScreen() {
  const { t } = useTranslation(['cart', 'common']);
  const state = useCart();
  const count = cartCount(state);
  const title = t('common:pages.cart');

  if (state.lines.length === 0) {
    return (
      <PageFrame title={title}>
        <p>{t('cart.empty')}</p>
        <Link to={paths.products()}>{t('cart.browse')}</Link>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title}>
      <p data-testid="cart-count">{t('cart.itemCount', { count })}</p>
      <List aria-label={t('cart.lines')}>
        {state.lines.map(({ product, quantity }) => (
          <li key={product.id} data-line-id={product.id}>
            <img src={product.image} alt={product.name} />
            <div>
              <span className="name">{product.name}</span>
              <span className="category">{t(`common:categories.${product.category}`, { defaultValue: product.category })}</span>
              <div>{formatMoney(product.price, product.currency)}</div>
            </div>
            <div className="controls">
              <button type="button" aria-label={t('cart.decrease', { name: product.name })} onClick={() => cart.setQuantity(product.id, quantity - 1)}>
                −
              </button>
              <span aria-label={t('cart.quantity')} data-testid="line-quantity">
                {quantity}
              </span>
              <button type="button" aria-label={t('cart.increase', { name: product.name })} onClick={() => cart.setQuantity(product.id, quantity + 1)}>
                +
              </button>
              <button type="button" aria-label={t('cart.remove', { name: product.name })} onClick={() => cart.remove(product.id)}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </List>
      <p>
        <strong>{t('cart.subtotal')}:</strong> {formatMoney(cartSubtotal(state), state.lines[0]?.product.currency ?? 'KES')}
      </p>
      <Actions>
        <Link to={paths.home()}>{t('cart.continue')}</Link>
        <Link to={paths.checkout()}>{t('cart.checkout')}</Link>
      </Actions>
    </PageFrame>
  );
}
