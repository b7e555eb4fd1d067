import { expect, test, type Page } from '../support/test';
import { expectRemote } from '../support/site';
import { serviceRows } from '../support/service';

/** Fails the test if any dialog opens (a script injected through an id or query would alert). */
function forbidDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

const LANGUAGES = [
  {
    code: 'en',
    label: 'English',
    featured: 'Featured Products',
    categories: 'Shop By Category',
    vendors: 'Popular Vendors',
    count: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  },
  {
    code: 'so',
    label: 'Somali',
    featured: 'Alaabta La Soo Xulay',
    categories: 'Ku Iibso Qayb Ahaan',
    vendors: 'Iibiyeyaasha Caanka ah',
    count: (n: number) => `${n} ${n === 1 ? 'alaab' : 'alaabood'}`,
  },
  {
    code: 'sw',
    label: 'Swahili',
    featured: 'Bidhaa Maalum',
    categories: 'Nunua kwa Kategoria',
    vendors: 'Wauzaji Maarufu',
    count: (n: number) => `Bidhaa ${n}`,
  },
] as const;

for (const language of LANGUAGES) {
  test(`home sections are visible in ${language.label}, each category tile counting its published products`, async ({ page, request }) => {
    await page.addInitScript((code) => localStorage.setItem('marketplace:language', code), language.code);
    await page.goto('/');
    await expectRemote(page, 'mfe_catalog');
    for (const heading of [language.categories, language.featured, language.vendors]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.locator('[data-product-id]')).toHaveCount(8 + 4);
    await expect(page.locator('[data-category]')).toHaveCount(6);
    // The count is the database's (issue 44, live counts), not a seeded figure. Another worker may
    // publish a product meanwhile: then the backend is read and the page loaded again.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) {
        await page.reload();
        await expect(page.locator('[data-category]')).toHaveCount(6);
      }
      const published = await serviceRows<{ category: string }>(request, 'products?status=eq.published&select=category');
      const tiles = page.locator('[data-category]');
      const shown = await tiles.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('data-category'), link.querySelector('.count')?.textContent]),
      );
      expect(shown).toEqual(shown.map(([slug]) => [slug, language.count(published.filter((p) => p.category === slug).length)]));
    }).toPass({ timeout: 15_000, intervals: [1_000] });
  });
}

test('sort on /products reorders by price and survives a reload', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  const prices = async () =>
    (await page.locator('article .price').allTextContents()).map((t) => Number(t.replace(/KSh|,|\s/g, '').match(/^\d+/)?.[0]));
  // A full page of cards: the ones after the first screen render a frame after it.
  await expect(page.locator('article .price')).toHaveCount(24);
  const ascending = await prices();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(page.locator('article .price')).toHaveCount(24);
  expect(await prices()).toEqual(ascending);
});

test('a product page adds 3 of an item and the header badge shows 3', async ({ page }) => {
  await page.goto('/product/fp-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Wireless Earbuds Pro' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
});

test('the tab names the product, category and vendor on screen, in the language chosen, and the route again on the next page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('marketplace:language', 'sw'));
  await page.goto('/product/e1');
  await expect(page.getByRole('heading', { level: 1, name: 'Spika ya Bluetooth Bass Boom' })).toBeVisible();
  await expect(page).toHaveTitle('Spika ya Bluetooth Bass Boom | Soko la Mtaa');
  await page.getByRole('link', { name: 'Nairobi Tech Hub' }).first().click();
  await expect(page).toHaveURL(/\/vendor\/nairobi-tech-hub$/);
  await expect(page).toHaveTitle('Nairobi Tech Hub | Soko la Mtaa');
  await page.goto('/category/electronics');
  await expect(page).toHaveTitle('Elektroniki | Soko la Mtaa');
  await page
    .getByRole('navigation', { name: /breadcrumb|njia/i })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Nyumbani | Soko la Mtaa');
  await page.goto('/product/no-such-thing');
  await expect(page).toHaveTitle('Bidhaa haikupatikana | Soko la Mtaa');
});

test("a vendor link from a card lands on that vendor's page listing that product", async ({ page }) => {
  await page.goto('/');
  const card = page.locator('[data-product-id="fp-6"]');
  await card.getByRole('link', { name: 'Nairobi Scale Models' }).click();
  await expect(page).toHaveURL(/\/vendor\/nairobi-scale-models$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nairobi Scale Models' })).toBeVisible();
  await expect(page.locator('[data-product-id="fp-6"]')).toBeVisible();
});

test('the start-selling application reaches the backend (read back with the service key)', async ({ page, request }) => {
  await page.goto('/vendor/register');
  await page.getByLabel('Business name').fill('E2E Crafts');
  await page.getByLabel('Contact name').fill('Achieng Odhiambo');
  const email = `e2e-vendor-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0712345678');
  await page.getByLabel('Category').selectOption('jewelry');
  await page.getByLabel('Describe your business').fill('Handmade beaded jewellery from Kibera artisans.');
  await page
    .getByLabel('Shop logo (optional)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await page.getByLabel('I agree to the terms and conditions').check();
  const upload = page.waitForResponse((r) => r.url().includes('/storage/v1/object/vendor-applications/'));
  const insert = page.waitForResponse((r) => r.url().includes('/rest/v1/vendor_applications') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await upload).status()).toBeLessThan(300);
  expect((await insert).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  const rows = await serviceRows<{ business_name: string; phone: string; category: string; logo_path: string | null }>(
    request,
    `vendor_applications?email=eq.${encodeURIComponent(email)}&select=business_name,phone,category,logo_path`,
  );
  expect(rows).toEqual([
    {
      business_name: 'E2E Crafts',
      phone: '+254712345678',
      category: 'jewelry',
      logo_path: expect.stringMatching(/^[0-9a-f-]{36}\/logo\.png$/),
    },
  ]);
});

for (const path of [
  '/product/..%2f..%2fadmin',
  '/product/%252e%252e',
  `/product/${'a'.repeat(500)}`,
  '/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
]) {
  test(`hostile product id ${path.slice(0, 40)} shows Product not found and runs no script`, async ({ page }) => {
    forbidDialogs(page);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/products') && requests.push(r.url()));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    expect(requests).toEqual([]);
  });
}

test('a hostile vendor slug and query string show Vendor not found with a link to /vendors', async ({ page }) => {
  forbidDialogs(page);
  await page.goto('/vendor/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E?sort=%3Cscript%3Ealert(1)%3C/script%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all vendors' })).toHaveAttribute('href', '/vendors');
  await page.goto('/products?sort=%3Cscript%3Ealert(1)%3C/script%3E&page=-1');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
});
