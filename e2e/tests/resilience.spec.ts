import { expect, test, type Page } from '../support/test';
import type { RemoteName } from '@marketplace/tooling';
import { bringBack, clearRenderFault, expectRemote, injectRenderFault, navigateInApp, takeDown } from '../support/site';

/** One page of each remote, and a page of another remote that must keep working meanwhile. */
const CASES: Array<{ remote: RemoteName; path: string; heading: string; other: { path: string; remote: RemoteName } }> = [
  { remote: 'mfe_catalog', path: '/products', heading: 'All Products', other: { path: '/faq', remote: 'mfe_support' } },
  { remote: 'mfe_search', path: '/search?q=dress', heading: 'Search results', other: { path: '/', remote: 'mfe_catalog' } },
  { remote: 'mfe_cart_checkout', path: '/cart', heading: 'Shopping Cart', other: { path: '/login', remote: 'mfe_account' } },
  { remote: 'mfe_account', path: '/login', heading: 'Login', other: { path: '/cart', remote: 'mfe_cart_checkout' } },
  { remote: 'mfe_support', path: '/faq', heading: 'Frequently Asked Questions', other: { path: '/search?q=tv', remote: 'mfe_search' } },
];

const errorScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

/** The shell's own parts work while a remote is failing: header, footer, language switch. */
async function expectShellWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const c of CASES) {
  test.describe(`${c.remote}`, () => {
    test('down: its region shows the fallback within 10 s, the rest works, Try Again recovers', async ({ page }) => {
      await takeDown(page, c.remote);
      const started = Date.now();
      await page.goto(c.path);
      await expect(errorScreen(page)).toBeVisible({ timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect(errorScreen(page).getByTestId('error-id')).toHaveText(/^ERR-[0-9A-F]{12}$/);
      await expect(errorScreen(page).getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(errorScreen(page).getByRole('button', { name: 'Refresh Page' })).toBeVisible();
      await expectShellWorks(page);

      // Another remote's route still works in the same page.
      await navigateInApp(page, c.other.path);
      await expectRemote(page, c.other.remote);

      // The remote comes back; Try Again loads it without a page reload.
      await navigateInApp(page, c.path);
      await expect(errorScreen(page)).toBeVisible({ timeout: 10_000 });
      await bringBack(page, c.remote);
      await errorScreen(page).getByRole('button', { name: 'Try Again' }).click();
      await expectRemote(page, c.remote);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeAttached();
      await expect(errorScreen(page)).toHaveCount(0);
    });

    test('throwing while rendering: contained to its region, the rest works, Try Again recovers', async ({ page }) => {
      await injectRenderFault(page, c.remote);
      await page.goto(c.path);
      await expect(errorScreen(page)).toBeVisible();
      await expect(errorScreen(page).getByTestId('error-id')).toHaveText(/^ERR-[0-9A-F]{12}$/);
      await expectShellWorks(page);

      await navigateInApp(page, c.other.path);
      await expectRemote(page, c.other.remote);

      await navigateInApp(page, c.path);
      await expect(errorScreen(page)).toBeVisible();
      await clearRenderFault(page);
      await errorScreen(page).getByRole('button', { name: 'Try Again' }).click();
      await expectRemote(page, c.remote);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeAttached();
    });
  });
}

test('with the cart remote down, the header keeps its cart link and count, and adding to the cart breaks nothing', async ({ page }) => {
  await takeDown(page, 'mfe_cart_checkout');
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Shopping cart, 0 items' });
  await expect(cartLink).toBeVisible();
  // The add asks for the cart team's code, which cannot load: the shell's link stays in place.
  await page.getByRole('button', { name: 'Add to Cart: Kitenge Print Maxi Dress' }).click();
  await expect(page.getByTestId('mini-cart')).toHaveCount(0);
  await expect(cartLink).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('a remote that hangs (no answer at all) gets its fallback within 10 s, never a blank page', async ({ page }) => {
  // Requests to the search remote are held forever: no response, no error.
  await page.route('http://localhost:3002/**', () => undefined);
  const started = Date.now();
  await page.goto('/search?q=lamp');
  await expect(errorScreen(page)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(page.getByRole('banner')).toBeVisible();
});
