import { useCallback, useEffect, useRef, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import type { Catalogue } from './catalogue/catalogue';
import { useCatalogue } from './catalogue/useCatalogue';
import { useStartingAnswer } from '@marketplace/contracts/fragment';
import { REMOTE_NAME } from './remote-name';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The backend failed or is not configured: the section offers Try Again. */
  | { status: 'failed' };

/**
 * Reads started while the page renders, for the effect to take: an effect runs only after the
 * commit and the paint, so the request leaves that much earlier (on a slow phone, a visible part of
 * a cold load). Kept per catalogue, which belongs to one rendered component: a render that never
 * commits takes its reads with it, and one read is started per key, never on a re-render.
 */
const earlyReads = new WeakMap<Catalogue, Map<string, Promise<unknown> | 'taken'>>();

function startEarly(catalogue: Catalogue, key: string, read: (catalogue: Catalogue) => Promise<unknown>): void {
  const reads = earlyReads.get(catalogue) ?? new Map<string, Promise<unknown> | 'taken'>();
  earlyReads.set(catalogue, reads);
  if (reads.has(key)) return;
  const pending = read(catalogue);
  pending.catch(() => undefined); // The effect that takes it reports a failure.
  reads.set(key, pending);
}

function takeEarly<T>(catalogue: Catalogue, key: string): Promise<T> | undefined {
  const reads = earlyReads.get(catalogue);
  const pending = reads?.get(key);
  if (pending === undefined || pending === 'taken') return undefined;
  reads!.set(key, 'taken');
  return pending as Promise<T>;
}

/**
 * Runs a catalogue read when `key` changes (and on Try Again), keeping only the latest answer.
 * `read` must be stable for a given key: it is not a dependency, the key is. A render that starts
 * with the answer (a server render's, or the one it hydrates) keeps it and sends nothing.
 */
export function useLoad<T>(key: string, read: (catalogue: Catalogue) => Promise<T>): { state: Load<T>; retry: () => void } {
  const catalogue = useCatalogue();
  const host = useHost();
  const [attempt, setAttempt] = useState(0);
  // On the server, and when hydrating the server's markup, the read starts answered.
  const { render, answer } = useStartingAnswer(REMOTE_NAME, key);
  const [state, setState] = useState<Load<T>>(() => (answer ? { status: 'ready', data: answer.value as T } : { status: 'loading' }));
  // The key the component started with its answer for: never read again until it moves away (or
  // Try Again), even on later renders, when the hydration's answers are gone.
  const [startedWith] = useState(() => (answer ? key : null));
  const movedAway = useRef(false);
  if (catalogue && !answer && !(startedWith === key && attempt === 0)) {
    if (render) render.ask(key, read(catalogue));
    else startEarly(catalogue, key, read);
  }

  useEffect(() => {
    if (startedWith === key && attempt === 0 && !movedAway.current) return;
    movedAway.current = true;
    if (!catalogue) {
      setState({ status: 'failed' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const pending = takeEarly<T>(catalogue, key) ?? read(catalogue);
    pending.then(
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
