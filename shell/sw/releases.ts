import { carriedOver, filesOf, remoteRelease, shellCarriedOver, type RemoteRelease } from './release-files';
import { freshNonce, pageFiles, releaseText, withNonce } from './page';
import { CACHE, filesComplete, loadRecords, pruneFiles, updateRecords } from './store';

/**
 * The documents that choose a release: the shell's page, its runtime config and each remote's
 * manifest. Each is served from the cache while a complete release of it is there (and revalidated
 * behind the page), from the network otherwise; a newer release is downloaded whole behind the
 * page and only then replaces the cached one, so a page never mixes two releases of an app.
 */
export type DocumentKind = 'page' | 'config' | 'manifest';

export interface SiteDocument {
  kind: DocumentKind;
  /** Its URL, the cache key (the page: the shell's `/`, which serves every route). */
  key: string;
}

/** A release older than this is refreshed before it is served (when the network answers). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a shopper waits for that refresh on a slow connection before the cached one is used. */
const REFRESH_WAIT_MS = 3000;
/**
 * A document confirmed this recently is not asked again: the page loads and navigations of one
 * visit ask about each release once (every request carries about 1 KB of headers each way).
 */
const CHECK_INTERVAL_MS = 5 * 60_000;
/** The shell's build lists its files here; it names the page's release for a few hundred bytes. */
const SHELL_ASSETS = '/asset-manifest.json';

const originOf = (url: string) => new URL(url).origin;

/** Fetches a document from its server, never from the browser's HTTP cache alone. */
function fromNetwork(doc: SiteDocument): Promise<Response> {
  return fetch(doc.key, { cache: 'no-cache', credentials: 'omit', mode: doc.kind === 'manifest' ? 'cors' : 'same-origin' });
}

async function cachedDocument(key: string): Promise<Response | undefined> {
  return (await caches.open(CACHE.documents)).match(key);
}

/** The cached page with a nonce of its own, as the server would have sent it. */
async function presented(doc: SiteDocument, response: Response): Promise<Response> {
  if (doc.kind !== 'page') return response;
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy) return response;
  const fresh = withNonce(await response.text(), policy, freshNonce());
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', fresh.policy);
  return new Response(fresh.html, { status: response.status, statusText: response.statusText, headers });
}

// Parsed releases of the cached manifests, by origin: which files belong to the current release.
const knownReleases = new Map<string, RemoteRelease>();

async function releaseOf(manifestKey: string, response?: Response): Promise<RemoteRelease | null> {
  const origin = originOf(manifestKey);
  if (!response && knownReleases.has(origin)) return knownReleases.get(origin)!;
  const body = response ?? (await cachedDocument(manifestKey));
  const release = body
    ? remoteRelease(
        await body
          .clone()
          .json()
          .catch(() => null),
        manifestKey,
      )
    : null;
  if (release) knownReleases.set(origin, release);
  return release;
}

/**
 * Whether a file may be kept as part of its app's current release: any file of the shell's own
 * origin, a file a cached manifest names, never a file of another release.
 */
export async function belongsToCurrentRelease(url: string, shellOrigin: string): Promise<boolean> {
  const origin = originOf(url);
  if (origin === shellOrigin) return true;
  const release = knownReleases.get(origin) ?? (await manifestKeyOf(origin).then((key) => (key ? releaseOf(key) : null)));
  return release ? filesOf(release).has(url) : false;
}

async function manifestKeyOf(origin: string): Promise<string | undefined> {
  const keys = await (await caches.open(CACHE.documents)).keys();
  return keys.map((request) => request.url).find((url) => originOf(url) === origin && url.endsWith('/mf-manifest.json'));
}

/** Records a file the page used as part of its app's release. */
export function recordFile(url: string): Promise<void> {
  const origin = originOf(url);
  return updateRecords((records) => {
    const files = new Set(records.files[origin] ?? []);
    files.add(url);
    records.files[origin] = [...files];
  });
}

