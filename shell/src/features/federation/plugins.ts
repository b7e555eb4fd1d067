import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACTS_MANIFEST_FIELD, CONTRACTS_VERSION, isTrimmedShare, judgeContractsRange } from '@marketplace/contracts';
import { startupHandoff } from '../../startup/handoff';

const MANIFEST_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 2500;
const SCRIPT_TIMEOUT_MS = 6000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries manifest fetches (a remote restarting, a flaky network) with a per-attempt timeout, and
 * bounds script loading, so a remote that does not answer fails within seconds, not minutes.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-retry',
    fetch(url, init) {
      return url.endsWith('mf-manifest.json') ? fetchManifest(url, init) : undefined;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}

async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  // The start-up warm-up may have fetched it already.
  const warm = await startupHandoff()?.takeManifest(url)?.catch(() => undefined);
  if (warm?.ok) return warm;
  let lastError: unknown;
  for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt++) {
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
    if (attempt < MANIFEST_ATTEMPTS) await sleep(200 * attempt);
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

/** A remote refused because it was built against incompatible contracts. */
export class ContractsMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: string,
  ) {
    super(`[federation] ${remote} refused: ${reason}; rebuild it against contracts ${CONTRACTS_VERSION.split('.')[0]}.x`);
    this.name = 'ContractsMismatchError';
  }
}

/**
 * Checks the contracts range a remote's manifest records (contracts' remoteFederationOptions writes
 * it) as soon as the manifest arrives, before the remote's entry or any of its modules is fetched.
 * Another major is refused: the load rejects, so the fallback plugin and the region's error screen
 * take over. The rejection stays cached with the manifest until Try Again re-registers the remote.
 */
export function contractsPlugin(hostVersion: string = CONTRACTS_VERSION): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-contracts',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const recorded = (args.manifestJson.metaData as unknown as Record<string, unknown>)[CONTRACTS_MANIFEST_FIELD];
      const verdict = judgeContractsRange(recorded, hostVersion);
      if (verdict.compatible) return args;
      const refusal = new ContractsMismatchError(args.moduleInfo.name, verdict.reason);
      console.error(refusal.message);
      throw refusal;
    },
  };
}

/**
 * Hands every app the trimmed copy of a trimmed share (contracts' isTrimmedShare) once one runs.
 * A remote built without that config (a developer's dev server behind an override) would
 * otherwise be given the whole copy beside it: a second router, a second i18n context. The
 * trimmed copies hold every export any app imports (scripts/shared-exports.test.ts). Registered
 * globally, since each remote resolves its shares in a federation instance of its own.
 */
export function trimmedSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-trimmed-shares',
    resolveShare(args) {
      if (!isTrimmedShare(args.pkgName)) return args;
      const resolve = args.resolver;
      args.resolver = () => {
        const resolved = resolve();
        return resolved?.shared.treeShaking ? { ...resolved, useTreesShaking: true } : resolved;
      };
      return args;
    },
  };
}
