import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { z } from 'zod/v3';
import { paths, useHost, type Language } from '@marketplace/contracts';
import { publicReadClient } from '@marketplace/contracts/public-reads';

/** What the search box offers as the shopper types: a product, a category or a shop. */
export interface Suggestion {
  kind: 'product' | 'category' | 'vendor';
  /** In the shopper's language (a product's English name where its vendor left it empty). */
  label: string;
  /** A product's id, a category's or a shop's slug. */
  target: string;
}

/** Typing pauses this long before the box asks: one request per pause, not per key. */
export const SUGGEST_DEBOUNCE_MS = 180;
/** Fewer characters than this ask nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX = 8;
/** An answer later than this is no help to someone typing: the box says suggestions failed. */
const SUGGEST_TIMEOUT_MS = 5_000;

const rowsSchema = z
  .array(
    z.object({ kind: z.enum(['product', 'category', 'vendor']), label: z.string().min(1).max(200), target: z.string().min(1).max(100) }),
  )
  .max(20);

/** The address a suggestion opens. */
export function suggestionPath(suggestion: Suggestion): string {
  if (suggestion.kind === 'product') return paths.product(suggestion.target);
  if (suggestion.kind === 'category') return paths.category(suggestion.target);
  return paths.vendor(suggestion.target);
}

/**
 * `search_suggest` (supabase/migrations/…_search_suggest.sql) through the page's public client:
 * the same folding, prefixes, synonyms and typo tolerance as the search.
 */
export async function fetchSuggestions(client: PostgrestClient, q: string, lang: Language, signal: AbortSignal): Promise<Suggestion[]> {
  const { data, error } = await client.rpc('search_suggest', { q, lang, max_rows: SUGGEST_MAX }).abortSignal(signal);
  if (error) throw new Error(`suggestions failed: ${error.message}`);
  const rows = rowsSchema.safeParse(data);
  if (!rows.success) throw rows.error;
  return rows.data;
}

export type SuggestState = { status: 'idle' } | { status: 'ready'; query: string; suggestions: Suggestion[] } | { status: 'failed' };

/**
 * Suggestions for the text being typed: `request(text)` asks after SUGGEST_DEBOUNCE_MS of quiet.
 * Each new text cancels the request before it (AbortController), and an answer is taken only if
 * it is for the latest text asked: an older answer never overwrites a newer one.
 */
export function useSuggestions(lang: Language): { state: SuggestState; request(text: string): void; reset(): void } {
  const backend = useHost().config?.supabase ?? null;
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const latest = useRef(0);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = null;
    latest.current += 1;
  }, []);

  const reset = useCallback(() => {
    cancel();
    setState({ status: 'idle' });
  }, [cancel]);

  const request = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (Array.from(query).length < SUGGEST_MIN_CHARS) {
        setState({ status: 'idle' });
        return;
      }
      const asked = latest.current;
      timer.current = setTimeout(() => {
        if (!backend) {
          setState({ status: 'failed' });
          return;
        }
        const controller = new AbortController();
        inflight.current = controller;
        const deadline = setTimeout(() => controller.abort(), SUGGEST_TIMEOUT_MS);
        // A request cancelled for newer text is no longer the latest: neither its answer nor its
        // failure is shown. One cut short by the deadline is, as a failure.
        fetchSuggestions(publicReadClient(backend), query, lang, controller.signal)
          .then(
            (suggestions) => asked === latest.current && setState({ status: 'ready', query, suggestions }),
            () => asked === latest.current && setState({ status: 'failed' }),
          )
          .finally(() => clearTimeout(deadline));
      }, SUGGEST_DEBOUNCE_MS);
    },
    [backend, lang, cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { state, request, reset };
}
