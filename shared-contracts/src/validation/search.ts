import { SEARCH_INPUT_MAX, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { charLength, stripInvisible, truncateChars } from './text';

// What the search box removes as the user types (spec 5: angle brackets, quotes, backticks,
// script-like schemes, inline event-handler patterns).
const MARKUP_CHARACTERS = /[<>"'`]/g;
const SCRIPT_SCHEMES = /(?:java|vb)script\s*:|\bdata\s*:/gi;
const EVENT_HANDLERS = /on[a-z]+\s*=/gi;
// Pasted text is cut to this before cleaning, which bounds the repeat loop below. The result is
// clean either way; it holds fewer than 100 characters only if over 900 were stripped.
const SANITIZE_WINDOW = SEARCH_INPUT_MAX * 10;

/**
 * Cleans the search box text as typed: removes control and invisible characters, markup
 * characters, script-like schemes and `onxxx=` patterns, then keeps at most 100 characters.
 * Removal repeats until nothing changes, so 'javajavascript:script:' cannot reassemble a scheme.
 * Spaces are kept (not trimmed): the user may be typing between two words.
 */
export function sanitizeSearchInput(text: string): string {
  let current = truncateChars(text, SANITIZE_WINDOW);
  for (;;) {
    const next = stripInvisible(current).replace(MARKUP_CHARACTERS, '').replace(SCRIPT_SCHEMES, '').replace(EVENT_HANDLERS, '');
    if (next === current) break;
    current = next;
  }
  return truncateChars(current, SEARCH_INPUT_MAX);
}

// Signs of script injection in a submitted query (it may come from the address bar, unsanitized).
const SUSPICIOUS_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*(?:script|iframe|object|embed|svg|img|link|meta|style|base|form)\b/i,
  /(?:java|vb)script\s*:/i,
  /\bdata\s*:\s*(?:text|application|image)\//i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
  /\bdocument\s*\.\s*(?:cookie|write|location)\b/i,
];

export type SearchQueryResult =
  | { ok: true; query: string }
  /** `suspicious: true` means the caller must log the attempt as suspicious activity. */
  | { ok: false; message: string; suspicious: boolean };

/**
 * Checks a submitted search query. Order: not a string → invalid; script-injection-like →
 * suspicious (checked before the length so long attacks are still reported); then, on the
 * trimmed text, longer than 200 → too long; shorter than 2 → too short.
 * On success `query` is the trimmed text.
 */
export function validateSearchQuery(q: unknown): SearchQueryResult {
  if (typeof q !== 'string') return rejected(M.searchQueryInvalid.en);
  // Invisible characters are removed before matching so 'java\u200Bscript:' is still caught.
  if (isSuspiciousSearch(stripInvisible(q))) return { ok: false, message: M.searchQuerySuspicious.en, suspicious: true };
  const query = q.trim();
  const length = charLength(query);
  if (length > SEARCH_QUERY_MAX) return rejected(M.searchQueryTooLong.en);
  if (length < SEARCH_QUERY_MIN) return rejected(M.searchQueryTooShort.en);
  return { ok: true, query };
}

function isSuspiciousSearch(text: string): boolean {
  return SUSPICIOUS_PATTERNS.some((pattern) => pattern.test(text));
}

function rejected(message: string): SearchQueryResult {
  return { ok: false, message, suspicious: false };
}
