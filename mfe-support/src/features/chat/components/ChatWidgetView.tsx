import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, ChatIcon, FloatingButton } from '@marketplace/contracts';
import { useChat } from '../logic/useChat';
import { ChatPanel } from './ChatPanel';

const OPEN_REQUEST_FRESH_MS = 10_000;

/** The chat assistant's button and side panel (a fragment the shell mounts in its layout). */
export function ChatWidgetView() {
  const { t } = useTranslation('support');
  const chat = useChat();
  const { greet } = chat;
  // Opened at once when the shell's chat button fetched this widget a moment ago.
  const [open, setOpen] = useState(() => {
    const request = bus.last('support:chat-open');
    return request !== undefined && Date.now() - request.at < OPEN_REQUEST_FRESH_MS;
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => bus.subscribe('support:chat-open', () => setOpen(true)), []);
  useEffect(() => {
    if (open) greet();
    // Focus goes back to the button that opened the panel, not on the first render.
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open, greet]);

  return open ? (
    <ChatPanel chat={chat} onClose={() => setOpen(false)} />
  ) : (
    <FloatingButton
      ref={buttonRef}
      type="button"
      aria-label={t('chat.open')}
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
      data-testid="chat-button"
    >
      <ChatIcon />
    </FloatingButton>
  );
}
