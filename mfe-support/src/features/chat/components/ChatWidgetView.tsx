import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, ChatIcon, FloatingButton, theme } from '@marketplace/contracts';

const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 1600;
  width: min(380px, 100vw);
  display: flex;
  flex-direction: column;
  background: #fff;
  box-shadow: -6px 0 24px rgba(0, 0, 0, 0.2);
  header { display: flex; align-items: center; justify-content: space-between; padding: ${theme.space(4)}; background: ${theme.color.brand}; color: #fff; }
  h2 { margin: 0; font-size: 1.1rem; }
  header button { border: 0; background: none; color: #fff; font-size: 1.4rem; cursor: pointer; }
  header button:focus-visible { outline: 3px solid #fff; }
  .messages { flex: 1; padding: ${theme.space(4)}; overflow-y: auto; }
  .bot { padding: ${theme.space(3)}; border-radius: ${theme.radius}; background: #f3f4f6; }
`;

const OPEN_REQUEST_FRESH_MS = 10_000;

/** The chat assistant's button and side panel (a fragment the shell mounts in its layout). */
export function ChatWidgetView() {
  const { t } = useTranslation('support');
  // Opened at once when the shell's chat button fetched this widget a moment ago.
  const [open, setOpen] = useState(() => {
    const request = bus.last('support:chat-open');
    return request !== undefined && Date.now() - request.at < OPEN_REQUEST_FRESH_MS;
  });
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => bus.subscribe('support:chat-open', () => setOpen(true)), []);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  return open ? (
    <Panel aria-labelledby="chat-title" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <header>
        <h2 id="chat-title">{t('chat.title')}</h2>
        <button ref={closeRef} type="button" aria-label={t('chat.close')} onClick={() => setOpen(false)}>
          ×
        </button>
      </header>
      <div className="messages" role="log" aria-live="polite">
        <p className="bot">{t('chat.greeting')}</p>
      </div>
    </Panel>
  ) : (
    <FloatingButton type="button" aria-label={t('chat.open')} onClick={() => setOpen(true)} data-testid="chat-button">
      <ChatIcon />
    </FloatingButton>
  );
}
