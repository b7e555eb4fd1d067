import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useBackend } from './backend';
import { useRefusal } from './refusals';

export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The read failed: `text` says why, and the page offers Try Again. */
  | { status: 'failed'; text: string };

export interface Read<T> {
  state: ReadState<T>;
  /** Reads again; what is on screen stays until the answer replaces it. */
  reload: () => void;
  /** A reload is on its way. */
  refreshing: boolean;
  /** Replaces the data on screen (an action's answer) without reading again. */
  replace: (update: (data: T) => T) => void;
}

/**
 * Runs `read` against the page's backend whenever `key` changes (null: not yet), keeping only the
 * latest answer. `read` must be stable for a given key: it is not a dependency, the key is.
 */
export function useRead<T>(key: string | null, read: (supabase: SupabaseClient) => Promise<T>, action = 'read'): Read<T> {
  const backend = useBackend();
  const refusal = useRefusal();
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef({ read, action });
  latest.current = { read, action };
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    // A new key shows the loading state; a reload of the same one keeps the page as it is.
    if (shownKey.current !== key) setState({ status: 'loading' });
    shownKey.current = key;
    backend()
      .then((supabase) => latest.current.read(supabase))
      .then(
        (data) => current && setState({ status: 'ready', data }),
        (error: unknown) => current && setState({ status: 'failed', text: refusal(error, latest.current.action).text }),
      )
      .finally(() => current && setRefreshing(false));
    return () => {
      current = false;
    };
  }, [key, attempt, backend, refusal]);

  const reload = useCallback(() => {
    setRefreshing(true);
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback(
    (update: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: update(s.data) } : s)),
    [],
  );
  return { state, reload, refreshing, replace };
}
