/**
 * The manifests of every remote `/env.json` lists, fetched in parallel as soon as the config is
 * in: they declare the site's pages, so the page's own remote is known one round trip after the
 * config, as it was with a route table built into the shell, and no manifest waits for another.
 * No shared packages here: the inline start-up script and the shell's entry run it before any has
 * loaded; the bootstrap validates the config properly (contracts' parseRuntimeConfig).
 */
import type { ConfigText } from './config-text';

export interface ListedRemote {
  name: string;
  manifest: string;
}

/** A listed remote's manifest at start-up: its JSON, or why there is none. */
export interface ManifestAnswer extends ListedRemote {
  json: unknown;
  problem: string | null;
}

const MANIFEST_TIMEOUT_MS = 2500;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The config text's remotes, in order, each with a name and an http(s) manifest URL; nothing else. */
export function listedRemotes(configText: string, base: string): ListedRemote[] {
  let config: unknown;
  try {
    config = JSON.parse(configText);
  } catch {
    return [];
  }
  const remotes = isRecord(config) && Array.isArray(config.remotes) ? config.remotes : [];
  const listed: ListedRemote[] = [];
  for (const entry of remotes) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.manifest !== 'string') continue;
    const url = httpUrl(entry.manifest, base);
    if (url && !listed.some((r) => r.name === entry.name)) listed.push({ name: entry.name, manifest: url });
  }
  return listed;
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One attempt within a deadline: the shell retries what is missing once it runs. */
export async function fetchManifestJson(url: string, timeoutMs = MANIFEST_TIMEOUT_MS): Promise<{ json: unknown; problem: string | null }> {
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { json: null, problem: `manifest ${url} answered ${response.status}` };
    return { json: await response.json(), problem: null };
  } catch (error) {
    return { json: null, problem: `manifest ${url} could not be loaded (${error instanceof Error ? error.message : 'network error'})` };
  }
}

/** The listed remotes' manifests, requested as soon as the config is in. */
export function requestManifestsOfConfig(config: Promise<ConfigText>): Promise<ManifestRequest[]> {
  return config.then((result) => (result.ok ? requestManifests(listedRemotes(result.text, window.location.href)) : []));
}

/** A listed remote's manifest request; `settled` is its answer once it has one. */
export interface ManifestRequest extends ListedRemote {
  answer: Promise<ManifestAnswer>;
  settled: ManifestAnswer | null;
}

/** Every listed remote's manifest, requested at once. */
function requestManifests(remotes: readonly ListedRemote[]): ManifestRequest[] {
  return remotes.map((remote) => {
    const request: ManifestRequest = { ...remote, settled: null, answer: Promise.resolve(null as never) };
    request.answer = fetchManifestJson(remote.manifest).then((result) => (request.settled = { ...remote, ...result }));
    return request;
  });
}

/**
 * The answers in once every request has settled, or by `waitMs` with the rest still on their way:
 * a remote that does not answer must not hold back the pages of the others.
 */
export async function answersWithin(requests: readonly ManifestRequest[], waitMs: number): Promise<ManifestAnswer[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([Promise.all(requests.map((r) => r.answer)), deadline]);
  clearTimeout(timer);
  return requests.flatMap((r) => (r.settled ? [r.settled] : []));
}
