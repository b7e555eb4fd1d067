import type { ConfigText } from './config-text';
import type { ManifestRequest } from './manifests';

/**
 * What the inline start-up script (./inline.ts, written into index.html by the build) hands the
 * shell's bundle: its `/env.json` request and the listed remotes' manifests. They are separate
 * bundles, so the handoff is one property of `window`. Without it (a server that strips the inline
 * script, a test) the shell fetches both itself.
 */
export interface StartupHandoff {
  config: Promise<ConfigText>;
  /** The requests for the manifests of the remotes the config lists (./manifests.ts). */
  manifests: Promise<ManifestRequest[]>;
  /**
   * Called by the shell's entry script when it runs: the page remote's scripts are fetched ahead
   * from then on. The entry arrives before the shared packages; fetched sooner, the remote's
   * scripts would take bandwidth from the shell's own chunks, which every page waits for first.
   */
  entryRunning(): void;
}

const KEY = '__marketplaceStartup';
type WithHandoff = typeof globalThis & { [KEY]?: StartupHandoff };

export function publishStartup(handoff: StartupHandoff): void {
  (globalThis as WithHandoff)[KEY] = handoff;
}

export function startupHandoff(): StartupHandoff | null {
  return (globalThis as WithHandoff)[KEY] ?? null;
}
