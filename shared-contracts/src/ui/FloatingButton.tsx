import styled from 'styled-components';
import { theme } from '../theme';

/**
 * The round button at the bottom right (the chat button): one look whether the shell shows it
 * before the support remote has loaded or the support remote shows its own.
 */
export const FloatingButton = styled.button`
  position: fixed;
  right: ${theme.space(5)};
  bottom: ${theme.space(5)};
  z-index: 1500;
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.brand};
  color: #fff;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  cursor: pointer;
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 3px;
  }
  &[aria-disabled='true'] {
    background: ${theme.color.muted};
    cursor: not-allowed;
  }
`;

/** The speech-bubble icon of the chat button (decorative: the button carries the name). */
export function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
