/**
 * Where a developer's remote overrides are asked for (see lib/federation/override.ts): the
 * query parameter, and the localStorage keys that keep them for the visit.
 */
export const OVERRIDE_QUERY = 'mf-override';
export const OVERRIDE_STORAGE_PREFIX = 'mf-override:';

/** Whether this page load may point a remote elsewhere (the warm-up then leaves remotes alone). */
export function overrideRequested(search: string, storage: Storage | null): boolean {
  if (new URLSearchParams(search).has(OVERRIDE_QUERY)) return true;
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      if (storage.key(i)?.startsWith(OVERRIDE_STORAGE_PREFIX)) return true;
    }
  } catch {
    // Storage blocked: nothing kept there.
  }
  return false;
}
