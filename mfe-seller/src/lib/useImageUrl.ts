import { useCallback } from 'react';
import { catalogImageUrl, useHost } from '@marketplace/contracts';

/** The public address of a catalogue image path, or null without a backend or a path. */
export function useImageUrl(): (path: string | null) => string | null {
  const { config } = useHost();
  const base = config?.supabase?.url ?? null;
  return useCallback((path) => (base && path ? catalogImageUrl(base, path) : null), [base]);
}
