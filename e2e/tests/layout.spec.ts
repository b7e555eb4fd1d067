import { expect, test } from '../support/test';
import { expectRemote } from '../support/site';

test('top bar, main bar and footer carry what the spec lists', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const help = header.getByRole('navigation', { name: 'Help' });
  await expect(help.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+254/);
  for (const [name, href] of [
    ['FAQ', '/faq'],
    ['Contact', '/contact'],
    ['Shipping', '/shipping'],
    ['Returns', '/returns'],
  ] as const) {
    await expect(help.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header).toContainText('NEW ARRIVALS');
  await expect(header).toContainText('UP TO 40% OFF');
  await expect(header.getByRole('link', { name: 'SHOP NOW' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  await expect(header.getByRole('link', { name: /District Market, home/ })).toHaveAttribute('href', '/');

  const main = header.getByRole('navigation', { name: 'Main navigation' });
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: "Today's Deals" })).toHaveAttribute('href', '/deals');
  await expect(main.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');

  // Categories dropdown: the seven categories, by keyboard.
  await main.getByRole('button', { name: 'Categories' }).focus();
  await page.keyboard.press('Enter');
  const categories = ['Clothing', 'Electronics', 'Home & Kitchen', 'Beauty', 'Jewelry', 'Models', 'Food'];
  const list = page.locator('#header-categories');
  for (const name of categories) await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
  await list.getByRole('link', { name: 'Models', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/models$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();

  // Search box: text submits to /search?q=, with script-like input stripped as typed.
  const search = header.getByRole('combobox', { name: 'Search products' });
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  await search.fill('<b>kitenge</b>');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=bkitenge%2Fb$/);
  await expectRemote(page, 'mfe_search');
  await expect(header.getByRole('button', { name: 'Search by image' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const name of [
    'Home',
    'All Products',
    "Today's Deals",
    'Categories',
    'Vendors',
    'Start Selling',
    'FAQ',
    'Shipping',
    'Returns',
    'About Us',
    'Privacy Policy',
    'Terms of Service',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText('Mon-Sat 9:00 AM-8:00 PM');
  await expect(footer).toContainText('Sun 10:00 AM-6:00 PM');
  await expect(footer.getByRole('link', { name: 'support@district.market' })).toHaveAttribute('href', 'mailto:support@district.market');
  const payments = footer.getByRole('list', { name: 'We accept' });
  for (const method of [/M-Pesa/, /card/i, /cash on delivery/i, /bank transfer/i]) {
    await expect(payments.getByRole('listitem').filter({ hasText: method })).toBeVisible();
  }
});

test('the header becomes compact past 10 px of scroll', async ({ page }) => {
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  const header = page.locator('header[data-compact]').first();
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-compact', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');
});

test('language: Somali and Swahili re-render every app at once, set <html lang>, and persist', async ({ page }) => {
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Somali' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  // Shell (header and its cart link), catalog remote (page) and the chat button all switched.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Gal', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alaabta La Soo Xulay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gaadhiga dukaamaysiga, 0 shay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fur caawiyaha wada-sheekaysiga' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(page.getByRole('heading', { name: 'Alaabta La Soo Xulay' })).toBeVisible();

  await page.getByRole('button', { name: /Somali/ }).click();
  await page.getByRole('menuitemradio', { name: 'Swahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Bidhaa Maalum' })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Maswali Yanayoulizwa Mara kwa Mara' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Ukurasa Haupatikani' })).toBeVisible();
});

test('mobile: a collapsible menu with the same links, a search form and a language switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(menu).toBeVisible();
  for (const name of ["Today's Deals", 'All Products', 'FAQ', 'Contact', 'Login', 'Sign Up']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByRole('dialog').or(menu.locator('..')).getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('earbuds');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=earbuds$/);
  await expect(menu).toBeHidden();
});

test('the chat button loads the support remote on first use and opens the assistant', async ({ page }) => {
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  // The home page's support panel comes from the same remote, but the chat widget's module does not.
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('How can I help you today?');
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
});

test('the page names its icon and the shell serves it, so the browser asks for no missing /favicon.ico', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
