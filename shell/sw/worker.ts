/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  adoptLoaded,
  belongsToCurrentRelease,
  cachedDocuments,
  documentKind,
  recordFile,
  refresh,
  serveDocument,
  type SiteDocument,
} from './releases';
import { catalogueRead, issuedAt, ownOrdersCacheKey, ownOrdersOf, searchCacheKey } from './reads';
import { CatalogueReads } from './catalogue-strategy';
import { CACHE } from './store';
import { reportNetworkFailures } from './network-failures';
import { keepable, keptPageAge, shopperLanguage } from './composed-pages';
import { freshNonce, withNonce } from './page';

declare const self: ServiceWorkerGlobalScope;

/**
 * The site's one service worker (docs/offline.md): the shell registers it after the first paint.
 * Workbox routes each request; the documents that choose a release (./releases.ts) keep every
 * app's release whole, hashed files are immutable, catalogue reads and pictures are kept for
 * offline browsing.
 */
const SHELL = self.location.origin;
/** The page the shell's server sends when it composes no region: the app for any address, kept for offline. */
const FRAME: SiteDocument = { kind: 'page', key: `${SHELL}/index.html` };
const DAY_S = 24 * 60 * 60;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('site-') && !current.has(name)).map((name) => caches.delete(name))),
      ),
  );
});

const notify = (message: object) =>
  self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((client) => client.postMessage(message)));
reportNetworkFailures(notify);

function documentFor(url: URL, request: Request): SiteDocument | null {
  if (request.method !== 'GET') return null;
  if ((url.origin === SHELL && url.pathname === '/env.json') || url.pathname.endsWith('/mf-manifest.json')) {
    return { kind: documentKind(url.href, SHELL), key: `${url.origin}${url.pathname}` };
  }
  return null;
}

/** How long a navigation waits for the network before a lost connection gets the kept page or the frame. */
const NAVIGATION_WAIT_MS = 3000;
/** Composed pages kept for reopening: the latest visited. */
const KEPT_PAGES = 50;

/** A kept page with a nonce of its own, as the server would have sent it. */
async function presentedPage(kept: Response): Promise<Response> {
  const policy = kept.headers.get('Content-Security-Policy');
  if (!policy) return kept;
  const fresh = withNonce(await kept.text(), policy, freshNonce());
  const headers = new Headers(kept.headers);
  headers.set('Content-Security-Policy', fresh.policy);
  return new Response(fresh.html, { status: kept.status, statusText: kept.statusText, headers });
}

/** The page from the network; a composed public page is kept for reopening. */
async function pageFromNetwork(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (keepable(response)) {
    const pages = await caches.open(CACHE.pages);
    await pages.put(request.url, response.clone());
    const keys = await pages.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT_PAGES)).map((key) => pages.delete(key)));
  }
  return response;
}

/**
 * A page load of the site: the page kept for this address when the server's lifetime for it has
 * not run out (asked again behind it once stale), the network's otherwise; on a lost or lying connection the
 * kept page, else the frame, which renders the address in the browser.
 */
async function navigation(request: Request, event: FetchEvent): Promise<Response> {
  const [kept, language] = await Promise.all([
    caches.open(CACHE.pages).then((pages) => pages.match(request.url)),
    shopperLanguage(self as unknown as Parameters<typeof shopperLanguage>[0]),
  ]);
  const age = kept ? keptPageAge(kept, Date.now(), language) : null;
  if (kept && age) {
    if (age === 'stale') event.waitUntil(pageFromNetwork(request).catch(() => undefined));
    return presentedPage(kept);
  }
  const network = pageFromNetwork(request);
  event.waitUntil(network.catch(() => undefined));
  const answered = await Promise.race([
    network.catch(() => null),
    new Promise<null>((done) => setTimeout(() => done(null), NAVIGATION_WAIT_MS)),
  ]);
  if (answered) return answered;
  if (kept && kept.headers.get('Content-Language') === language) return presentedPage(kept);
  return serveDocument(FRAME, (task) => event.waitUntil(task));
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && request.mode === 'navigate' && url.origin === SHELL && !/\.[a-z0-9]+$/i.test(url.pathname),
  ({ request, event }) => navigation(request, event as FetchEvent),
);

