import { expect, type Page } from '@playwright/test';
import { REMOTES, type RemoteName } from '@marketplace/tooling';

export const SHELL_URL = 'http://localhost:3000';

export function originOf(remote: RemoteName): string {
  return `http://localhost:${REMOTES[remote].port}`;
}

/** The DOM id each remote gives its root element (see each remote's src/remote.ts). */
export function domId(remote: RemoteName): string {
  return REMOTES[remote].folder;
}

/** Makes a remote's server stop answering: every request to its origin is aborted. */
export async function takeDown(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${originOf(remote)}/**`, (route) => route.abort('connectionrefused'));
}

export async function bringBack(page: Page, remote: RemoteName): Promise<void> {
  await page.unroute(`${originOf(remote)}/**`);
}

/**
 * Makes a remote's own code throw while rendering, for as long as `window.__e2eFault` names it.
 * The fault is injected at the network edge into the remote's real production chunks: the
 * string literal that names the remote's root element becomes an expression that throws.
 */
export async function injectRenderFault(page: Page, remote: RemoteName): Promise<void> {
  const id = domId(remote);
  await page.addInitScript((name) => {
    (window as unknown as { __e2eFault?: string }).__e2eFault = name;
  }, id);
  await page.route(`${originOf(remote)}/static/js/**`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const marker = `remote:"${id}"`;
    const faulty = body
      .split(marker)
      .join(`remote:(window.__e2eFault==="${id}"?(()=>{throw new Error("injected render fault in ${id}")})():"${id}")`);
    await route.fulfill({ response, body: faulty });
  });
}

export async function clearRenderFault(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eFault?: string }).__e2eFault = undefined;
  });
}

/** Waits until the region of `remote` has rendered (its root element is in the page). */
export async function expectRemote(page: Page, remote: RemoteName): Promise<void> {
  await expect(page.locator(`[data-remote="${domId(remote)}"]`).first()).toBeVisible();
}

/**
 * Waits until the page's region is live: the one the server composed hydrated, or given to the
 * browser to render. A tap before then is held by the page (shell/src/startup/early-input.ts), so
 * Playwright's `check()` would see no change, and a test about the form, not the wait, types after.
 */
export async function regionLive(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-server-region]:not([data-hydrated])').length)).toBe(0);
}

/** Holds every request matching `url` until the returned function is called, then lets them all go. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Client-side navigation, as a shopper following a link: the page is not reloaded. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // Not before the shell's layout is in: until its router listens, a link's popstate reaches no one
  // (a shopper sees no link to follow before then either).
  await page.waitForFunction(() => document.getElementById('main-content') !== null);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a page the browser renders (the cart), so the next page reached with navigateInApp is
 * rendered and read in the browser: a page the server composes reads nothing there on its load.
 */
export async function openInBrowser(page: Page): Promise<void> {
  await page.goto('/cart');
  await expectRemote(page, 'mfe_cart_checkout');
}

/** The console errors, uncaught errors and scripts of a page, as they come. */
export function watchPage(page: Page) {
  const seen = { errors: [] as string[], pageErrors: [] as Error[], scripts: [] as string[] };
  page.on('console', (m) => m.type() === 'error' && seen.errors.push(m.text()));
  page.on('pageerror', (e) => seen.pageErrors.push(e));
  page.on('request', (r) => r.resourceType() === 'script' && seen.scripts.push(r.url()));
  return seen;
}

/**
 * What a page reports wrong while it hydrates (console errors and warnings, uncaught errors) and
 * every read of the backend's REST API it sends (`METHOD url`), from the moment it opens.
 */
export function watchHydration(page: Page): { problems: string[]; reads: string[] } {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    // The suite's own doing (playwright.config.ts blocks service workers), not the page's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) reads.push(`${request.method()} ${request.url()}`);
  });
  return { problems, reads };
}

/** The spec's render-failure screen of a region. */
export const errorScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });
