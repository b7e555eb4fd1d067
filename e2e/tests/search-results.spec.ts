import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '../support/test';
import { expectRemote, navigateInApp, openInBrowser, regionLive } from '../support/site';
import { serviceRows } from '../support/service';

// A valid 1×1 PNG, and files a shopper might pick by mistake or on purpose.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dir = mkdtempSync(join(tmpdir(), 'search-e2e-'));
const file = (name: string, content: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const FILES = {
  image: file('red-dress.png', PNG),
  renamedExe: file('setup.exe.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1022)])),
  large: file('large-photo.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024)])),
  empty: file('empty.png', Buffer.alloc(0)),
};

/** Picks `path` through the camera button of the search page, or of the header (the shell). */
async function chooseImage(page: Page, where: 'page' | 'header', path: string) {
  const scope = page.locator(where === 'page' ? '[data-remote="mfe-search"]' : 'header');
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Search by image' }).click();
  await (await chooser).setFiles(path);
}

async function resultNames(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 3 }).allTextContents();
}

async function resultPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-remote="mfe-search"] li .price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('a text search finds a product the catalog page lists, and its card opens that product', async ({ page }) => {
  await page.goto('/category/electronics');
  await expect(page.getByText('Wireless Earbuds Pro').first()).toBeVisible();

  await page.goto('/search?q=earbuds');
  await expectRemote(page, 'mfe_search');
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  const card = page.getByRole('link', { name: /Wireless Earbuds Pro/ });
  await expect(card).toBeVisible();
  await expect(page.locator('[data-remote="mfe-search"] li', { has: card }).getByText(/^KSh [\d,]+$/)).toHaveText('KSh 4,200');
  await card.click();
  await expect(page).toHaveURL(/\/product\/fp-2$/);
  await expect(page.getByRole('heading', { name: 'Wireless Earbuds Pro' })).toBeVisible();
});

test('vendor names and descriptions match too, case-insensitively, and a partial word finds the product', async ({ page }) => {
  await page.goto('/search?q=NAIROBI%20TECH');
  await expect(page.getByRole('link', { name: /Wireless Earbuds Pro/ })).toBeVisible();
  await page.goto('/search?q=earb');
  await expect(page.getByText('1 results found')).toBeVisible();
});

test('the search forgives: a misspelt word, a Swahili word and a synonym find the product; a typo offers Did you mean', async ({
  page,
}) => {
  for (const [q, expected] of [
    ['speker', /Speaker/],
    ['spika', /Speaker/],
    ['simu', /Phone/i],
    ['lamp', /Lantern/],
  ] as const) {
    await page.goto(`/search?q=${q}`);
    await expectRemote(page, 'mfe_search');
    await expect.poll(() => resultNames(page), { message: q }).toContainEqual(expect.stringMatching(expected));
  }

  await page.goto('/search?q=bluetoth');
  await page.getByRole('button', { name: 'Did you mean bluetooth?' }).click();
  await expect(page).toHaveURL(/[?&]q=bluetooth(&|$)/);
  await expect.poll(() => resultNames(page)).toContainEqual(expect.stringMatching(/Bluetooth/));
});

test('categories, price range and sort combine, live in the address and survive a reload', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  await regionLive(page);
  await page.getByRole('checkbox', { name: 'Electronics' }).check();
  await page.getByRole('checkbox', { name: 'Clothing' }).check();
  await page.getByRole('spinbutton', { name: 'Min price' }).fill('1000');
  await page.getByRole('spinbutton', { name: 'Max price' }).fill('5000');
  await page.getByRole('spinbutton', { name: 'Max price' }).press('Enter');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/search\?category=clothing%2Celectronics&min=1000&max=5000&sort=price-desc$/);

  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Wireless Earbuds Pro/ })).toBeVisible();
  const prices = await resultPrices(page);
  expect(prices.length).toBeGreaterThan(3);
  expect(prices.every((price) => price >= 1000 && price <= 5000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  const names = await resultNames(page);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Electronics' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Min price' })).toHaveValue('1000');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  await expect(page.getByRole('link', { name: /Wireless Earbuds Pro/ })).toBeVisible();
  expect(await resultNames(page)).toEqual(names);

  await page.goBack();
  await expect(page).toHaveURL(/min=1000&max=5000$/);
});

