import { pageFor, pathParams } from '@marketplace/contracts/pages';
import { FIRST_READS_MANIFEST_FIELD, firstReadRequests, restRootOf, sendFirstRead } from '@marketplace/contracts/first-reads';
import { SERVER_REGION } from '@marketplace/contracts/fragment';
import type { ConfigText } from './config-text';
import { httpUrl, type ManifestRequest } from './manifests';
import { overrideRequested } from './override-keys';
import { hasStoredSession } from '../features/auth/stored-session';
import { pageModuleFor, type PageToWarm } from './route-target';
import { sitePages } from './site-pages';

/**
 * Start-up warm-up, run by index.html's inline script (./inline.ts) while the page is parsed: reads
 * `/env.json`, connects to the backend, fetches every listed remote's manifest, finds the page's
 * remote among the pages they declare, and fetches ahead that remote's entry and the page module's
 * chunks, so they arrive beside the shell's own instead of after it; it also sends the page's first
 * catalogue reads that the manifest declares (contracts' host/first-reads.ts), which the page takes
 * when it renders. It only downloads; the federation runtime still decides what runs (the
 * contracts and shares checks included), and the shell takes the manifests from here.
 * A page behind sign-in warms the sign-in page instead when no session is stored, a page that may
 * open another at once (`opensInstead`) warms that one's chunks too; developer overrides get no
 * remote fetched ahead.
 */

export function warmUp(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Storage | null,
  manifests: Promise<ManifestRequest[]>,
  config: Promise<ConfigText>,
  scriptsAfter: Promise<void> = Promise.resolve(),
): void {
  const overridden = overrideRequested(location.search, storage);
  void config.then((result) => {
    if (!result.ok) return;
    const parsed = parseJson(result.text);
    preconnectToBackend(parsed);
    if (overridden) return;
    // As each manifest arrives, the page is looked for among the pages declared so far: the page's
    // remote is warmed as soon as its own manifest is in, whatever the others are doing. (A later
    // manifest claiming the same path loses to the one listed first anyway, so this rarely guesses
    // wrong, and a wrong guess costs a download, never the page.)
    void manifests.then((requests) => {
      let warmed = false;
      const warm = async () => {
        const answers = requests.flatMap((r) => (r.settled ? [r.settled] : []));
        const { pages } = sitePages(answers.map(({ name, json }) => ({ name, json })));
        const page = pageModuleFor(pages, location.pathname, hasStoredSession(storage));
        const answer = page && answers.find((a) => a.name === page.remote);
        if (warmed || !page || !answer?.json) return;
        warmed = true;
        sendReadsFor(location, pages, page, answer.json, parsed);
        await scriptsAfter;
        for (const script of scriptsOf(answer.json, answer.manifest, modulesOf(page))) prefetchScript(script.href, script.anonymous);
      };
      for (const request of requests) void request.answer.then(warm);
    });
  });
}

/** The page's module, then the one it may open instead (checkout with an empty cart: the cart). */
const modulesOf = (page: PageToWarm) => [page.module, ...(page.opensInstead ? [page.opensInstead] : [])];

/**
 * Sends the first reads the manifest declares for the page's route, when the page shown is that
 * route's own (not the sign-in page a guard sends a guest to). The address query goes along: a
 * declaration says which parameters it takes, and any other (`?sort=`, `?page=`) sends nothing.
 */
function sendReadsFor(
  location: Pick<Location, 'pathname' | 'search'>,
  pages: ReturnType<typeof sitePages>['pages'],
  page: PageToWarm,
  manifest: unknown,
  config: ConfigShape | null,
): void {
  // A region the server composed carries its reads: the page hydrating it sends none.
  if (document.documentElement.getAttribute(SERVER_REGION.composed) === page.remote) return;
  const route = pageFor(pages, location.pathname);
  const backend = config?.supabase;
  const backendUrl = typeof backend?.url === 'string' ? httpUrl(backend.url, window.location.href) : null;
  const anonKey = backend?.anonKey;
  if (!route || route.remote !== page.remote || route.module !== page.module || !backendUrl || typeof anonKey !== 'string') return;
  const declared = (manifest as ManifestShape | null)?.metaData?.[FIRST_READS_MANIFEST_FIELD];
  const reads = typeof declared === 'object' && declared !== null ? (declared as Record<string, unknown>)[route.path] : undefined;
  const search = new URLSearchParams(location.search);
  for (const request of firstReadRequests(reads, pathParams(route.path, location.pathname), restRootOf(backendUrl), search))
    sendFirstRead(request, anonKey, backendUrl);
}

interface ConfigShape {
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

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown }; [FIRST_READS_MANIFEST_FIELD]?: unknown };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** The remote entry and the modules' first chunks (each chunk once), as absolute http(s) URLs. */
function scriptsOf(manifest: unknown, manifestUrl: string, modules: string[]): Array<{ href: string; anonymous: boolean }> {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestShape;
  const publicPath = metaData?.publicPath;
  const base =
    publicPath === 'auto' || publicPath === undefined
      ? manifestUrl
      : typeof publicPath === 'string'
        ? httpUrl(publicPath, manifestUrl)
        : null;
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
