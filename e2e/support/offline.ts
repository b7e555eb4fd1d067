import { join } from 'node:path';
import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { shellContentSecurityPolicy } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { ageSiteWorker } from '../../scripts/lib/worker-clock';
import { freePort, ROOT } from './skew';

/**
 * Waits until the site's service worker controls the page and keeps the page's release: its frame
 * (`/index.html`) cached and confirmed against the shell's asset manifest. A release deployed
 * before that is the first one the worker keeps, not a newer one to announce.
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const frame = await (await caches.open('site-documents-v2')).match(`${location.origin}/index.html`);
          const records = await (await caches.open('site-records-v1')).match('/__site-records__');
          const confirmed = records ? ((await records.json()) as { shellAssets?: string }).shellAssets !== undefined : false;
          return frame !== undefined && confirmed;
        }),
      { message: "the worker keeps the page's release", timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits until the worker holds the cart page's module (the remote's entry and the chunks of its
 * `./CartPage`), which the shell fetches through it once the page has loaded and the browser is
 * idle, so that the cart opens offline though never opened online.
 */
export async function cartKeptForOffline(page: Page): Promise<void> {
  const config = (await (await page.request.get('/env.json')).json()) as RuntimeConfig;
  const cart = config.remotes.find((remote) => remote.name === 'mfe_cart_checkout');
  expect(cart, 'the cart remote is listed in /env.json').toBeDefined();
  const manifest = (await (await page.request.get(cart!.manifest)).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const cartPage = manifest.exposes.find((expose) => expose.name === 'CartPage');
  expect(cartPage, 'the cart remote exposes CartPage').toBeDefined();
  const files = [manifest.metaData.remoteEntry.name, ...cartPage!.assets.js.sync].map((file) => new URL(file, cart!.manifest).href);
  await expect
    .poll(
      () =>
        page.evaluate(async (urls) => {
          const kept = await caches.open('site-files-v1');
          const found = await Promise.all(urls.map((url) => kept.match(url)));
          return urls.filter((_, i) => !found[i]);
        }, files),
      { message: "the cart page's files the worker has not kept", timeout: 30_000 },
    )
    .toEqual([]);
}

/** A full page load, as a shopper opening a link or reloading: every document goes through the worker. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
}

/** The offline banner, in English. */
const offlineBanner = (page: Page) => page.getByText("You're offline. Pages you have visited and your cart still work.");

/** The banner when the browser says it is online and the shop does not answer, in English. */
const unreachableBanner = (page: Page) =>
  page.getByText("The shop can't be reached right now. Pages you have visited and your cart still work.");

/**
 * Two ways a connection is lost. `offline`: the browser's own emulation (whether it then says
 * `navigator.onLine === false` for a page its worker serves depends on the Chromium release, so
 * either banner may show). `lie-fi`: every request of the context, the service worker's too, fails
 * at the network while the browser says it is online: a used-up bundle, a captive portal.
 */
export const CONNECTION_LOSSES = {
  offline: {
    async cut(context: BrowserContext): Promise<() => Promise<void>> {
      await context.setOffline(true);
      return () => context.setOffline(false);
    },
    banner: (page: Page) => offlineBanner(page).or(unreachableBanner(page)),
  },
  'lie-fi': {
    async cut(context: BrowserContext): Promise<() => Promise<void>> {
      const dead = (route: Route) => route.abort('internetdisconnected');
      await context.route('**/*', dead);
      return () => context.unroute('**/*', dead);
    },
    banner: unreachableBanner,
  },
} as const;

/**
 * The shell's production build (or a copy, `root`) served on an origin of its own with `config` as
 * its /env.json: a site whose worker and caches no other spec shares.
 */
export async function serveShell(
  config: RuntimeConfig,
  root = join(ROOT, 'shell', 'dist'),
  port?: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = await serveStatic({
    root,
    port: port ?? (await freePort()),
    spa: true,
    files: { 'env.json': JSON.stringify(config) },
    csp: (nonce) => shellContentSecurityPolicy(config, nonce),
  });
  return server;
}

/**
 * Asks the worker to look for newer releases, as the shell does on its navigations, as if its last
 * check were long ago (it asks a server about a document at most every few minutes).
 */
export async function checkReleasesNow(page: Page): Promise<void> {
  await ageSiteWorker(page.context(), page, 10 * 60_000);
  await askForReleases(page);
}

/** Asks the worker to look for newer releases, as the shell does on each navigation. */
async function askForReleases(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'check-releases' }));
}

/**
 * What the site's worker holds, for a failing test to print: its records (when each document was
 * confirmed, the files of each release, the shell's asset manifest) and the documents it keeps.
 */
export async function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const records = await (await (await caches.open('site-records-v1')).match('/__site-records__'))?.text();
    const documents = await (await caches.open('site-documents-v2')).keys();
    const files = await (await caches.open('site-files-v1')).keys();
    return JSON.stringify(
      { now: Date.now(), records: records ?? null, documents: documents.map((r) => r.url), files: files.map((r) => r.url) },
      null,
      1,
    );
  });
}
