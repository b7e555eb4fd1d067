import styled, { css } from 'styled-components';
import { theme } from '@marketplace/contracts';

// One look for both forms of a question: a disclosure button once the page's code runs, a native
// <details> in the server's markup (readable and openable without JavaScript). They measure the
// same, so the swap after hydration moves nothing.
const disclosure = css`
  min-height: 48px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} 0;
  font-weight: 600;
  color: ${theme.color.text};
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.4rem;
    color: ${theme.color.brand};
  }
`;

const Item = styled.div`
  border-bottom: 1px solid ${theme.color.border};
  h3 {
    margin: 0;
  }
  button {
    width: 100%;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    ${disclosure}
  }
  button[aria-expanded='true']::after,
  &[open] > summary::after {
    content: '−';
  }
  summary {
    ${disclosure}
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary h3 {
    font-weight: 600;
  }
  .answer {
    padding: 0 0 ${theme.space(4)};
  }
`;

interface FaqItemProps {
  /** The question's id, also its deep link (`/faq#<id>`). */
  id: string;
  question: string;
  answer: string;
  /** False in the server's markup and the render that hydrates it: the question is a <details>. */
  scripted: boolean;
  open: boolean;
  onToggle: () => void;
}

/** One question and its answer: a disclosure that opens one answer at a time once scripted. */
export function FaqItem({ id, question, answer, scripted, open, onToggle }: FaqItemProps) {
  if (!scripted) {
    return (
      <Item as="details" id={`faq-${id}`}>
        <summary>
          <h3 id={id}>{question}</h3>
        </summary>
        <div className="answer">{answer}</div>
      </Item>
    );
  }
  return (
    <Item id={`faq-${id}`}>
      <h3>
        <button type="button" id={id} aria-expanded={open} aria-controls={`faq-answer-${id}`} onClick={onToggle}>
          {question}
        </button>
      </h3>
      <div id={`faq-answer-${id}`} className="answer" role="region" aria-labelledby={id} hidden={!open}>
        {answer}
      </div>
    </Item>
  );
}
