import { useEffect, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import { useStartingAnswer } from '@marketplace/contracts/fragment';
import { publicReadClient } from '@marketplace/contracts/public-reads';
import { fetchPriceCeiling } from '../data/search-products';
import { REMOTE_NAME } from '../../../lib/remote-name';

/** The name of the ceiling among the reads a server render records. */
export const PRICE_CEILING_READ = 'price-ceiling';

/**
 * The default upper price bound from the catalogue; null until known (or when unknown). A server
 * render waits for it, so the price field it sends holds the bound, and hydration reads no more.
 */
export function usePriceCeiling(): number | null {
  const backend = useHost().config?.supabase ?? null;
  const { render, answer } = useStartingAnswer(REMOTE_NAME, PRICE_CEILING_READ);
  // Only a default for a field: a failed read is no bound, never a failed page.
  if (render && backend && !answer)
    render.ask(
      PRICE_CEILING_READ,
      fetchPriceCeiling(publicReadClient(backend)).catch(() => null),
    );
  const [startedWithIt] = useState(answer !== undefined);
  const [ceiling, setCeiling] = useState<number | null>(() => (answer ? (answer.value as number | null) : null));
  useEffect(() => {
    if (startedWithIt) return;
    const controller = new AbortController();
    void (async () => {
      try {
        if (!backend) return;
        const value = await fetchPriceCeiling(publicReadClient(backend), controller.signal);
        if (!controller.signal.aborted) setCeiling(value);
      } catch {
        // The price inputs then show no default upper bound; searching is unaffected.
      }
    })();
    return () => controller.abort();
  }, [backend, startedWithIt]);
  return ceiling;
}
