import { useCallback, useEffect, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import { publicReadClient } from '@marketplace/contracts/public-reads';
import { searchProducts, type SearchPage, type SearchRequest } from '../data/search-products';

export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; page: SearchPage }
  /** 'not-configured': no backend in the runtime config; 'unavailable': down, slow or failing. */
  | { status: 'error'; reason: 'not-configured' | 'unavailable' };

/**
 * Runs `request` on the server whenever it changes (null runs nothing: an invalid query, or an
 * image still being analysed). A newer request cancels the one in flight, so a slow answer can
 * never overwrite a fresher one. `retry` runs the same request again.
 */
export function useSearchResults(request: SearchRequest | null): { state: ResultsState; retry: () => void } {
  const backend = useHost().config?.supabase ?? null;
  const [state, setState] = useState<ResultsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The request's identity: a new object with the same content must not search again.
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const current = JSON.parse(key) as SearchRequest;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void (async () => {
      try {
        if (!backend) {
          if (!controller.signal.aborted) setState({ status: 'error', reason: 'not-configured' });
          return;
        }
        const page = await searchProducts(publicReadClient(backend), backend.url, current, controller.signal);
        if (!controller.signal.aborted) setState({ status: 'ready', page });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error', reason: 'unavailable' });
      }
    })();
    return () => controller.abort();
  }, [key, attempt, backend]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
