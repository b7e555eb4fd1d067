import { join } from 'node:path';
import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { shellContentSecurityPolicy } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { ageSiteWorker } from '../../scripts/lib/worker-clock';
import { freePort, ROOT } from './skew';

/** Waits until the site's service worker controls the page and has taken what its first load fetched. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
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
