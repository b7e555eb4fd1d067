import { Link } from 'react-router';
import styled from 'styled-components';
import { theme } from '../theme';

/**
 * The header's cart link (40 px round, badge out of the flow): one look whether the shell shows it
 * before the cart remote's mini-cart has loaded or the cart remote shows its own.
 */
export const CartLinkFrame = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${theme.color.text};
  &:hover {
    background: #f3f4f6;
  }
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
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

/** The item count on the cart link (the link's name carries it for screen readers). */
export function CartBadge({ count }: { count: number }) {
  return (
    <span className="badge" data-testid="cart-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
