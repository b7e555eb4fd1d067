import type { Browser, BrowserContext, Page } from 'playwright-core';
import { KB } from '@marketplace/tooling';
import { navigate, newContext, settle, throttle, workerReady } from './bench-page';
import { judge, kb, ms, type Verdict } from './bench-report';
import { bytesWhile, largest, type NetworkCost } from './network-cost';
import { ageSiteWorker } from './worker-clock';

/**
 * The service worker's part of `npm run bench` (issue 'Works on a flaky phone connection'):
 * repeat visits online and offline against the same page's cold LCP, and the bytes a signed-in
 * shopper pays for a journey on a first visit and on a repeat visit the next day.
 */
export interface RepeatPage {
  path: string;
  remote: string;
  coldLcp: number;
}

const REPEAT_LCP_MS = 1000;
const REPEAT_RATIO = 0.5;
const OFFLINE_LCP_MS = 1200;
const REPEAT_JOURNEY_BYTES = 30 * KB;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Offline, the shell shows one of its two banners: whether Chromium's offline emulation makes
 * `navigator.onLine` false for a page its worker serves depends on the release (Debian's 150 keeps
 * it true, and the shell finds the shop unreachable instead).
 */
const OFFLINE_BANNER = "You're offline. Pages you have visited and your cart still work.";
const UNREACHABLE_BANNER = "The shop can't be reached right now. Pages you have visited and your cart still work.";
/** How long the shell may take to say it is offline: the connection check's own give-up time and more. */
const BANNER_WAIT_MS = 10_000;

const lcpOf = (page: Page) => page.evaluate(() => (window as unknown as { __perf: { lcp: number } }).__perf.lcp);

async function load(context: BrowserContext, url: string, remote: string): Promise<Page> {
  const page = await context.newPage();
  await throttle(context, page);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await settle(page, remote);
  return page;
}

/** A page's repeat visit, online then offline, after a first visit and one more load through the worker. */
async function repeatVisit(
  browser: Browser,
  base: string,
  { path, remote }: RepeatPage,
): Promise<{ online: number; offline: number; banner: boolean }> {
  const context = await newContext(browser, 'br');
  try {
    const first = await load(context, `${base}${path}`, remote);
    await workerReady(first);
    await first.close();
    await (await load(context, `${base}${path}`, remote)).close();
    const online = await load(context, `${base}${path}`, remote);
    const onlineLcp = await lcpOf(online);
    await online.close();
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await offline.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout: 30_000 });
    // A composed page shows its region from the HTML, before the shell has found out it is offline.
    const banner = await offline
      .getByText(OFFLINE_BANNER)
      .or(offline.getByText(UNREACHABLE_BANNER))
      .waitFor({ timeout: BANNER_WAIT_MS })
      .then(
        () => true,
        () => false,
      );
    return { online: onlineLcp, offline: await lcpOf(offline), banner };
  } finally {
    await context.close();
  }
}

/** home → category → product → add to cart → cart → checkout, as links take a shopper. */
async function journey(context: BrowserContext, base: string): Promise<void> {
  const page = await load(context, `${base}/`, 'mfe-catalog');
  await navigate(page, '/category/electronics', 'mfe-catalog');
  await navigate(page, '/product/e1', 'mfe-catalog');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.waitForLoadState('networkidle');
  await navigate(page, '/cart', 'mfe-cart-checkout');
  await navigate(page, '/checkout', 'mfe-cart-checkout');
  await page.close();
}

/** The repeat visit of the next day. */
async function aDayLater(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await ageSiteWorker(context, page, DAY_MS);
  await page.close();
}

async function signedIn(
  browser: Browser,
  base: string,
  supabase: { url: string; anonKey: string },
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const response = await fetch(`${supabase.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabase.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in for the journey failed: ${response.status}`);
  const session = await response.text();
  const context = await newContext(browser, 'br');
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    ['sb-auth-token', session],
  );
  return context;
}

/** A page's row of the repeat-visit table. */
export function repeatRow(
  { path, coldLcp }: RepeatPage,
  { online, offline, banner }: { online: number; offline: number; banner: boolean },
): Verdict & { line: string } {
  const verdict = judge(
    [
      { what: 'repeat LCP', value: online, limit: REPEAT_LCP_MS, show: ms },
      { what: 'repeat/cold LCP', value: online / coldLcp, limit: REPEAT_RATIO, show: (n) => n.toFixed(2) },
      { what: 'offline LCP', value: offline, limit: OFFLINE_LCP_MS, show: ms },
    ],
    banner ? [] : ['offline without the offline banner'],
  );
  const line = [
    path.padEnd(22),
    coldLcp.toFixed(0).padStart(6),
    online.toFixed(0).padStart(7),
    (online / coldLcp).toFixed(2).padStart(5),
    offline.toFixed(0).padStart(8),
    (banner ? 'yes' : 'NO').padEnd(6),
    verdict.mark,
  ].join('  ');
  return { ...verdict, line, broken: verdict.broken.map((b) => `${path} ${b}`) };
}

/** The data saver's lines: the first visit, and the next day's held to its budget. */
export function dataSaverLines(first: NetworkCost, repeat: NetworkCost, budget = REPEAT_JOURNEY_BYTES): Verdict & { lines: string[] } {
  const verdict = judge([{ what: 'repeat journey', value: repeat.bytes, limit: budget, show: kb }]);
  return {
    ...verdict,
    lines: [
      `  first visit ${kb(first.bytes)} in ${first.requests} requests; repeat visit the next day ${kb(repeat.bytes)} in ${repeat.requests} requests (budget ${kb(budget)}) ${verdict.mark}`,
      `  largest on the repeat visit: ${largest(repeat)}`,
    ],
  };
}

export async function offlineBench(
  browser: Browser,
  base: string,
  supabase: { url: string; anonKey: string },
  account: { email: string; password: string },
  pages: readonly RepeatPage[],
): Promise<string[]> {
  const problems: string[] = [];
  console.log('\nRepeat visits with the service worker (mobile profile): LCP ms');
  console.log(['page'.padEnd(22), 'cold'.padStart(6), 'online'.padStart(7), 'ratio', 'offline'.padStart(8), 'banner'].join('  '));
  for (const target of pages) {
    const row = repeatRow(target, await repeatVisit(browser, base, target));
    console.log(row.line);
    problems.push(...row.broken);
  }

  const context = await signedIn(browser, base, supabase, account);
  try {
    const first = await bytesWhile(context, () => journey(context, base));
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await workerReady(page);
    await page.close();
    await aDayLater(context, base);
    const repeat = await bytesWhile(context, () => journey(context, base));
    console.log(`\nData saver, signed-in journey (home, category, product, add to cart, cart, checkout):`);
    const saver = dataSaverLines(first, repeat);
    for (const line of saver.lines) console.log(line);
    problems.push(...saver.broken);
  } finally {
    await context.close();
  }
  return problems;
}