async function isComplete(doc: SiteDocument, cached: Response): Promise<boolean> {
  const origin = originOf(doc.key);
  if (doc.kind === 'config') return true;
  if (!(await filesComplete(origin))) return false;
  const files = await caches.open(CACHE.files);
  if (doc.kind === 'manifest') {
    const release = await releaseOf(doc.key);
    return !!release && !!(await files.match(release.entry));
  }
  const named = pageFiles(await cached.clone().text(), doc.key);
  return (await Promise.all(named.map((file) => files.match(file)))).every(Boolean);
}

/** Stores a document as its app's current release (one that just came from the network). */
async function adopt(doc: SiteDocument, response: Response): Promise<void> {
  const origin = originOf(doc.key);
  const previous = await cachedDocument(doc.key);
  await (await caches.open(CACHE.documents)).put(doc.key, response.clone());
  const sameRelease = previous ? await sameDocument(doc, previous, response.clone()) : false;
  let keep: Set<string> | null = null;
  if (doc.kind === 'manifest') {
    knownReleases.delete(origin);
    const release = await releaseOf(doc.key, response);
    keep = release ? filesOf(release) : new Set();
  } else if (doc.kind === 'page' && !sameRelease) {
    keep = new Set(pageFiles(await response.clone().text(), doc.key));
  }
  await updateRecords((records) => {
    records.checkedAt[doc.key] = Date.now();
    if (keep) records.files[origin] = (records.files[origin] ?? []).filter((file) => keep!.has(file));
  });
  if (keep && doc.kind === 'manifest') await pruneFiles(origin, keep);
  if (keep && doc.kind === 'page') await pruneFiles(origin, new Set([...keep, ...((await loadRecords()).files[origin] ?? [])]));
}

async function sameDocument(doc: SiteDocument, a: Response, b: Response): Promise<boolean> {
  const text = async (r: Response) =>
    doc.kind === 'page' ? releaseText(await r.text(), r.headers.get('Content-Security-Policy')) : r.text();
  return (await text(a.clone())) === (await text(b.clone()));
}

/**
 * Takes into the cache what a page loaded before the worker controlled it (its first visit): the
 * documents first, so each file is kept only when its app's current release names it.
 */
export async function adoptLoaded(documents: readonly SiteDocument[], files: readonly string[], shellOrigin: string): Promise<void> {
  const cache = await caches.open(CACHE.documents);
  await Promise.all(documents.map(async (doc) => (await cache.match(doc.key)) ?? refresh(doc).catch(() => false)));
  const kept = [];
  for (const file of files) if (await belongsToCurrentRelease(file, shellOrigin)) kept.push(file);
  await download(kept);
  const stored = await caches.open(CACHE.files);
  for (const file of kept) if (await stored.match(file)) await recordFile(file);
}

