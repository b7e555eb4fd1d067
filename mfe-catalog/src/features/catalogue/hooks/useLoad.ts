import { useCallback, useEffect, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import type { Catalogue } from '../data/catalogue';
import { useCatalogue } from './useCatalogue';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The backend failed or is not configured: the section offers Try Again. */
  | { status: 'failed' };

/**
 * Runs a catalogue read when `key` changes (and on Try Again), keeping only the latest answer.
 * `read` must be stable for a given key: it is not a dependency, the key is.
 */
export function useLoad<T>(key: string, read: (catalogue: Catalogue) => Promise<T>): { state: Load<T>; retry: () => void } {
  const catalogue = useCatalogue();
  const host = useHost();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Load<T>>({ status: 'loading' });

  useEffect(() => {
    if (!catalogue) {
      setState({ status: 'failed' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    read(catalogue).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        host.reportError(error, { remote: 'mfe-catalog', read: key });
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the read (see above)
  }, [catalogue, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