test('the mobile filters panel works by keyboard: focus moves in, Escape closes, focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=maasai');
  await regionLive(page);
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Jewelry' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/category=jewelry/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const counted = page.getByRole('button', { name: 'Filters (1 active filter)' });
  await expect(counted).toBeFocused();
});

test('image search: a real image chosen on the page is analysed locally and never leaves the browser', async ({ page }) => {
  await page.goto('/search?q=tea');
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));

  await chooseImage(page, 'page', FILES.image);
  await expect(page.getByText('Image uploaded for search')).toBeVisible();
  await expect(page.getByText('Analyzing image...').first()).toBeVisible();
  const preview = page.getByRole('img', { name: 'The image you are searching with' });
  await expect(preview).toHaveAttribute('src', /^blob:http:\/\/localhost:3000\//);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page).toHaveURL(/\/search\?image=blob%3Ahttp%3A%2F%2Flocalhost%3A3000%2F[0-9a-f-]+$/);
  await expect(page.locator('[data-remote="mfe-search"]').getByRole('combobox', { name: 'Search products' })).toHaveValue('');

  await expect(page.getByText('Image analysis complete')).toBeVisible();
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  const categories = await page.locator('[data-remote="mfe-search"] li .category').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories).size).toBe(1);
  expect(['Clothing', 'Electronics']).toContain(categories[0]);

  // No request after choosing the image carries it: no body with its bytes, no preview address, no upload.
  const marker = PNG.subarray(0, 8).toString('latin1');
  for (const request of sent) {
    const body = request.postDataBuffer();
    expect(body?.toString('latin1').includes(marker) ?? false, request.url()).toBe(false);
    expect(request.url()).not.toContain('blob%3A');
    expect(request.postData() ?? '').not.toContain('blob:');
    expect(request.url()).not.toContain('/storage/v1/object/vendor');
  }

  // Closing the preview ends the image search; the preview address is revoked.
  const address = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(preview).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(
        (url) =>
          fetch(url!).then(
            () => 'readable',
            () => 'revoked',
          ),
        address,
      ),
    )
    .toBe('revoked');
});

test('rejected files (renamed program, 3 MB image, empty file) get their message and keep the page as it was', async ({ page }) => {
  await page.goto('/search?q=tea');
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  for (const [path, message] of [
    [FILES.renamedExe, 'Invalid file name'],
    [FILES.large, 'File too large (max 2MB)'],
    [FILES.empty, 'File appears to be empty'],
  ] as const) {
    await chooseImage(page, 'page', path);
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=tea$/);
  }
  await expect(page.getByRole('img', { name: 'The image you are searching with' })).toHaveCount(0);
});

test("the header's camera button decides alike and hands a good image to the search page", async ({ page }) => {
  await page.goto('/');
  await chooseImage(page, 'header', FILES.empty);
  await expect(page.getByRole('alert').filter({ hasText: 'File appears to be empty' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await chooseImage(page, 'header', FILES.image);
  await expect(page.getByText('Image uploaded for search')).toBeVisible();
  await expect(page).toHaveURL(/\/search\?image=blob%3A/);
  await expect(page.getByRole('img', { name: 'The image you are searching with' })).toBeVisible();
  await expect(page.getByText('Image analysis complete')).toBeVisible();
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
});

test('an image address that is not a local preview is ignored, never loaded', async ({ page }) => {
  const loads: string[] = [];
  page.on('request', (request) => loads.push(request.url()));
  await page.goto(`/search?q=tea&image=${encodeURIComponent('https://example.com/cat.png')}`);
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'The image you are searching with' })).toHaveCount(0);
  expect(loads.some((url) => new URL(url).hostname === 'example.com')).toBe(false);
});

