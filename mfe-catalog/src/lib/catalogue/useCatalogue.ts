import { useMemo } from 'react';
import { useHost } from '@marketplace/contracts';
import { publicReadClient } from '@marketplace/contracts/public-reads';
import { createCatalogue, type Catalogue } from './catalogue';

/** The catalogue of the configured backend, or null when none is configured. */
export function useCatalogue(): Catalogue | null {
  const backend = useHost().config?.supabase ?? null;
  return useMemo(() => (backend ? createCatalogue(publicReadClient(backend), backend.url) : null), [backend]);
}
