import type { Browser } from 'playwright-core';
import { CLIENT_NAVIGATION, KB } from '@marketplace/tooling';
import { navigate, newContext, settle, throttle, workerReady } from './bench-page';
import { bytesWhile, largest, networkQuiet, type NetworkCost } from './network-cost';
import { judge, kb, type Verdict } from './bench-report';

/**
 * `/` cold, then a client navigation to a search, then a warm repeat visit of `/`, in one browser
 * profile as a shopper makes them. Both figures are the network's (./network-cost.ts): the worker
 * controls the page from the first visit on and fetches the search remote's chunks and the
 * revalidated documents itself, where the page's Resource Timing sees nothing.
 */
export async function journey(browser: Browser, base: string): Promise<{ navigation: NetworkCost; warm: NetworkCost }> {
  const context = await newContext(browser, 'br');
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${base}${CLIENT_NAVIGATION.from}`, { waitUntil: 'load', timeout: 120_000 });
    await settle(page, 'mfe-catalog');
    // The worker's installation and the files it takes over from the first load are the first
    // visit's cost, not the navigation's.
    await workerReady(page);
    await networkQuiet(context);
    const navigation = await bytesWhile(context, () => navigate(page, CLIENT_NAVIGATION.linkTo, CLIENT_NAVIGATION.remote));
    const warm = await bytesWhile(context, async () => {
      const again = await context.newPage();
      await throttle(context, again);
      await again.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
      await settle(again, 'mfe-catalog');
    });
    return { navigation, warm };
  } finally {
    await context.close();
  }
}

const requestsOf = (cost: NetworkCost) => `${cost.requests} requests (${cost.workerRequests} by the worker)`;

export function navigationLine(cost: NetworkCost, budgetKB = CLIENT_NAVIGATION.extraJsKB): Verdict & { line: string } {
  const verdict = judge([{ what: 'client navigation JS', value: cost.jsBytes, limit: budgetKB * KB, show: kb }]);
  return {
    ...verdict,
    line: `Client navigation ${CLIENT_NAVIGATION.from} -> ${CLIENT_NAVIGATION.linkTo}: +${kb(cost.jsBytes)} JS (budget ${budgetKB} KB) ${verdict.mark}; ${kb(cost.bytes)} in all, in ${requestsOf(cost)}`,
  };
}

/** No budget: what a repeat visit still costs, each request named. */
export function warmLine(cost: NetworkCost): string {
  return `Warm repeat visit of /: ${kb(cost.bytes)} in ${requestsOf(cost)}: ${largest(cost, cost.requests) || 'nothing'}`;
}
