import { expect, type Page } from '@playwright/test';

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
export const offlineBanner = (page: Page) => page.getByText("You're offline. Pages you have visited and your cart still work.");
