import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, FRAGMENTS, theme } from '@marketplace/contracts';
import { RemoteRegion } from '../federation/RemoteRegion';
import { loadExposed } from '../federation/registry';

const Fab = styled.button`
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
  &:focus-visible { outline: ${theme.focusRing}; outline-offset: 3px; }
  &[aria-disabled='true'] { background: ${theme.color.muted}; cursor: not-allowed; }
`;

const ChatIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

/**
 * The chat button. The support remote's chat widget is fetched on the first press (or hover or
 * focus, to get a head start), not with every page: most visits never open the chat, and the
 * home page's JavaScript budget is tight. The widget then opens at once, as asked.
 */
export function ChatLauncher() {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);

  if (wanted) {
    return (
      <RemoteRegion
        remote={FRAGMENTS.chatWidget.app}
        module={FRAGMENTS.chatWidget.module}
        slotFallback={
          <Fab type="button" aria-disabled="true" aria-label={t('chatLauncher.unavailable')} title={t('chatLauncher.unavailable')}>
            <ChatIcon />
          </Fab>
        }
      />
    );
  }
  // A head start on hover or focus: fetch the widget's code, but keep this button until pressed.
  const preload = () => {
    loadExposed(FRAGMENTS.chatWidget.app, FRAGMENTS.chatWidget.module).catch(() => undefined);
  };
  return (
    <Fab
      type="button"
      aria-label={t('chatLauncher.open')}
      data-testid="chat-launcher"
      onClick={() => {
        bus.publish('support:chat-open', { source: 'launcher' });
        setWanted(true);
      }}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <ChatIcon />
    </Fab>
  );
}
