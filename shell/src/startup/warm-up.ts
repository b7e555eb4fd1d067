import { FIRST_READS_MANIFEST_FIELD, firstReadRequests, restRootOf, sendFirstRead } from '@marketplace/contracts/first-reads';
import { startConfigRequest } from './config-text';
import { overrideRequested } from './override-keys';
import { hasStoredSession } from '../features/auth/stored-session';
import { pageModuleFor, routeFor, routeParams, type PageToWarm } from './route-target';

/**
 * Start-up warm-up, run by index.html's inline script (./inline.ts) while the page is parsed: reads
 * `/env.json`, connects to the backend, fetches the manifest of the current page's remote and
 * fetches ahead that remote's entry and the page module's chunks, so they arrive beside the
 * shell's own instead of after it; it also sends the page's first catalogue reads that the manifest
 * declares (contracts' host/first-reads.ts), which the page takes when it renders. It only
 * downloads; the federation runtime still decides what runs (contracts check included), and takes
 * the manifest from here instead of asking twice.
 * A page behind sign-in warms the sign-in page instead when no session is stored, a page that may
 * open another at once (the route table's `opensInstead`) warms that one's chunks too; developer
 * overrides get no remote fetched ahead.
 */
const MANIFEST_TIMEOUT_MS = 2500;
const manifests = new Map<string, Promise<Response>>();

export function warmUp(location: Pick<Location, 'pathname' | 'search'>, storage: Storage | null, scriptsAfter: Promise<void> = Promise.resolve()): void {
  const target = pageModuleFor(location.pathname, hasStoredSession(storage));
  const page = target && !overrideRequested(location.search, storage) ? target : null;
  void startConfigRequest().then((config) => {
    if (!config.ok) return;
    const parsed = parseJson(config.text);
    preconnectToBackend(parsed);
    const manifestUrl = page && manifestUrlOf(parsed, page.app);
    if (page && manifestUrl) prefetchFromManifest(manifestUrl, modulesOf(page), scriptsAfter, firstReadsSender(location, page, parsed));
  });
}

type ReadsSender = (manifest: unknown) => void;

/** The page's module, then the one it may open instead (checkout with an empty cart: the cart). */
const modulesOf = (page: PageToWarm) => [page.module, ...(page.opensInstead ? [page.opensInstead] : [])];

/**
 * Sends the first reads the manifest declares for the page's route, when the page shown is that
 * route's own (not the sign-in page a guard sends a guest to). The address query goes along: a
 * declaration says which parameters it takes, and any other (`?sort=`, `?page=`) sends nothing.
 */
function firstReadsSender(location: Pick<Location, 'pathname' | 'search'>, page: { app: string; module: string }, config: ConfigShape | null): ReadsSender {
  const route = routeFor(location.pathname);
  const backend = config?.supabase;
  const backendUrl = typeof backend?.url === 'string' ? httpUrl(backend.url, window.location.href) : null;
  const anonKey = backend?.anonKey;
  if (!route || route.target.app !== page.app || route.target.module !== page.module || !backendUrl || typeof anonKey !== 'string') {
    return () => undefined;
  }
  return (manifest) => {
    const declared = (manifest as ManifestShape | null)?.metaData?.[FIRST_READS_MANIFEST_FIELD];
    const reads = typeof declared === 'object' && declared !== null ? (declared as Record<string, unknown>)[route.path] : undefined;
    const search = new URLSearchParams(location.search);
    for (const request of firstReadRequests(reads, routeParams(route.path, location.pathname), restRootOf(backendUrl), search)) sendFirstRead(request, anonKey, backendUrl);
  };
}

/** The manifest fetched by the warm-up for `url`, once; the federation runtime's fetch takes it (./handoff.ts). */
export function takeWarmManifest(url: string): Promise<Response> | undefined {
  const pending = manifests.get(url);
  manifests.delete(url);
  return pending;
}

interface ConfigShape {
  remotes?: Record<string, unknown>;
  supabase?: { url?: unknown; anonKey?: unknown } | null;
}

