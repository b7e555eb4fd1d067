import { useCallback, useEffect, useRef, useState } from 'react';
import { useHost, type RuntimeConfig } from '@marketplace/contracts';
import { useStartingAnswer } from '@marketplace/contracts/fragment';
import { publicReadClient, warmImages } from '@marketplace/contracts/public-reads';
import { searchProducts, type SearchPage, type SearchRequest } from '../data/search-products';
import { FIRST_SCREEN_RESULTS } from '../model/address';
import { REMOTE_NAME } from '../../../lib/remote-name';

export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; page: SearchPage }
  /** 'not-configured': no backend in the runtime config; 'unavailable': down, slow or failing. */
  | { status: 'error'; reason: 'not-configured' | 'unavailable' };

type Backend = NonNullable<RuntimeConfig['supabase']>;

/** One search on the server, cancellable: a newer request aborts it. */
interface Run {
  key: string;
  controller: AbortController;
  page: Promise<SearchPage>;
  taken: boolean;
}

const search = (backend: Backend, key: string, signal?: AbortSignal) =>
  searchProducts(publicReadClient(backend), backend.url, JSON.parse(key) as SearchRequest, signal);

function startRun(backend: Backend, key: string): Run {
  const controller = new AbortController();
  const page = search(backend, key, controller.signal).then((found) => {
    if (!controller.signal.aborted) warmImages(found.hits.slice(0, FIRST_SCREEN_RESULTS).map((hit) => hit.imageUrl));
    return found;
  });
  page.catch(() => undefined); // The effect that takes it reports a failure.
  return { key, controller, page, taken: false };
}

/** The name of a search among the reads a server render records (the answers hydration takes). */
export const searchReadKey = (key: string) => `search|${key}`;

/**
 * Runs `request` on the server whenever it changes (null runs nothing: an invalid query, or an
 * image still being analysed). A newer request cancels the one in flight, so a slow answer can
 * never overwrite a fresher one. `retry` runs the same request again.
 *
 * A server render asks for the search and renders again with its answer; the browser hydrating
 * that markup starts with the same answer and sends nothing until the request changes (or Try
 * Again). Otherwise the first request starts while the page first renders: an effect runs only
 * after the commit and the paint, visibly later on a slow phone, and the results are the page's
 * largest paint. The effect takes that run once; any later request starts its own.
 */
export function useSearchResults(request: SearchRequest | null): { state: ResultsState; retry: () => void } {
  const backend = useHost().config?.supabase ?? null;
  // The request's identity: a new object with the same content must not search again.
  const key = request ? JSON.stringify(request) : null;
  const { render, answer } = useStartingAnswer(REMOTE_NAME, searchReadKey(key ?? ''));
  const started = key !== null && answer !== undefined;
  // The request the component started with its answer for: never sent until the page moves away
  // from it (or Try Again), even on later renders, when the hydration's answers are gone.
  const [startedWith] = useState(() => (started ? key : null));
  const movedAway = useRef(false);
  if (render && key && backend && !started) render.ask(searchReadKey(key), search(backend, key));
  const [first] = useState(() => (!render && !started && key && backend ? startRun(backend, key) : null));
  const [state, setState] = useState<ResultsState>(() => {
    if (started) return { status: 'ready', page: answer.value as SearchPage };
    return key && backend ? { status: 'loading' } : { status: 'idle' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (startedWith !== null && startedWith === key && attempt === 0 && !movedAway.current) return;
    movedAway.current = true;
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    if (!backend) {
      setState({ status: 'error', reason: 'not-configured' });
      return;
    }
    const reuse = first !== null && !first.taken && first.key === key;
    const run = reuse ? first : startRun(backend, key);
    if (first) first.taken = true;
    setState({ status: 'loading' });
    run.page.then(
      (page) => !run.controller.signal.aborted && setState({ status: 'ready', page }),
      () => !run.controller.signal.aborted && setState({ status: 'error', reason: 'unavailable' }),
    );
    return () => run.controller.abort();
  }, [key, attempt, backend, first, startedWith]);

  // The first run, never taken (the page left before its effect ran), is cancelled on unmount.
  useEffect(() => () => first?.controller.abort(), [first]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
