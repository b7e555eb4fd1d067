import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

/** The cart's lines, as the cart page and the checkout's review step both show them. */
export const LineList = styled.ul`
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
  li[data-unavailable='true'] { opacity: 0.7; }
  img { width: 80px; height: 60px; object-fit: cover; border-radius: 4px; }
  .name { font-weight: 600; overflow-wrap: anywhere; }
  .category { display: inline-block; margin-left: ${theme.space(2)}; padding: 0 8px; border-radius: 999px; background: #e5e7eb; font-size: 0.75rem; }
  .note { margin: ${theme.space(1)} 0 0; font-size: 0.875rem; color: ${theme.color.warning}; font-weight: 600; }
  .note-unavailable, .note-out-of-stock { color: ${theme.color.danger}; }
  .controls { display: flex; align-items: center; gap: ${theme.space(2)}; }
  .line-total { font-weight: 700; text-align: right; }
  button { min-width: 32px; height: 32px; border: 1px solid ${theme.color.border}; border-radius: 4px; background: #fff; cursor: pointer; font: inherit; }
  button:disabled { cursor: not-allowed; opacity: 0.5; }
  button:focus-visible, a:focus-visible { outline: ${theme.focusRing}; outline-offset: 2px; }
`;
