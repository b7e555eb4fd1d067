import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import type { CartLine, CartState } from '../lib/cart/cart-store';
import { LineNoteText } from './LineNoteText';

const LineList = styled.ul`
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
  li[data-unavailable='true'] {
    opacity: 0.7;
  }
  img {
    width: 80px;
    height: 60px;
    object-fit: cover;
    border-radius: 4px;
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .category {
    display: inline-block;
    margin-left: ${theme.space(2)};
    padding: 0 8px;
    border-radius: 999px;
    background: #e5e7eb;
    font-size: 0.75rem;
  }
  .note {
    margin: ${theme.space(1)} 0 0;
    font-size: 0.875rem;
    color: ${theme.color.warning};
    font-weight: 600;
  }
  .note-unavailable,
  .note-out-of-stock {
    color: ${theme.color.danger};
  }
  .controls {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  .line-total {
    font-weight: 700;
    text-align: right;
  }
  button {
    min-width: 32px;
    height: 32px;
    border: 1px solid ${theme.color.border};
    border-radius: 4px;
    background: #fff;
    cursor: pointer;
    font: inherit;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  button:focus-visible,
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The cart's lines as the cart page and the checkout's review step both show them: picture, name,
 * category and what the catalogue said of each; `price` (under the name) and `end` (the line's
 * last column) are what the two pages show differently.
 */
export function CartLines({
  state,
  price,
  end,
}: {
  state: CartState;
  price: (line: CartLine) => ReactNode;
  end: (line: CartLine) => ReactNode;
}) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <LineList aria-label={t('cart.lines')}>
      {state.lines.map((line) => {
        const { product } = line;
        const note = state.notes[product.id];
        return (
          <li key={product.id} data-line-id={product.id} data-unavailable={note?.kind === 'unavailable'}>
            <img src={product.image} alt={product.name} />
            <div>
              <span className="name">{product.name}</span>
              <span className="category">{t(`common:categories.${product.category}`, { defaultValue: product.category })}</span>
              {price(line)}
              <LineNoteText note={note} price={product.price} />
            </div>
            {end(line)}
          </li>
        );
      })}
    </LineList>
  );
}
