import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LINE_QUANTITY_MAX, PageFrame, formatMoney, orderSummary, paths, roundMoney, theme } from '@marketplace/contracts';
import { cartCount, orderableLines } from '../../../lib/cart/cart-store';
import { cart, useCart } from '../../../lib/cart/cart';
import { useCatalogRefresh } from '../../../lib/cart/useCatalogRefresh';
import { useUndoRemove } from '../hooks/useUndoRemove';
import { CartLines } from '../../../components/CartLines';
import { OrderSummaryPanel } from '../../../components/OrderSummaryPanel';
import { TwoColumnLayout } from '../../../components/TwoColumnLayout';

/**
 * At least a screen tall, as the shell's loading skeleton before it: a short cart (empty, or one
 * line) would otherwise pull the footer up into view when it replaces the skeleton.
 */
const Screen = styled.div`
  min-height: 100vh;
`;

const Status = styled.div`
  min-height: 1.5rem;
  margin-bottom: ${theme.space(3)};
  button {
    margin-left: ${theme.space(2)};
    border: 0;
    background: none;
    color: ${theme.color.brand};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

const Notice = styled.p`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: #fef3c7;
  color: #78350f;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)};
  a {
    color: ${theme.color.brand};
    font-weight: 600;
  }
  /* The primary action looks like one, at every width: a full-width button on a phone. */
  a.primary {
    flex: 1 1 100%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    text-decoration: none;
  }
  a.primary:hover {
    background: ${theme.color.brandDark};
  }
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

export function CartScreen() {
  const { t } = useTranslation(['cart', 'common']);
  const state = useCart();
  const { removed, remove, undo } = useUndoRemove();
  useCatalogRefresh();
  const count = cartCount(state);
  const title = t('common:pages.cart');
  const summary = orderSummary(orderableLines(state).map(({ product, quantity }) => ({ price: product.price, quantity })));
  const priceChanged = Object.values(state.notes).some((note) => note.kind === 'price-changed');

  const undoStatus = (
    <Status role="status" aria-live="polite" data-testid="undo-status">
      {removed && (
        <>
          {t('cart.removed', { name: removed.product.name })}
          <button type="button" onClick={undo} aria-label={t('cart.undoLabel', { name: removed.product.name })}>
            {t('cart.undo')}
          </button>
        </>
      )}
    </Status>
  );

  if (state.lines.length === 0) {
    return (
      <Screen>
        <PageFrame title={title}>
          {undoStatus}
          <p>{t('cart.empty')}</p>
          <Link to={paths.products()}>{t('cart.browse')}</Link>
        </PageFrame>
      </Screen>
    );
  }

  return (
    <Screen>
      <PageFrame title={title}>
        <p data-testid="cart-count">{t('cart.itemCount', { count })}</p>
        {priceChanged && <Notice role="alert">{t('cart.pricesUpdated')}</Notice>}
        {undoStatus}
        <TwoColumnLayout>
          <CartLines
            state={state}
            price={({ product }) => <div data-testid="line-price">{formatMoney(product.price, product.currency)}</div>}
            end={({ product, quantity }) => (
              <div>
                <div className="controls">
                  <button
                    type="button"
                    aria-label={t('cart.decrease', { name: product.name })}
                    onClick={() => (quantity <= 1 ? remove(product.id) : cart.setQuantity(product.id, quantity - 1))}
                  >
                    −
                  </button>
                  <span aria-label={t('cart.quantity')} data-testid="line-quantity">
                    {quantity}
                  </span>
                  <button
                    type="button"
                    aria-label={t('cart.increase', { name: product.name })}
                    disabled={quantity >= LINE_QUANTITY_MAX}
                    onClick={() => cart.setQuantity(product.id, quantity + 1)}
                  >
                    +
                  </button>
                  <button type="button" aria-label={t('cart.remove', { name: product.name })} onClick={() => remove(product.id)}>
                    ✕
                  </button>
                </div>
                <p className="line-total" aria-label={t('cart.lineTotal')} data-testid="line-total">
                  {formatMoney(roundMoney(product.price * quantity), product.currency)}
                </p>
              </div>
            )}
          />
          <OrderSummaryPanel summary={summary}>
            <Actions>
              <Link to={paths.checkout()} className="primary">
                {t('cart.checkout')}
              </Link>
              <Link to={paths.home()}>{t('cart.continue')}</Link>
            </Actions>
          </OrderSummaryPanel>
        </TwoColumnLayout>
      </PageFrame>
    </Screen>
  );
}