/** Downloads `urls` into the file cache; false when any of them fails. */
async function download(urls: readonly string[]): Promise<boolean> {
  const cache = await caches.open(CACHE.files);
  const results = await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return true;
      try {
        const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
        if (!response.ok) return false;
        await cache.put(url, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return results.every(Boolean);
}

/** The files a newer release needs so the shopper has everything they had, offline too. */
async function filesOfNewRelease(doc: SiteDocument, next: Response, shellAssets: string | null): Promise<string[] | null> {
  const origin = originOf(doc.key);
  const used = (await loadRecords()).files[origin] ?? [];
  if (doc.kind === 'manifest') {
    const previous = await releaseOf(doc.key);
    const release = remoteRelease(
      await next
        .clone()
        .json()
        .catch(() => null),
      doc.key,
    );
    if (!release) return null;
    return previous ? carriedOver(used, previous, release) : [release.entry];
  }
  const named = pageFiles(await next.clone().text(), doc.key);
  const assets = (shellAssets ? JSON.parse(shellAssets) : null) as { allFiles?: string[] } | null;
  return shellCarriedOver(used, named, assets?.allFiles ?? [], origin);
}

const refreshing = new Map<string, Promise<boolean>>();

/**
 * Asks the server for the document; a newer release is downloaded whole and only then becomes the
 * current one (true). A release whose files do not all download (a broken deploy, a dropped
 * connection) leaves the cached one in place.
 */
export function refresh(doc: SiteDocument): Promise<boolean> {
  const running = refreshing.get(doc.key);
  if (running) return running;
  const task = (async () => {
    const cached = await cachedDocument(doc.key);
    const records = await loadRecords();
    if (cached && Date.now() - (records.checkedAt[doc.key] ?? 0) < CHECK_INTERVAL_MS) return false;
    const confirmed = (shellAssets: string | null) =>
      updateRecords((r) => {
        r.checkedAt[doc.key] = Date.now();
        if (shellAssets !== null) r.shellAssets = shellAssets;
      });
    // The page is never kept by the browser (its nonce): its release is read from the shell's
    // asset manifest, which the browser revalidates, and the page downloaded only when that changed.
    let shellAssets: string | null = null;
    if (doc.kind === 'page') {
      const assets = await fetch(new URL(SHELL_ASSETS, doc.key), { cache: 'no-cache' });
      if (!assets.ok) return false;
      shellAssets = await assets.text();
      if (cached && shellAssets === records.shellAssets) {
        await confirmed(shellAssets);
        return false;
      }
    }
    const response = await fromNetwork(doc);
    if (!response.ok) return false;
    if (!cached) {
      await adopt(doc, response);
      await confirmed(shellAssets);
      return false;
    }
    if (await sameDocument(doc, cached, response.clone())) {
      await confirmed(shellAssets);
      return false;
    }
    const origin = originOf(doc.key);
    const files = doc.kind === 'config' ? [] : await filesOfNewRelease(doc, response.clone(), shellAssets);
    if (!files || !(await download(files))) {
      console.warn(`[service worker] the new release behind ${doc.key} did not download whole; keeping the cached one`);
      await pruneFiles(origin, new Set([...((await loadRecords()).files[origin] ?? []), ...(await currentFiles(doc))]));
      return false;
    }
    await (await caches.open(CACHE.documents)).put(doc.key, response.clone());
    knownReleases.delete(origin);
    await updateRecords((r) => {
      if (doc.kind !== 'config') r.files[origin] = files;
    });
    await confirmed(shellAssets);
    if (doc.kind !== 'config') await pruneFiles(origin, new Set(files));
    return true;
  })().finally(() => refreshing.delete(doc.key));
  refreshing.set(doc.key, task);
  return task;
}

async function currentFiles(doc: SiteDocument): Promise<string[]> {
  if (doc.kind !== 'manifest') return [];
  const release = await releaseOf(doc.key);
  return release ? [...filesOf(release)] : [];
}

function withinWait<T>(promise: Promise<T>): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, REFRESH_WAIT_MS))]);
}

/**
 * Answers a request for a document: the cached release when it is complete and younger than a
 * day (checked behind the page by `background`), refreshed first when older, the network's
 * otherwise, the cached one when the network fails.
 */
export async function serveDocument(doc: SiteDocument, background: (task: Promise<unknown>) => void): Promise<Response> {
  const cached = await cachedDocument(doc.key);
  if (cached && (await isComplete(doc, cached))) {
    const checkedAt = (await loadRecords()).checkedAt[doc.key] ?? 0;
    if (Date.now() - checkedAt < MAX_AGE_MS) {
      background(refresh(doc).catch(() => false));
      return presented(doc, cached);
    }
    await withinWait(refresh(doc).catch(() => false));
    return presented(doc, (await cachedDocument(doc.key)) ?? cached);
  }
  try {
    const response = await fromNetwork(doc);
    if (response.ok) await adopt(doc, response.clone());
    else if (cached) return presented(doc, cached);
    return response;
  } catch (error) {
    if (cached) return presented(doc, cached);
    throw error;
  }
}

/** Every document the cache holds, to check them all for newer releases. */
export async function cachedDocuments(): Promise<SiteDocument[]> {
  const keys = await (await caches.open(CACHE.documents)).keys();
  return keys.map((request) => ({ key: request.url, kind: documentKind(request.url, self.location.origin) }));
}

export function documentKind(url: string, shellOrigin: string): DocumentKind {
  const { origin, pathname } = new URL(url);
  if (origin === shellOrigin && pathname === '/env.json') return 'config';
  if (pathname.endsWith('/mf-manifest.json')) return 'manifest';
  return 'page';
}
