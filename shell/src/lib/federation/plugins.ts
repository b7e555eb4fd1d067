import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 2500;
const SCRIPT_TIMEOUT_MS = 6000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The manifest JSON the shell already holds for a URL (read at start-up), once. */
export type KnownManifest = (url: string) => unknown;

/**
 * Answers a manifest the shell already read with that JSON (the site's pages came from it: the
 * page runs the release it routed), else retries manifest fetches (a remote restarting, a flaky
 * network) with a per-attempt timeout; and bounds script loading, so a remote that does not
 * answer fails within seconds, not minutes.
 */
export function retryPlugin(known: KnownManifest = () => undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-retry',
    fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return undefined;
      const json = known(url);
      if (json !== undefined)
        return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }));
      return fetchManifest(url, init);
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}

/** A manifest within `attempts` attempts; rejects naming the last failure. */
export async function fetchManifest(url: string, init: RequestInit = {}, attempts = MANIFEST_ATTEMPTS): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
      if (response.ok) return response;
      lastError = new Error(`manifest ${url} answered ${response.status}`);
      if (response.status < 500) break; // a 404 and the like will not heal by retrying
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < attempts) await sleep(200 * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(`manifest ${url} failed`);
}

/** Marks a module that stands in for a remote that could not be loaded. */
export interface FailedRemoteModule {
  __remoteLoadFailed: true;
  id: string;
  error: unknown;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && (value as FailedRemoteModule).__remoteLoadFailed === true;
}

/**
 * errorLoadRemote: a failed load yields a stand-in module instead of a rejection, so the region
 * renders its fallback and every other part of the page carries on.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-fallback',
    errorLoadRemote({ id, error }) {
      console.error(`[federation] could not load ${id}`, error);
      const failed: FailedRemoteModule = { __remoteLoadFailed: true, id, error };
      return failed;
    },
  };
}
