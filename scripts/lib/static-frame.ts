import { REMOTES } from '@marketplace/build';
import { STATIC_FRAME_FILE } from '../../mfe-catalog/build/static-frame';

/**
 * Where the catalog's server of a local run serves the storefront headline's fragment: the shell's
 * page takes it from there when the site starts, as the shell image's entrypoint takes it from
 * STATIC_FRAME_URL (deploy/docker-entrypoint-env.sh).
 */
export function staticFrameUrl({ portOffset = 0, host = 'localhost' } = {}): string {
  return `http://${host}:${REMOTES.mfe_catalog.port + portOffset}/${STATIC_FRAME_FILE}`;
}

/**
 * The fragment at `url`, or undefined (with a warning) when it cannot be had in time: the page then
 * paints its frame without the headline, as a container whose fetch failed does.
 */
export async function fetchStaticFrame(url: string, timeoutMs = 5000): Promise<string | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const fragment = (await res.text()).trim();
    if (fragment === '') throw new Error('it is empty');
    return fragment;
  } catch (error) {
    console.warn(
      `static frame: no storefront headline from ${url} (${error instanceof Error ? error.message : String(error)}); the page shows its frame without it`,
    );
    return undefined;
  }
}
