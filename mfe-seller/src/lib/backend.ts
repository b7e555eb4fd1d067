import { useCallback } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ERROR_MESSAGES, useHost } from '@marketplace/contracts';

/** The site runs without a backend: every seller page needs one. */
export class NoBackend extends Error {
  constructor() {
    super(ERROR_MESSAGES.backendNotConfigured.en);
  }
}

/** The page's supabase-js client (the host's, with the user's session), or NoBackend. */
export function useBackend(): () => Promise<SupabaseClient> {
  const { getSupabase } = useHost();
  return useCallback(async () => {
    const client = await getSupabase();
    if (!client) throw new NoBackend();
    return client;
  }, [getSupabase]);
}

/** A PostgREST, Storage or Edge-Function error as it reaches the page: `hint` is a stable key. */
export interface BackendError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
  statusCode?: string;
}

/** Throws a supabase-js answer's error, or returns its data. */
export function dataOf<T>({ data, error }: { data: unknown; error: unknown }): T {
  if (error) throw error;
  return data as T;
}
