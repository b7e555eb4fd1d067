import { useSyncExternalStore } from 'react';
import { useHost } from '@marketplace/contracts';
import type { HostConnection, Reachability } from '@marketplace/contracts/connection';

/** How long the probe waits for the shop's answer: a tower that answers nothing counts as none. */
export const PROBE_TIMEOUT_MS = 5000;
/** The waits between probes while the shop cannot be reached, the last repeated. */
export const PROBE_INTERVALS_MS = [2000, 4000, 8000, 15_000] as const;

interface Options {
  /**
   * A light address of the shop's own origin that the service worker leaves to the network; null
   * takes the browser's word alone (a host without a shop to ask).
   */
  probeUrl: string | null;
  fetch?: typeof fetch;
}

/**
 * The page's judge of the connection (HostApi.connection): the browser's word, and what actually
 * happens. A request that gets no answer makes it ask the shop with a HEAD of `probeUrl` (any
 * HTTP answer, even an error, is an answer); no answer marks the shop unreachable, and the probe
 * repeats on an interval until one comes. `navigator.onLine` alone stays true on a used-up bundle,
 * a captive portal or a dead tower.
 */
export function createConnection({ probeUrl, fetch: fetcher = (...args) => globalThis.fetch(...args) }: Options): HostConnection {
  let answered = true;
  let probing: Promise<Reachability> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failedProbes = 0;
  const listeners = new Set<(state: Reachability) => void>();
  const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  const state = (): Reachability => (browserOffline() ? 'offline' : answered ? 'online' : 'unreachable');

  let last = state();
  // The browser's own events always tell (its word may have changed unseen); probes only on a change.
  const emit = (always = false) => {
    const now = state();
    if (now === last && !always) return;
    last = now;
    listeners.forEach((listener) => listener(now));
  };

  const scheduleProbe = () => {
    if (retry !== null || answered || browserOffline()) return;
    const wait = PROBE_INTERVALS_MS[Math.min(failedProbes - 1, PROBE_INTERVALS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = null;
      void check();
    }, wait);
  };

  const probe = async (url: string): Promise<boolean> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    try {
      await fetcher(url, { method: 'HEAD', cache: 'no-store', credentials: 'omit', signal: controller.signal });
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const check = (): Promise<Reachability> => {
    if (browserOffline() || probeUrl === null) return Promise.resolve(state());
    probing ??= probe(probeUrl).then((ok) => {
      probing = null;
      answered = ok;
      failedProbes = ok ? 0 : failedProbes + 1;
      emit();
      scheduleProbe();
      return state();
    });
    return probing;
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('offline', () => emit(true));
    // The browser's word that it is back is checked: on lie-fi it was never gone.
    window.addEventListener('online', () => {
      emit(true);
      if (!answered) void check();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && !answered) void check();
    });
  }

  return {
    state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure() {
      void check();
    },
    check,
  };
}

let browserWord: HostConnection | null = null;

/** The page's connection: the host's, or the browser's word where a host has none (tests, a dev host). */
export function useConnection(): HostConnection {
  const { connection } = useHost();
  return connection ?? (browserWord ??= createConnection({ probeUrl: null }));
}

/** The page connection's state in a component, re-rendered when it changes. */
export function useReachability(): Reachability {
  const connection = useConnection();
  return useSyncExternalStore(connection.onChange, connection.state, () => 'online');
}
