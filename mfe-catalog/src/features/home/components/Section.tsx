import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

/** A home page band: heading and content, spaced the same everywhere. */
export const Section = styled.section`
  margin: ${theme.space(10)} 0;
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.5rem;
    color: ${theme.color.text};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

export const buttonStyle = `
  display: inline-block;
  padding: ${theme.space(3)} ${theme.space(5)};
  border: 0;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
`;

/** A row of call-to-action links that wraps on a narrow screen. */
export const actionsRowStyle = `
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  a {
    ${buttonStyle}
  }
`;
