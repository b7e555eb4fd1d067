import { DEMO, accountNav, signInWithForm } from '../support/account';
import { expectRemote, watchPage } from '../support/site';
import { CONNECTION_LOSSES, cartKeptForOffline, open, workerInControl } from '../support/offline';
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
    await cartKeptForOffline(page);
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
  await expect(CONNECTION_LOSSES.offline.banner(page)).toBeVisible();
  await expect(order).toBeVisible();

  await context.setOffline(false);
  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('site-orders-v1')).keys()).length)).toBe(0);
});

test("a page the server composed opens again from the phone while the server's lifetime for it lasts, only in the language read, and offline as composed", async ({
  page,
  context,
}) => {
  const region = page.locator('[data-server-region="mfe_catalog"]');
  await open(page, '/product/e1');
  await workerInControl(page);
  const kept = await page.goto('/product/e1');
  await expect(region).toHaveAttribute('data-hydrated', '');
  const servedAt = kept!.headers()['date'];
  expect(servedAt).toBeTruthy();
  // A second apart: a page composed again would carry a later Date.
  await page.waitForTimeout(1100);
  const seen = watchPage(page);
  const again = await page.goto('/product/e1');
  expect(again!.headers()['date']).toBe(servedAt);
  await expect(region).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(seen.errors).toEqual([]);

  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Swahili' }).click();
  const swahili = await page.goto('/product/e1');
  expect(swahili!.headers()['date']).not.toBe(servedAt);
  expect(swahili!.headers()['content-language']).toBe('sw');
  await expect(region).toHaveAttribute('data-hydrated', '');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-composed', 'mfe_catalog');
  await expect(page.getByRole('button', { name: 'Ongeza Kikapuni', exact: true })).toBeVisible();
});
