import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

/** The information pages' common look: readable measure, cards in a responsive grid. */
export const Prose = styled.div`
  color: ${theme.color.text};
  line-height: 1.6;
  max-width: 72ch;
  h2 {
    margin: ${theme.space(8)} 0 ${theme.space(3)};
    font-size: 1.35rem;
  }
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
  a {
    color: ${theme.color.brand};
    font-weight: 600;
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  textarea:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  ul,
  ol {
    padding-left: ${theme.space(5)};
  }
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${theme.space(4)};
  margin: ${theme.space(4)} 0;
`;

export const Card = styled.section`
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2,
  h3 {
    margin-top: 0;
  }
  p {
    margin: ${theme.space(1)} 0;
  }
  .figure {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${theme.color.brand};
  }
`;
