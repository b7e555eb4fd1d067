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
 * language, without asking again: pages are public and the same for every shopper, so a busy page
 * costs its remote one render in this long, not one per shopper. A release of the remote is a new
 * key, never a stale hit.
 */
export const FRAGMENT_REUSE_MS = 10_000;
/**
 * After FRAGMENT_REUSE_MS and up to this age, a kept region is still served at once while one
 * request renews it behind the page: no shopper waits for a render a kept copy can stand in for,
 * and none falls back to the browser because a fragment server was busy at that moment. The same
 * minute a CDN keeps the page (`s-maxage=60`), so a change of data shows no later than there.
 */
export const FRAGMENT_STALE_MS = 60_000;
/** A renewal has no page waiting on it, so it may take longer than a page's budget. */
export const RENEWAL_BUDGET_MS = 5_000;
const REUSED_MAX = 2_000;

type Options = Parameters<typeof fetchFragment>[4];

/**
 * fetchFragment, with the fragments of the last FRAGMENT_STALE_MS kept (at most REUSED_MAX, the
 * oldest dropped first): fresh ones served as they are, older ones served while renewed. Concurrent
 * requests for a region no one keeps share one fetch. A failure is never kept: the next request
 * asks again, and a failed renewal leaves the kept copy to its age.
 */
export function createFragmentSource(fetchOne: typeof fetchFragment = fetchFragment, now: () => number = Date.now) {
  const kept = new Map<string, { fragment: FragmentResponse; at: number }>();
  const inFlight = new Map<string, Promise<FragmentResult>>();
  const renewing = new Set<string>();

  function keep(key: string, release: string, result: FragmentResult) {
    // Kept under the release the manifest names, so a fragment of another release is never kept.
    if (!('fragment' in result) || result.fragment.release !== release) return;
    kept.delete(key);
    kept.set(key, { fragment: result.fragment, at: now() });
    if (kept.size > REUSED_MAX) kept.delete(kept.keys().next().value as string);
  }

  return (
    remoteOrigin: string,
    release: string,
    address: string,
    language: Language,
    site: string,
    options: Options = {},
  ): Promise<FragmentResult> => {
    const key = `${remoteOrigin} ${release} ${language} ${site} ${address}`;
    const hit = kept.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < FRAGMENT_STALE_MS) {
      if (age >= FRAGMENT_REUSE_MS && !renewing.has(key)) {
        renewing.add(key);
        void fetchOne(remoteOrigin, address, language, site, { ...options, budgetMs: RENEWAL_BUDGET_MS })
          .then((result) => keep(key, release, result))
          .finally(() => renewing.delete(key));
      }
      return Promise.resolve({ fragment: hit.fragment });
    }
    const running = inFlight.get(key);
    if (running) return running;
    const fetching = fetchOne(remoteOrigin, address, language, site, options).then((result) => {
      inFlight.delete(key);
      keep(key, release, result);
      return result;
    });
    inFlight.set(key, fetching);
    return fetching;
  };
}
