import { z } from 'zod/v3';
import { browserStorage, readStoredJson, writeStoredJson } from '@marketplace/contracts';

/** The chat's history for this visit; versioned so a future shape never misreads an old one. */
export const CHAT_STORAGE_KEY = 'marketplace:support-chat:v1';
/** What a shopper may type in one message. */
export const CHAT_MESSAGE_MAX = 500;
const HISTORY_MAX = 200;

const messageSchema = z.object({
  role: z.enum(['user', 'bot']),
  content: z.string().max(2000),
  timestamp: z.number().finite(),
  /** A bot message's canned answer, so it reads in whatever language is current when shown. */
  answer: z.enum(['greeting', 'shipping', 'returns', 'payment', 'unknown']).optional(),
});
export type ChatMessage = z.infer<typeof messageSchema>;
const historySchema = z.array(messageSchema).max(HISTORY_MAX);

export function loadHistory(): ChatMessage[] {
  return readStoredJson(browserStorage('session'), CHAT_STORAGE_KEY, historySchema) ?? [];
}

export function saveHistory(messages: ChatMessage[]): void {
  writeStoredJson(browserStorage('session'), CHAT_STORAGE_KEY, messages.slice(-HISTORY_MAX));
}
