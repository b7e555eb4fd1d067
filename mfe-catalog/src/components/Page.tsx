import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

/** The width and padding of every catalogue page. */
export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;
