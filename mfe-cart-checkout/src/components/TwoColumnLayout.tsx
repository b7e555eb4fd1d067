import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

/**
 * The cart's and the checkout's page grid: the lines or the step in the wide column, the order
 * summary beside them, stacked on a phone. One grid for both, so going from the cart to the
 * checkout leaves the summary where it was.
 */
export const TwoColumnLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${theme.space(6)};
  align-items: start;
  @media (max-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;
