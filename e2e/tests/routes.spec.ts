import { expect, test } from '../support/test';
import type { RemoteName } from '@marketplace/tooling';
import { expectRemote } from '../support/site';

/** Every route of spec section 2, the app that must render it, and the page's heading. */
const ROUTES: Array<{ path: string; app: RemoteName; heading: string | RegExp }> = [
  { path: '/', app: 'mfe_catalog', heading: "Shop Nairobi's district vendors, delivered to your door" },
  { path: '/products', app: 'mfe_catalog', heading: 'All Products' },
  { path: '/deals', app: 'mfe_catalog', heading: "Today's Deals" },
  { path: '/vendors', app: 'mfe_catalog', heading: 'Vendors' },
  { path: '/categories', app: 'mfe_catalog', heading: 'Categories' },
  { path: '/category/electronics', app: 'mfe_catalog', heading: 'Electronics' },
  { path: '/category/no-such-category', app: 'mfe_catalog', heading: 'Category not found' },
  { path: '/vendor/mama-africa-fashions', app: 'mfe_catalog', heading: 'Mama Africa Fashions' },
  { path: '/vendor/register', app: 'mfe_catalog', heading: 'Start Selling' },
  { path: '/vendor/info', app: 'mfe_catalog', heading: 'Learn More About Selling' },
  { path: '/product/fp-1', app: 'mfe_catalog', heading: 'Kitenge Print Maxi Dress' },
  { path: '/search?q=dress', app: 'mfe_search', heading: 'Search results' },
  { path: '/login', app: 'mfe_account', heading: 'Login' },
  { path: '/register', app: 'mfe_account', heading: 'Sign Up' },
  { path: '/forgot-password', app: 'mfe_account', heading: 'Forgot Password' },
  { path: '/cart', app: 'mfe_cart_checkout', heading: 'Shopping Cart' },
  // An empty cart has nothing to check out: the checkout sends the shopper to the cart.
  { path: '/checkout', app: 'mfe_cart_checkout', heading: 'Shopping Cart' },
  { path: '/contact', app: 'mfe_support', heading: 'Contact Us' },
  { path: '/about', app: 'mfe_support', heading: 'About Us' },
  { path: '/faq', app: 'mfe_support', heading: 'Frequently Asked Questions' },
  { path: '/shipping', app: 'mfe_support', heading: 'Shipping Information' },
  { path: '/returns', app: 'mfe_support', heading: 'Returns & Exchanges' },
];

// One page goes through them all: a context per route cost more than the routes themselves.
// Addresses no page takes (/privacy, /terms and any other) render Page Not Found: the test below.
test('every route of spec section 2 renders its app and its heading', async ({ page }) => {
  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expectRemote(page, route.app);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeAttached();
    });
  }
});

test('Page Not Found has its breadcrumb, actions and links, and logs the bad path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/this/does/not/exist');
  const notFound = page.locator('[data-page="not-found"]');
  await expect(notFound.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Page Not Found');
  for (const name of [
    'Home',
    'All Products',
    "Today's Deals",
    'Frequently Asked Questions',
    'Shipping Information',
    'Contact Us',
    'Browse All Categories',
  ]) {
    await expect(notFound.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect.poll(() => logged.some((line) => line.includes('/this/does/not/exist'))).toBe(true);

  await page.goto('/faq');
  await page.goto('/privacy');
  await notFound.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goto('/terms');
  await notFound.getByRole('link', { name: 'Browse All Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
});
