import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX, loadHistory, saveHistory, type ChatMessage } from './history';
import { topicOf } from './topics';

/** The spec's pause before the assistant answers. */
export const REPLY_DELAY_MS = 1000;

/** The conversation: greeting on first open, the user's messages, and a reply 1 s after each. */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(loadHistory);
  const [pending, setPending] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => saveHistory(messages), [messages]);
  useEffect(() => {
    const live = timers.current;
    return () => live.forEach(clearTimeout);
  }, []);

  const greet = useCallback(() => {
    setMessages((current) => (current.length > 0 ? current : [{ role: 'bot', content: '', answer: 'greeting', timestamp: Date.now() }]));
  }, []);

  /** Adds the user's text (trimmed, at most 500 characters) and schedules the answer; blank is ignored. */
  const send = useCallback((text: string): boolean => {
    const content = Array.from(text.trim()).slice(0, CHAT_MESSAGE_MAX).join('');
    if (content === '') return false;
    setMessages((current) => [...current, { role: 'user', content, timestamp: Date.now() }]);
    setPending((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPending((n) => n - 1);
      setMessages((current) => [...current, { role: 'bot', content: '', answer: topicOf(content), timestamp: Date.now() }]);
    }, REPLY_DELAY_MS);
    timers.current.add(timer);
    return true;
  }, []);

  return { messages, typing: pending > 0, greet, send };
}
