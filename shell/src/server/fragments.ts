import { fragmentRequestUrl, parseFragment, type FragmentResponse } from '@marketplace/contracts/fragment';
import type { Language } from '@marketplace/contracts';

/**
 * How long a page waits for a region's server: past it the region is the browser's to render, as
 * on a page the server did not compose. A few hundred milliseconds: a warm fragment server answers
 * a product in tens, and no team can hold a page longer than this.
 */
export const FRAGMENT_BUDGET_MS = 300;

export type FragmentResult = { fragment: FragmentResponse } | { problem: string };

/**
 * A region from its remote's deployment within `budgetMs`, or why the browser renders it instead:
 * down, slow, a 5xx, an answer cut short or not of the contract's shape.
 */
export async function fetchFragment(
  remoteOrigin: string,
  address: string,
  language: Language,
  site: string,
  { budgetMs = FRAGMENT_BUDGET_MS, fetchImpl = fetch }: { budgetMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<FragmentResult> {
  const url = fragmentRequestUrl(remoteOrigin, address, language, site);
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(budgetMs), headers: { Accept: 'application/json' } });
    if (!response.ok) return { problem: `${url} answered ${response.status}` };
    const body: unknown = await response.json();
    return parseFragment(body);
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `took longer than ${budgetMs} ms` : 'failed or was cut short';
    return { problem: `${url} ${why}` };
  }
}

/**
 * How long the page server reuses a region it was given, per remote release, address and
 * language: pages are public and the same for every shopper, so a busy page costs its remote one
 * render in this long, not one per shopper. A release of the remote is a new key, never a stale hit.
 */
export const FRAGMENT_REUSE_MS = 10_000;
const REUSED_MAX = 2_000;

/**
 * fetchFragment, with the fragments of the last FRAGMENT_REUSE_MS kept (at most REUSED_MAX, the
 * oldest dropped first) and concurrent requests for one region sharing one fetch. A failure is
 * never kept: the next request asks again.
 */
export function createFragmentSource(fetchOne: typeof fetchFragment = fetchFragment) {
  const kept = new Map<string, { fragment: FragmentResponse; until: number }>();
  const inFlight = new Map<string, Promise<FragmentResult>>();
  return (
    remoteOrigin: string,
    release: string,
    address: string,
    language: Language,
    site: string,
    options: Parameters<typeof fetchFragment>[4] = {},
  ): Promise<FragmentResult> => {
    const key = `${remoteOrigin} ${release} ${language} ${site} ${address}`;
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return Promise.resolve({ fragment: hit.fragment });
    const running = inFlight.get(key);
    if (running) return running;
    const fetching = fetchOne(remoteOrigin, address, language, site, options).then((result) => {
      inFlight.delete(key);
      // Kept under the release the manifest names, so a fragment of another release is never kept.
      if ('fragment' in result && result.fragment.release === release) {
        kept.delete(key);
        kept.set(key, { fragment: result.fragment, until: Date.now() + FRAGMENT_REUSE_MS });
        if (kept.size > REUSED_MAX) kept.delete(kept.keys().next().value as string);
      }
      return result;
    });
    inFlight.set(key, fetching);
    return fetching;
  };
}
