import { DEMO, accountNav, signInWithForm } from '../support/account';
import { expectRemote } from '../support/site';
import { CONNECTION_LOSSES, offlineBanner, open, workerInControl } from '../support/offline';
import { expect, test } from '../support/test';

/**
 * The shop on a dropped connection (issue 'Works on a flaky phone connection'): with the site's
 * service worker, pages opened while connected open again offline, the cart works, a page never
 * opened explains itself inside the layout, and everything resumes online.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

for (const [loss, { cut, banner }] of Object.entries(CONNECTION_LOSSES)) {
  test(`${loss}: visited pages reopen from the cache with the banner, the cart works, an unvisited page offers what is available, and the region loads when the connection returns`, async ({
    page,
    context,
  }) => {
    await open(page, '/');
    await workerInControl(page);
    for (const path of ['/', '/category/electronics', '/product/e1', '/search?q=phone', '/faq']) {
      await open(page, path);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await open(page, '/product/e1');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    const restore = await cut(context);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bluetooth Speaker Bass Boom');

    await open(page, '/category/electronics');
    await expect(page.getByRole('link', { name: /Bluetooth Speaker Bass Boom/ }).first()).toBeVisible();
    await open(page, '/search?q=phone');
    await expectRemote(page, 'mfe_search');
    await expect(page.getByText(/phone/i).first()).toBeVisible();

    await open(page, '/cart');
    await expect(page.getByText('Bluetooth Speaker Bass Boom').first()).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity of Bluetooth Speaker Bass Boom' }).click();
    await expect(page.locator('[data-line-id="e1"]').getByTestId('line-quantity')).toHaveText('2');

    for (const unvisited of ['/login', '/about']) {
      await open(page, unvisited);
      await expect(page.getByRole('heading', { name: "This page isn't available offline" })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart' }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: /Bluetooth Speaker Bass Boom/ })).toBeVisible();

    await restore();
    // Lie-fi is found over by a probe on an interval, not by a browser event.
    await expect(banner(page)).toBeHidden({ timeout: 20_000 });
    await expectRemote(page, 'mfe_support');
    await expect(page.getByRole('heading', { name: "This page isn't available offline" })).toBeHidden();
  });
}

test("a signed-in shopper's orders already loaded reopen offline, and leave the phone at sign-out", async ({ page, context }) => {
  await open(page, '/login');
  await workerInControl(page);
  await signInWithForm(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await open(page, '/orders');
  const order = page.locator('article[data-order-id="ORD-2024-001"]');
  await expect(order).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(order).toBeVisible();

  await context.setOffline(false);
  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('site-orders-v1')).keys()).length)).toBe(0);
});
