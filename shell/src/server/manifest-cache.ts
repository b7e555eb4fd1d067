import { declaredPages, mergePages, type SitePage } from '@marketplace/contracts/pages';
import { judgeContractsRange, CONTRACTS_MANIFEST_FIELD, manifestRelease } from '@marketplace/contracts/federation';
import type { RemoteEntry } from '@marketplace/contracts';

/**
 * How long the server uses a manifest before asking its remote again (with its validator, so an
 * unchanged release costs a 304). A remote's new release reaches server-rendered pages within it.
 */
export const MANIFEST_REVALIDATE_MS = 10_000;
/** A manifest request that takes longer is given up; the last good copy stays in use. */
const MANIFEST_TIMEOUT_MS = 2_000;

interface Cached {
  json: unknown;
  etag: string | null;
  fetchedAt: number;
}

/** What the server knows of a listed remote: its manifest's URL and the release it names. */
export interface ServerRemote {
  name: string;
  manifestUrl: string;
  /** The remote entry file its manifest names (content-hashed), or null. */
  release: string | null;
  /** Whether this shell's contracts may run it (the browser refuses another major). */
  runnable: boolean;
}

export interface ServerSite {
  pages: SitePage[];
  remotes: Map<string, ServerRemote>;
}

/**
 * The listed remotes' manifests, as the browser's start-up reads them, kept and revalidated: a
 * request never waits on a remote whose manifest is fresh, and waits at most MANIFEST_TIMEOUT_MS
 * on one that is due (then uses its last copy, or leaves its pages to the browser).
 */
export function createManifestCache(remotes: readonly RemoteEntry[], fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<void>>();

  async function refresh(remote: RemoteEntry): Promise<void> {
    const known = cache.get(remote.name);
    const headers: Record<string, string> = known?.etag ? { 'If-None-Match': known.etag } : {};
    try {
      const response = await fetchImpl(remote.manifest, { headers, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (response.status === 304 && known) known.fetchedAt = Date.now();
      else if (response.ok)
        cache.set(remote.name, { json: await response.json(), etag: response.headers.get('etag'), fetchedAt: Date.now() });
      else console.warn(`[shell server] manifest ${remote.manifest} answered ${response.status}`);
    } catch (error) {
      console.warn(`[shell server] manifest ${remote.manifest} could not be had: ${error instanceof Error ? error.message : error}`);
    }
  }

  function due(remote: RemoteEntry): Promise<void> {
    const known = cache.get(remote.name);
    if (known && Date.now() - known.fetchedAt < MANIFEST_REVALIDATE_MS) return Promise.resolve();
    let pending = inFlight.get(remote.name);
    if (!pending) {
      pending = refresh(remote).finally(() => inFlight.delete(remote.name));
      inFlight.set(remote.name, pending);
    }
    return pending;
  }

  return {
    async site(): Promise<ServerSite> {
      await Promise.all(remotes.map(due));
      const declared = [];
      const known = new Map<string, ServerRemote>();
      for (const remote of remotes) {
        const json = cache.get(remote.name)?.json;
        if (json === undefined) continue;
        declared.push({ remote: remote.name, ...declaredPages(remote.name, json) });
        const range = (json as { metaData?: Record<string, unknown> }).metaData?.[CONTRACTS_MANIFEST_FIELD];
        known.set(remote.name, {
          name: remote.name,
          manifestUrl: remote.manifest,
          release: manifestRelease(json),
          runnable: judgeContractsRange(range).compatible,
        });
      }
      return { pages: mergePages(declared).pages, remotes: known };
    },
  };
}
