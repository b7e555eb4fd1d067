import { css } from 'styled-components';
import { theme } from '@marketplace/contracts';

const MOBILE_MAX = `${parseInt(theme.breakpoint.mobile, 10) - 0.02}px`;

/** The spec's mobile layout is below 768 px; both sides are named so no width falls between. */
export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX})`,
  desktop: `@media (min-width: ${theme.breakpoint.mobile})`,
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const focusRing = css`
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;
