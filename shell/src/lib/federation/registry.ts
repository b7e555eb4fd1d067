import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@marketplace/contracts';
import { fallbackPlugin, isFailedRemoteModule, retryPlugin } from './plugins';
import type { Site } from './site';

const LOAD_DEADLINE_MS = 7000;
let registered: { remotes: readonly RemoteEntry[]; site: Site } | null = null;

/**
 * Registers every listed remote by its manifest URL (from /env.json, after overrides). The
 * runtime reads each manifest from the site (the release the router was built from); the shares
 * plugin, registered by the entry, has already checked what each needs.
 */
export function initFederation(remotes: readonly RemoteEntry[], site: Site): void {
  registered = { remotes, site };
  registerPlugins([retryPlugin((url) => site.manifestJson(url)), fallbackPlugin()]);
  registerRemotes(remotes.map(({ name, manifest }) => ({ name, entry: manifest })));
}

/**
 * Forgets a remote's cached manifest, entry and modules so the next load fetches it afresh:
 * what Try Again needs after the remote was down.
 */
export function resetRemote(remote: string): void {
  const entry = registered?.remotes.find((r) => r.name === remote);
  if (!registered || !entry) return;
  registered.site.forget(remote);
  registerRemotes([{ name: remote, entry: entry.manifest }], { force: true });
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    cause: unknown,
  ) {
    super(`${remote}/${module.replace(/^\.\//, '')} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

// Loads in flight, by module: the start-up warm-up and the region that asks next share one load.
const inflight = new Map<string, Promise<unknown>>();

/**
 * Loads an exposed module; rejects with RemoteLoadError within a deadline, never hangs. Callers
 * asking for a module already on its way share that load.
 */
export function loadExposed<T>(remote: string, module: string): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const running = inflight.get(id);
  if (running) return running as Promise<T>;
  const load = loadWithDeadline<T>(remote, module, id).finally(() => inflight.delete(id));
  inflight.set(id, load);
  return load;
}

async function loadWithDeadline<T>(remote: string, module: string, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${LOAD_DEADLINE_MS} ms`)), LOAD_DEADLINE_MS);
  });
  try {
    const loaded = await Promise.race([loadRemote<T>(id), deadline]);
    if (loaded == null || isFailedRemoteModule(loaded)) {
      throw new RemoteLoadError(remote, module, isFailedRemoteModule(loaded) ? loaded.error : 'empty module');
    }
    return loaded;
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, module, error);
  } finally {
    clearTimeout(timer);
  }
}