function parseJson(text: string): ConfigShape | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ConfigShape) : null;
  } catch {
    return null;
  }
}

function manifestUrlOf(config: ConfigShape | null, remote: string): string | null {
  const url = config?.remotes?.[remote];
  return typeof url === 'string' ? httpUrl(url, window.location.href) : null;
}

/**
 * Opens the connections to the backend while the page still loads: its data requests (CORS,
 * without credentials) and its images (with) use one each, and the first of them comes only
 * after the page has rendered.
 */
function preconnectToBackend(config: ConfigShape | null): void {
  const url = typeof config?.supabase?.url === 'string' ? httpUrl(config.supabase.url, window.location.href) : null;
  if (!url) return;
  const origin = new URL(url).origin;
  for (const anonymous of [true, false]) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (anonymous) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}

function prefetchFromManifest(manifestUrl: string, modules: string[], scriptsAfter: Promise<void>, sendReads: ReadsSender): void {
  const response = fetch(manifestUrl, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  const warm = response.then((r) => r.clone());
  warm.catch(() => undefined); // A failure is the taker's to handle, not an unhandled rejection meanwhile.
  manifests.set(manifestUrl, warm);
  response
    .then((r) => (r.ok ? r.clone().json() : null))
    .then(async (manifest: unknown) => {
      sendReads(manifest);
      await scriptsAfter;
      for (const script of scriptsOf(manifest, manifestUrl, modules)) prefetchScript(script.href, script.anonymous);
    })
    .catch(() => undefined); // The runtime's own load reports a remote that is down.
}

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown }; [FIRST_READS_MANIFEST_FIELD]?: unknown };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** The remote entry and the modules' first chunks (each chunk once), as absolute http(s) URLs. */
function scriptsOf(manifest: unknown, manifestUrl: string, modules: string[]): Array<{ href: string; anonymous: boolean }> {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestShape;
  const publicPath = metaData?.publicPath;
  const base = publicPath === 'auto' || publicPath === undefined ? manifestUrl : typeof publicPath === 'string' ? httpUrl(publicPath, manifestUrl) : null;
  if (!base) return [];
  const entry = metaData?.remoteEntry;
  const entryFile = typeof entry?.path === 'string' && typeof entry.name === 'string' ? joinPath(entry.path, entry.name) : null;
  const chunks = new Set(
    modules.flatMap((module) => {
      const sync = Array.isArray(exposes) ? exposes.find((e) => e.path === module)?.assets?.js?.sync : undefined;
      return Array.isArray(sync) ? (sync as unknown[]) : [];
    }),
  );
  const prefetches: Prefetch[] = [];
  // The runtime loads the entry with crossorigin="anonymous" (a CORS request), the remote's own
  // chunk loader without (no-cors, with credentials).
  if (entryFile) prefetches.push({ href: httpUrl(entryFile, base), anonymous: true });
  for (const chunk of chunks) if (typeof chunk === 'string') prefetches.push({ href: httpUrl(chunk, base), anonymous: false });
  return prefetches.filter((p): p is Prefetch & { href: string } => p.href !== null);
}

interface Prefetch {
  href: string | null;
  anonymous: boolean;
}

const joinPath = (dir: string, name: string) => (dir ? `${dir.replace(/\/$/, '')}/${name}` : name);

function httpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Downloads a script into the HTTP cache (its name is hashed: the servers let it be kept a year),
 * in the mode of the request that will run it, so that request finds it there. Not a
 * `<link rel="preload">`: a preloaded copy stays bound to the page, so after a download cut
 * short, Try Again would run the same broken copy instead of fetching the file again.
 */
function prefetchScript(href: string, anonymous: boolean): void {
  const init: RequestInit = anonymous ? { mode: 'cors', credentials: 'same-origin' } : { mode: 'no-cors', credentials: 'include' };
  fetch(href, init)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined); // The runtime's own load reports a file that cannot be had.
}
