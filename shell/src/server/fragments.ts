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
  { budgetMs = FRAGMENT_BUDGET_MS, fetchImpl = fetch }: { budgetMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<FragmentResult> {
  const url = fragmentRequestUrl(remoteOrigin, address, language);
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
