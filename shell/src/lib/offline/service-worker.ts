import type { HostConnection } from '@marketplace/contracts/connection';

/**
 * Registers the site's service worker (sw/worker.ts) once the page has painted and settled, hands
 * it what this first load fetched before it was in control, and relays what it reports. Off in
 * development builds, whose files change on every save.
 */
type ReleaseListener = (kind: 'page' | 'config' | 'manifest', key: string) => void;

const HASHED_FILE = /\/static\/.+\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp)$/;

function loadedThisPage(): { documents: string[]; files: string[]; images: string[] } {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name.split('#')[0]!);
  const paths = urls.map((url) => url.split('?')[0]!);
  return {
    documents: [
      `${location.origin}/index.html`,
      `${location.origin}/env.json`,
      ...paths.filter((url) => url.endsWith('/mf-manifest.json')),
    ],
    files: paths.filter((url) => HASHED_FILE.test(new URL(url).pathname)),
    // Storage pictures keep their query (a transformed picture is another file).
    images: urls.filter((url) => new URL(url).pathname.includes('/storage/v1/object/public/')),
  };
}

function afterLoad(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Once the worker controls the page: active is not yet in control on a first visit (it claims the
 * page just after), and what `ready` fetches before that would bypass it and not be kept.
 */
function controlling(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

const listeners = new Set<ReleaseListener>();

/** Calls `listener` whenever the worker has a newer release ready for the next page load. */
export function onReleaseReady(listener: ReleaseListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the worker; `ready` runs once it controls the page (to fetch what must work offline). What the
 * worker fetches behind the page tells `connection` too: a page it served from its cache made no
 * request of its own that could fail, so such a page asks the shop once after it loads.
 */
export function registerServiceWorker(connection: HostConnection, ready: () => Promise<void>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; kind?: 'page' | 'config' | 'manifest'; key?: string }>) => {
      const { type, kind, key } = event.data ?? {};
      if (type === 'release-ready' && kind && key) listeners.forEach((listener) => listener(kind, key));
      if (type === 'network-failed') connection.reportFailure();
    },
  );
  const servedByWorker = navigator.serviceWorker.controller !== null;
  afterLoad(() => {
    if (servedByWorker) void connection.check();
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'adopt', ...loadedThisPage() });
        return controlling();
      })
      .then(ready)
      // What `ready` fetched came through the worker as the page asked for it (a script without
      // CORS, which the worker cannot keep): handed over as well, it is fetched again to be kept.
      .then(() => navigator.serviceWorker.controller?.postMessage({ type: 'adopt', ...loadedThisPage() }))
      // A browser that refuses workers (private mode, a policy) keeps the site as it was.
      .catch((error: unknown) => console.warn('[shell] the service worker was not registered:', error));
  });
}

/** Asks the worker to look for newer releases (it keeps them for the next page load). */
export function checkForReleases(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'check-releases' });
}

/** Tells the worker the session has ended: what it kept of the shopper's leaves the phone. */
export function forgetShopperData(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'signed-out' });
}
