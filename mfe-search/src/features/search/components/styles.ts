import { css } from 'styled-components';
import { theme } from '@marketplace/contracts';

export { visuallyHidden } from '../../../components/styles';

export const focusVisible = css`
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 40px;
  padding: 0 ${theme.space(4)};
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: ${theme.color.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.color.brandDark};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusVisible}
`;

export const secondaryButton = css`
  ${button}
  background: ${theme.color.surface};
  color: ${theme.color.brand};
  &:hover:not(:disabled) {
    background: #ecfdf5;
  }
`;

/** The mobile layout is below 768 px (theme.breakpoint.mobile). */
export const MOBILE_QUERY = `(max-width: ${parseInt(theme.breakpoint.mobile, 10) - 0.02}px)`;
/** The wide layout, from 768 px on: exactly the screens MOBILE_QUERY leaves out. */
export const WIDE_QUERY = `(min-width: ${theme.breakpoint.mobile})`;
