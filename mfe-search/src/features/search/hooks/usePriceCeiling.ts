import { useEffect, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import { fetchPriceCeiling } from '../data/search-products';

/** The default upper price bound from the catalogue; null until known (or when unknown). */
export function usePriceCeiling(): number | null {
  const { getSupabase } = useHost();
  const [ceiling, setCeiling] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const supabase = await getSupabase();
        if (!supabase) return;
        const value = await fetchPriceCeiling(supabase, controller.signal);
        if (!controller.signal.aborted) setCeiling(value);
      } catch {
        // The price inputs then show no default upper bound; searching is unaffected.
      }
    })();
    return () => controller.abort();
  }, [getSupabase]);
  return ceiling;
}
