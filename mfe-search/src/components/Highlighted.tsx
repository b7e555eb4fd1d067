import styled from 'styled-components';
import { highlightParts, type MarkWord } from '../lib/highlight';

const Mark = styled.mark`
  padding: 0;
  background: #fef08a;
  color: inherit;
  font-weight: inherit;
`;

/**
 * `text` with what the search matched in <mark>: text nodes only, never markup from the data.
 */
export function Highlighted({ text, words }: { text: string; words: readonly MarkWord[] }) {
  if (words.length === 0) return <>{text}</>;
  return <>{highlightParts(text, words).map((part, i) => (part.marked ? <Mark key={i}>{part.text}</Mark> : part.text))}</>;
}
