import type { Browser, BrowserContext, Page } from 'playwright-core';
import { KB } from '@marketplace/build';
import { newContext, settle, throttle } from './bench-page';
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
const BANNER = "You're offline. Pages you have visited and your cart still work.";

const lcpOf = (page: Page) => page.evaluate(() => (window as unknown as { __perf: { lcp: number } }).__perf.lcp);

async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

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
    const banner = await offline.getByText(BANNER).isVisible();
    return { online: onlineLcp, offline: await lcpOf(offline), banner };
  } finally {
    await context.close();
  }
}

/** Bytes that crossed the network in `context` (the worker's own requests included) while `run` ran. */
async function bytesWhile(
  context: BrowserContext,
  run: () => Promise<void>,
): Promise<{ bytes: number; requests: number; largest: string }> {
  const costs: Array<{ what: string; bytes: number }> = [];
  const count = async (request: import('playwright-core').Request) => {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes();
    const url = new URL(request.url());
    costs.push({
      what: `${request.method()} ${url.port}${url.pathname}${request.serviceWorker() ? ' (worker)' : ''} ${response.status()}`,
      bytes: sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize,
    });
  };
  const pending: Promise<void>[] = [];
  const listener = (request: import('playwright-core').Request) => void pending.push(count(request).catch(() => undefined));
  context.on('requestfinished', listener);
  try {
    await run();
  } finally {
    context.off('requestfinished', listener);
  }
  await Promise.all(pending);
  const largest = [...costs]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((cost) => `${cost.what} ${(cost.bytes / KB).toFixed(1)} KB`)
    .join(', ');
  return { bytes: costs.reduce((sum, cost) => sum + cost.bytes, 0), requests: costs.length, largest };
}

async function navigate(page: Page, path: string, remote: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page, remote);
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

export async function offlineBench(
  browser: Browser,
  base: string,
  supabase: { url: string; anonKey: string },
  account: { email: string; password: string },
  pages: readonly RepeatPage[],
): Promise<string[]> {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  console.log('\nRepeat visits with the service worker (mobile profile): LCP ms');
  console.log(['page'.padEnd(22), 'cold'.padStart(6), 'online'.padStart(7), 'ratio', 'offline'.padStart(8), 'banner'].join('  '));
  for (const target of pages) {
    const { online, offline, banner } = await repeatVisit(browser, base, target);
    const ratio = online / target.coldLcp;
    console.log(
      [
        target.path.padEnd(22),
        target.coldLcp.toFixed(0).padStart(6),
        online.toFixed(0).padStart(7),
        ratio.toFixed(2).padStart(5),
        offline.toFixed(0).padStart(8),
        banner ? 'yes' : 'NO',
      ].join('  '),
    );
    if (online > REPEAT_LCP_MS) problems.push(`${target.path} repeat LCP ${online.toFixed(0)} > ${REPEAT_LCP_MS} ms`);
    if (ratio > REPEAT_RATIO) problems.push(`${target.path} repeat/cold LCP ${ratio.toFixed(2)} > ${REPEAT_RATIO}`);
    if (offline > OFFLINE_LCP_MS) problems.push(`${target.path} offline LCP ${offline.toFixed(0)} > ${OFFLINE_LCP_MS} ms`);
    if (!banner) problems.push(`${target.path} offline without the offline banner`);
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
    console.log(
      `  first visit ${kb(first.bytes)} in ${first.requests} requests; repeat visit the next day ${kb(repeat.bytes)} in ${repeat.requests} requests (budget ${kb(REPEAT_JOURNEY_BYTES)})`,
    );
    console.log(`  largest on the repeat visit: ${repeat.largest}`);
    if (repeat.bytes > REPEAT_JOURNEY_BYTES) problems.push(`repeat journey ${kb(repeat.bytes)} > ${kb(REPEAT_JOURNEY_BYTES)}`);
  } finally {
    await context.close();
  }
  return problems;
}