for (const q of ['<script>window.__pwned=1</script>', '"><svg onload=window.__pwned=1>', 'javascript:window.__pwned=1']) {
  test(`a hostile q in the address (${q}) shows 'Invalid search query detected', runs nothing and stores a suspicious_activity event`, async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/search_page')) searches.push(request.url());
    });
    const stored = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/security_events') && response.request().method() === 'POST',
    );
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(page.locator('[data-remote="mfe-search"]').getByRole('alert')).toHaveText('Invalid search query detected');
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ type: 'suspicious_activity', details: { source: 'search' } });
    // Read back with the service key: the row is in the table, not only sent.
    const rows = await serviceRows<{ details: { source?: string; query?: string } }>(
      request,
      'security_events?select=details&type=eq.suspicious_activity&order=id.desc&limit=100',
    );
    expect(rows.some((row) => row.details.source === 'search' && row.details.query === q)).toBe(true);
    expect(searches).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
}

test('hostile filter values and odd Unicode get sane defaults and the page keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(
    `/search?q=${encodeURIComponent('\u202Ekitenge\u200D 👗')}&category=../../x&category=clothing&min=-5&max=abc&sort=hack&page=-3`,
  );
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Clothing' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Min price' })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');

  await page.goto(`/search?q=${'x'.repeat(10_000)}`);
  await expect(page.locator('[data-remote="mfe-search"]').getByRole('alert')).toHaveText('Search query too long');
  await page.goto('/search?q=tea&min=5000&max=100');
  await expect(page.getByRole('spinbutton', { name: 'Min price' })).toHaveValue('100');
  expect(errors).toEqual([]);
});

test('a backend that is down shows a message with Try Again, not an empty list', async ({ page }) => {
  // Reached in the browser: the first page of a search is the server's.
  await openInBrowser(page);
  await page.route('**/rest/v1/rpc/search_page**', (route) => route.abort('connectionrefused'));
  await navigateInApp(page, '/search?q=kitenge');
  await expect(page.getByText('Search is not available right now. Please check your connection and try again.')).toBeVisible();
  await expect(page.getByText('No products found')).toHaveCount(0);
  await page.unroute('**/rest/v1/rpc/search_page**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
});

test('adding from a result raises the header cart badge', async ({ page }) => {
  await page.goto('/search?q=kikoy');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');
  await page.getByRole('button', { name: 'Add Kikoy Beach Wrap to cart' }).click();
  await expect(badge).toHaveText('1');
});

test("a Swahili shopper picks a suggestion from the header's box by keyboard; the filters count the results", async ({ page }) => {
  await page.goto('/?lang=sw');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Tafuta bidhaa' }).first();
  await box.pressSequentially('spik', { delay: 60 });
  const option = page.getByRole('option', { name: /^Spika ya Bluetooth/ });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The product is the first suggestion: ArrowDown makes it the active option, Enter opens it.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/e1(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: /Spika ya Bluetooth/ })).toBeVisible();

  // Facets: the price bands count the query's results (together, all of them); names mark the match.
  await page.goto('/search?q=simu&lang=sw');
  await expectRemote(page, 'mfe_search');
  const found = page.getByText(/^Matokeo \d+ yamepatikana$/);
  await expect(found).toBeVisible();
  const total = Number(/\d+/.exec((await found.textContent())!)![0]);
  const aside = page.getByRole('complementary');
  await expect(aside.getByRole('checkbox', { name: 'Elektroniki' })).toHaveAccessibleDescription(/^\([1-9]\d*\)$/);
  const bands = await aside.getByRole('list', { name: 'Viwango vya bei' }).getByRole('button').allTextContents();
  expect(bands).toHaveLength(4);
  expect(bands.reduce((sum, band) => sum + Number(/\((\d+)\)$/.exec(band)![1]), 0)).toBe(total);
  await expect(page.getByRole('region', { name: 'Matokeo ya utafutaji' }).locator('h3 mark').first()).toHaveText(/^(simu|phone)$/i);
});