registerRoute(
  ({ url, request }) => documentFor(url, request) !== null,
  async ({ url, request, event }) => {
    const doc = documentFor(url, request)!;
    return serveDocument(doc, (task) => {
      (event as FetchEvent).waitUntil(
        task.then((updated) => {
          if (updated) notify({ type: 'release-ready', kind: doc.kind, key: doc.key });
        }),
      );
    });
  },
);

// A hashed file never changes: once cached it is served from the cache for as long as its
// release is current, and kept only while it belongs to a current release.
registerRoute(
  ({ url, request }) => request.method === 'GET' && /\/static\/.+\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp)$/.test(url.pathname),
  new CacheFirst({
    cacheName: CACHE.files,
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) =>
          response.ok && (await belongsToCurrentRelease(request.url, SHELL)) ? response : null,
        cacheDidUpdate: async ({ request }) => recordFile(request.url),
      },
    ],
  }),
);

// Product, vendor and category pictures from Storage.
const STORAGE_PICTURE = /\/storage\/v1\/object\/public\//;
const pictures = new CacheFirst({
  cacheName: CACHE.images,
  // Storage answers CORS: a readable response is checked for its status and, unlike an opaque
  // one, is not counted many times its size against the site's storage quota.
  fetchOptions: { mode: 'cors', credentials: 'omit' },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S })],
});
registerRoute(({ url }) => STORAGE_PICTURE.test(url.pathname), pictures);

// The public catalogue: shown at once from the cache, updated behind the page.
const catalogue = new CatalogueReads({
  cacheName: CACHE.catalogue,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200, 206] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAY_S }),
    { cacheKeyWillBeUsed: async ({ request }) => (request.method === 'POST' ? searchCacheKey(request) : request) },
  ],
});
registerRoute(({ url, request }) => catalogueRead(url, request) === 'GET', catalogue, 'GET');
registerRoute(({ url, request }) => catalogueRead(url, request) === 'POST', catalogue, 'POST');

// A signed-in shopper's orders: fresh when the network answers, the last ones read when it does not.
// A read made with a session from before the last sign-out is never kept (it may land after it).
let signedOutAt = 0;
registerRoute(
  ({ url, request }) => ownOrdersOf(url, request) !== null,
  new NetworkFirst({
    cacheName: CACHE.orders,
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY_S }),
      {
        cacheKeyWillBeUsed: async ({ request }) => ownOrdersCacheKey(request),
        cacheWillUpdate: async ({ request, response }) => ((issuedAt(request) ?? 0) > signedOutAt ? response : null),
      },
    ],
  }),
);

// Offline, a route never visited still opens the site's page (its own offline message inside).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const page = await (await caches.open(CACHE.documents)).match(FRAME.key);
    if (page) return serveDocument(FRAME, () => undefined);
  }
  return Response.error();
});

const isHttp = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; documents?: unknown; files?: unknown; images?: unknown } | null;
  if (data?.type === 'adopt' && Array.isArray(data.documents) && Array.isArray(data.files)) {
    const images = Array.isArray(data.images)
      ? data.images.filter(isHttp).filter((url) => STORAGE_PICTURE.test(new URL(url).pathname))
      : [];
    event.waitUntil(Promise.all(images.map((url) => pictures.handle({ event, request: new Request(url) }).catch(() => undefined))));
    const documents = data.documents.filter(isHttp).flatMap((href): SiteDocument[] => {
      const url = new URL(href);
      const kind = documentKind(url.href, SHELL);
      if (kind === 'page') return url.origin === SHELL ? [FRAME] : [];
      return [{ kind, key: `${url.origin}${url.pathname}` }];
    });
    event.waitUntil(adoptLoaded(documents, data.files.filter(isHttp), SHELL));
  }
  // A shopper's kept orders leave the phone with their session.
  if (data?.type === 'signed-out') {
    signedOutAt = Date.now();
    event.waitUntil(caches.delete(CACHE.orders));
  }
  // The shell asks on its navigations and when the connection returns: a newer release is
  // downloaded behind the page and used from the next page load.
  if (data?.type === 'check-releases') {
    event.waitUntil(
      cachedDocuments().then((docs) =>
        Promise.all(
          docs.map((doc) =>
            refresh(doc).then(
              async (updated) => {
                if (updated) await notify({ type: 'release-ready', kind: doc.kind, key: doc.key });
              },
              () => undefined,
            ),
          ),
        ),
      ),
    );
  }
});
