import type { RemoteEntry, RuntimeConfig } from '@marketplace/contracts';
import { OVERRIDE_QUERY, OVERRIDE_STORAGE_PREFIX } from '../../startup/override-keys';

/**
 * Local work on one remote: `?mf-override=mfe_search@http://localhost:3102/mf-manifest.json` (kept
 * for the visit in localStorage) or the localStorage key itself points one remote elsewhere.
 * An override runs foreign code in the page, so it is honoured only where the runtime config
 * allows it, and only for loopback origins.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OverrideDecision =
  { remote: string; url: string; accepted: true } | { remote: string; url: string; accepted: false; reason: string };

/** `listed`: the remotes of the runtime config; an override points one of them elsewhere, never adds one. */
export function judgeOverride(remote: string, url: string, allowOverrides: boolean, listed: readonly string[]): OverrideDecision {
  if (!listed.includes(remote)) return { remote, url, accepted: false, reason: 'unknown remote' };
  if (!allowOverrides) return { remote, url, accepted: false, reason: 'overrides are not allowed by the runtime config' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { remote, url, accepted: false, reason: 'not a URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { remote, url, accepted: false, reason: 'only http(s) manifests' };
  }
  if (!LOOPBACK.has(parsed.hostname)) return { remote, url, accepted: false, reason: 'only loopback origins may override' };
  if (!parsed.pathname.endsWith('/mf-manifest.json')) return { remote, url, accepted: false, reason: 'must point at mf-manifest.json' };
  return { remote, url: parsed.href, accepted: true };
}

/** Reads the query parameter (persisting it) and the stored overrides. */
export function requestedOverrides(location: Location, storage: Storage | undefined): Array<[string, string]> {
  const found = new Map<string, string>();
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(OVERRIDE_STORAGE_PREFIX)) found.set(key.slice(OVERRIDE_STORAGE_PREFIX.length), storage.getItem(key) ?? '');
    }
  } catch {
    // Storage blocked: only the query parameter applies.
  }
  for (const value of new URLSearchParams(location.search).getAll(OVERRIDE_QUERY)) {
    const at = value.indexOf('@');
    if (at <= 0) continue;
    const remote = value.slice(0, at);
    const url = value.slice(at + 1);
    found.set(remote, url);
    try {
      storage?.setItem(OVERRIDE_STORAGE_PREFIX + remote, url);
    } catch {
      // Not persisted; still applies to this page load.
    }
  }
  return [...found];
}

/**
 * The address without the refused overrides' query parameters, so a link copied, bookmarked or
 * kept as a visited page does not carry them on.
 */
function dropFromAddress(refused: ReadonlySet<string>): void {
  const url = new URL(window.location.href);
  const kept = url.searchParams.getAll(OVERRIDE_QUERY).filter((value) => !refused.has(value.slice(0, value.indexOf('@'))));
  url.searchParams.delete(OVERRIDE_QUERY);
  for (const value of kept) url.searchParams.append(OVERRIDE_QUERY, value);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The listed remotes with the accepted overrides' manifest URLs. A refused one is logged and
 * removed from storage and from the address, so it does not come back on every page load.
 */
export function applyOverrides(config: RuntimeConfig, requested: Array<[string, string]>, storage?: Storage): RemoteEntry[] {
  const remotes = config.remotes.map((remote) => ({ ...remote }));
  const refused = new Set<string>();
  for (const [remote, url] of requested) {
    const decision = judgeOverride(
      remote,
      url,
      config.allowOverrides,
      remotes.map((r) => r.name),
    );
    if (decision.accepted) {
      for (const listed of remotes) if (listed.name === decision.remote) listed.manifest = decision.url;
      console.warn(`[federation] override: ${decision.remote} is loaded from ${decision.url}`);
      continue;
    }
    refused.add(remote);
    let removed = false;
    try {
      const key = OVERRIDE_STORAGE_PREFIX + remote;
      if (storage && storage.getItem(key) !== null) {
        storage.removeItem(key);
        removed = true;
      }
    } catch {
      // Storage blocked: nothing was kept there either.
    }
    console.warn(
      `[federation] override refused for "${remote}" (${url}): ${decision.reason}${removed ? `; removed ${OVERRIDE_STORAGE_PREFIX}${remote} from localStorage` : ''}`,
    );
  }
  if (refused.size > 0) dropFromAddress(refused);
  return remotes;
}
