import { useEffect, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import { publicReadClient } from '@marketplace/contracts/public-reads';
import { fetchPriceCeiling } from '../data/search-products';

/** The default upper price bound from the catalogue; null until known (or when unknown). */
export function usePriceCeiling(): number | null {
  const backend = useHost().config?.supabase ?? null;
  const [ceiling, setCeiling] = useState<number | null>(null);
  useEffect(() => {
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
  }, [backend]);
  return ceiling;
}
