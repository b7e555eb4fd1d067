import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ERROR_MESSAGES, MESSAGES_NAMESPACE, theme } from '@marketplace/contracts';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '../logic/history';
import type { useChat } from '../logic/useChat';
import { SHIPPING_FIGURES } from '../../../lib/figures';

const Panel = styled.div`
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
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space(4)};
    background: ${theme.color.brand};
    color: #fff;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  header button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: none;
    color: #fff;
    font-size: 1.6rem;
    cursor: pointer;
  }
  header button:focus-visible {
    outline: 3px solid #fff;
  }
  .log {
    flex: 1;
    overflow-y: auto;
  }
  ol {
    margin: 0;
    padding: ${theme.space(4)};
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${theme.space(3)};
  }
  li {
    max-width: 85%;
    padding: ${theme.space(3)};
    border-radius: ${theme.radius};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li.bot {
    align-self: flex-start;
    background: #f3f4f6;
    color: ${theme.color.text};
  }
  li.user {
    align-self: flex-end;
    background: ${theme.color.brand};
    color: #fff;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  li time {
    display: block;
    margin-top: ${theme.space(1)};
    font-size: 0.75rem;
    opacity: 0.85;
  }
  .typing {
    padding: 0 ${theme.space(4)} ${theme.space(2)};
    color: ${theme.color.muted};
    font-style: italic;
  }
  form {
    display: flex;
    gap: ${theme.space(2)};
    padding: ${theme.space(3)};
    border-top: 1px solid ${theme.color.border};
  }
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 120px;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible,
  form button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  form button {
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
`;

interface Props {
  chat: ReturnType<typeof useChat>;
  onClose(): void;
}

/** The side panel: a dialog that takes focus, closes on Escape, and announces new messages. */
export function ChatPanel({ chat, onClose }: Props) {
  const { t, i18n } = useTranslation('support');
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length]);

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const text = (message: ChatMessage) => {
    if (message.answer === 'unknown') return t(ERROR_MESSAGES.chatNotUnderstood.key, { ns: MESSAGES_NAMESPACE });
    return message.answer ? t(`chat.answers.${message.answer}`, SHIPPING_FIGURES) : message.content;
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header>
        <h2 id="chat-title">{t('chat.title')}</h2>
        <button type="button" aria-label={t('chat.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {/* The log wraps the list: an <ol> given role="log" would orphan its <li>s. */}
      <div className="log" ref={listRef} role="log" aria-live="polite" aria-label={t('chat.history')}>
        <ol>
          {chat.messages.map((message, index) => (
            <li key={`${message.timestamp}-${index}`} className={message.role}>
              <span className="visually-hidden">{message.role === 'user' ? t('chat.you') : t('chat.assistant')}: </span>
              {text(message)}
              <time dateTime={new Date(message.timestamp).toISOString()}>{time.format(message.timestamp)}</time>
            </li>
          ))}
        </ol>
      </div>
      {chat.typing && (
        <p className="typing" role="status">
          {t('chat.typing')}
        </p>
      )}
      <form onSubmit={submit}>
        <textarea
          ref={inputRef}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          aria-label={t('chat.input')}
          placeholder={t('chat.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit">{t('chat.send')}</button>
      </form>
    </Panel>
  );
}
