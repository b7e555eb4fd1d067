import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHost } from '@marketplace/contracts';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';
import { loadExposed, resetRemote } from '../lib/federation/registry';
import { RegionSkeleton } from './RegionSkeleton';
import { useConnection, useReachability } from '../lib/offline/connection';
import { OfflinePage } from './OfflinePage';
import { serverRegionFor, settleServerRegion } from '../lib/federation/server-region';

type Loaded = { default: ComponentType };
type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'failed'; errorId: string };

// Components already loaded, so moving between pages of a remote never flashes a skeleton.
const loadedComponents = new Map<string, ComponentType>();

/**
 * Starts loading a region's module before React renders it (the current route's page, at
 * start-up), so its manifest and chunks download while the shell boots. A failure is left to the
 * region, which reports it when it asks for the same module; the promise settles either way.
 */
export function warmRegion(remote: string, module: string): Promise<void> {
  const key = `${remote}/${module}`;
  if (loadedComponents.has(key)) return Promise.resolve();
  return loadExposed<Loaded>(remote, module).then(
    (loaded) => void loadedComponents.set(key, loaded.default),
    () => undefined,
  );
}

interface Props {
  remote: string;
  module: string;
  /**
   * For small layout slots (mini-cart, chat button): what to show instead of the full error
   * screen while the fragment is unavailable.
   */
  slotFallback?: ReactNode;
  /** Shown while the fragment loads instead of a skeleton (a stand-in of the same size). */
  loading?: ReactNode;
}

/**
 * One remote's region of the page: loads the exposed component, shows a skeleton meanwhile, and
 * contains both a failed load and a render error behind the spec's error screen. Nothing a remote
 * does here can take down the shell or another region.
 */
export function RemoteRegion({ remote, module, slotFallback, loading }: Props) {
  const slot = slotFallback !== undefined;
  const host = useHost();
  // The host changes with every auth event; a load in flight must not restart for that.
  const report = useRef(host.reportError);
  useEffect(() => {
    report.current = host.reportError;
  }, [host.reportError]);
  const key = `${remote}/${module}`;
  const cached = loadedComponents.get(key);
  const [state, setState] = useState<LoadState>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The page's main region as the server composed it, on the first load of its address only.
  const [server, setServer] = useState(() => ({ key, adopted: slot ? null : serverRegionFor(remote) }));
  useEffect(() => {
    if (server.adopted) settleServerRegion(server.adopted);
  }, [server.adopted]);
  const abandonServerRegion = useCallback(() => setServer({ key, adopted: null }), [key]);
  const connection = useConnection();
  const check = useRef(connection.check);
  check.current = connection.check;

  useEffect(() => {
    const known = loadedComponents.get(key);
    if (known) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadExposed<Loaded>(remote, module).then(
      (loaded) => {
        loadedComponents.set(key, loaded.default);
        if (live) setState({ status: 'ready', Component: loaded.default });
      },
      async (error: unknown) => {
        const errorId = report.current(error, { region: remote, module });
        // A chunk that did not come may be a dead network or a missing file: the shop is asked
        // before the region says which (the offline page, or the error screen).
        await check.current();
        if (!live) return;
        // The error screen takes the server's region off the page for good: Try Again renders anew.
        setServer({ key, adopted: null });
        setState({ status: 'failed', errorId });
      },
    );
    return () => {
      live = false;
    };
    // `attempt` re-runs the load after Try Again.
  }, [key, remote, module, attempt]);

  const retryLoad = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  // A region that could not load offline loads when the connection returns.
  const online = useReachability() === 'online';
  const wasOnline = useRef(online);
  const failed = state.status === 'failed';
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (returned && failed) retryLoad();
  }, [online, failed, retryLoad]);

  const reportRender = (error: unknown) => host.reportError(error, { region: remote, module });
  // A route of another module may reuse this component: the server's region is its first module's.
  if (server.adopted && server.key === key) {
    const { View, region } = server.adopted;
    return <View region={region} Component={state.status === 'ready' ? state.Component : null} abandon={abandonServerRegion} />;
  }
  if (state.status === 'loading') return loading ?? <RegionSkeleton slot={slot} remote={remote} />;
  if (state.status === 'failed') {
    if (slot) return slotFallback;
    return online ? <ErrorScreen errorId={state.errorId} onRetry={retryLoad} region={remote} /> : <OfflinePage />;
  }
  const { Component } = state;
  return (
    <ErrorBoundary
      key={`${key}#${attempt}`}
      report={reportRender}
      fallback={(errorId, reset) => (slot ? slotFallback : <ErrorScreen errorId={errorId} onRetry={reset} region={remote} />)}
    >
      <Component />
    </ErrorBoundary>
  );
}
