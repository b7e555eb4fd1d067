import type { CatalogMessage } from '../validation/messages';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../errors/messages';
import type { TranslationSources } from './setup';

/**
 * The "messages" namespace: every catalogued message (validation, errors, success) in en, so and
 * sw, registered once by the host, so every app shows the same wording: `t(message.key, { ns:
 * 'messages' })`, or `translateMessage(t, englishText)` for a message that arrives as text (a zod
 * issue, a mapped error).
 */
export const MESSAGES_NAMESPACE = 'messages';

const CATALOGUES = [VALIDATION_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES] as const;
const ALL: CatalogMessage[] = CATALOGUES.flatMap((catalogue) => Object.values(catalogue));
const KEY_BY_TEXT = new Map(ALL.map((message) => [message.en, message.key]));

type Flat = Record<string, string>;

/** Turns flat 'a.b' keys into the nested objects i18next expects for its default key separator. */
function nest(flat: Flat): Record<string, unknown> {
  const root: Record<string, Record<string, string>> = {};
  for (const [path, text] of Object.entries(flat)) {
    const [group, name] = path.split('.') as [string, string];
    (root[group] ??= {})[name] = text;
  }
  return root;
}

const EN: Flat = Object.fromEntries(ALL.map((message) => [message.key, message.en]));

/** English inline (the catalogue holds it); Somali and Swahili load when chosen. */
export const MESSAGE_TRANSLATIONS: TranslationSources = {
  en: nest(EN),
  so: () => import('./messages/so').then((m) => nest(m.so)),
  sw: () => import('./messages/sw').then((m) => nest(m.sw)),
};

/** Translation key of any catalogued message's English text (a zod issue, a mapped error). */
export function messageKey(en: string): string | undefined {
  return KEY_BY_TEXT.get(en);
}

type TranslateFn = (key: string, options: { ns: string; defaultValue: string; n?: number }) => string;

/**
 * The current language's wording of a catalogued English message; text that is not in the
 * catalogue (a sanitized server message) is shown as it came.
 */
export function translateMessage(t: TranslateFn, en: string, n?: number): string {
  const key = messageKey(en);
  if (!key) return en;
  return t(key, { ns: MESSAGES_NAMESPACE, defaultValue: en, ...(n === undefined ? {} : { n }) });
}
