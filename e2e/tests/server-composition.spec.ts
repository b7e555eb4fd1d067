import { expect, test } from '../support/test';
import { publishProduct } from '../support/service';
import { expectNothingRan, installXssTrap } from '../support/hostile-corpus';
import { holdRequests, regionLive, watchHydration } from '../support/site';

// Issue 42: the catalog's pages arrive as HTML the catalog's own server rendered, composed by the
// shell's server, and the browser hydrates them with the catalog's release.

const PRODUCT = '/product/e1';
// `name`: the product's name in that language (the seeded catalogue's, supabase/seed.sql).
const LANGUAGES = [
  { code: 'en', crumb: 'Categories', add: 'Add to Cart', site: 'District Market', name: 'Bluetooth Speaker Bass Boom' },
  { code: 'so', crumb: 'Qaybaha', add: 'Ku Dar Gaadhiga', site: 'Suuqa Degmada', name: 'Codbaahiye Bluetooth Bass Boom' },
  { code: 'sw', crumb: 'Kategoria', add: 'Ongeza Kikapuni', site: 'Soko la Mtaa', name: 'Spika ya Bluetooth Bass Boom' },
] as const;

/** The header's cart link once it holds one item, in any language (the mini-cart's own words). */
const ONE_IN_CART = /^(Cart|Shopping cart|Gaadhi|Kikapu)\D*\b1\b/i;

const languageCookie = (code: string) => ({ cookie: `marketplace-language=${code}` });

for (const language of LANGUAGES) {
  test(`the product page's HTML carries its heading, price and picture in ${language.code}, without a browser`, async ({ request }) => {
    const response = await request.get(PRODUCT, { headers: languageCookie(language.code) });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-language']).toBe(language.code);
    expect(response.headers()['cache-control']).toContain('s-maxage=');
    const html = await response.text();
    expect(html).toContain(`<html lang="${language.code}" data-composed="mfe_catalog">`);
    expect(html).toContain(`<title>${language.name} | ${language.site}</title>`);
    expect(html).toContain(`<h1>${language.name}</h1>`);
    expect(html).toContain('KSh 3,500');
    expect(html).toContain(`<img src="http://localhost:54321/storage/v1/object/public/catalog/products/e1.svg" alt="${language.name}"`);
    expect(html).toContain(`>${language.crumb}</a>`);
  });
}

test("a first visit's language is the one its Accept-Language asks for", async ({ request }) => {
  const html = await (await request.get(PRODUCT, { headers: { 'accept-language': 'de-DE,so;q=0.8,en;q=0.5' } })).text();
  expect(html).toContain('<html lang="so" data-composed="mfe_catalog">');
});

test('an unknown product is a 404 with the Not Found page in its HTML; a bad address a 4xx', async ({ request }) => {
  const missing = await request.get('/product/no-such-thing');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<h1>Product not found</h1>');
  expect((await request.get('/product/%E0%A4%A')).status()).toBe(400);
  expect((await request.get(`/product/e1?q=${'x'.repeat(3000)}`)).status()).toBe(414);
  expect((await request.get('/no/page/declares/this')).status()).toBe(404);
});

test('with JavaScript off the product page is readable and its links lead on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: 'Bluetooth Speaker Bass Boom' })).toBeVisible();
  await expect(page.getByText('KSh 3,500').first()).toBeVisible();
  const picture = page.getByRole('img', { name: 'Bluetooth Speaker Bass Boom' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByText('Sold by').getByRole('link', { name: 'Nairobi Tech Hub' }).click();
  await expect(page).toHaveURL(/\/vendor\/nairobi-tech-hub$/);
  await context.close();
});

for (const language of LANGUAGES) {
  test(`the server's product page hydrates in ${language.code} without a mismatch or a second read, and works as before`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'marketplace-language', value: language.code, url: 'http://localhost:3000' }]);
    const { problems, reads } = watchHydration(page);
    await page.goto(PRODUCT);
    const region = page.locator('[data-server-region="mfe_catalog"]');
    await expect(region).toHaveAttribute('data-release', /^static\/js\/mfe_catalog\.[0-9a-f]+\.js$/);
    await expect(region).toHaveAttribute('data-hydrated', '');
    // Hydrated: the button's handler is React's, so a click reaches the cart.
    await region.getByRole('button', { name: language.add, exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: ONE_IN_CART })).toBeVisible();
    expect(
      reads.filter((read) => /\/rest\/v1\/products\?.*id=eq\.e1\b/.test(read)),
      'the product the HTML carried is not read again',
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('after hydration the page navigates and switches language in the browser', async ({ page }) => {
  const { problems } = watchHydration(page);
  await page.goto(PRODUCT);
  await expect(page.locator('[data-server-region="mfe_catalog"]')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Swahili' }).click();
  await expect(page.getByRole('navigation', { name: 'Njia ya ukurasa' }).getByRole('link', { name: 'Kategoria' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Bidhaa Zinazohusiana' }).locator('[data-product-id]').first();
  const id = await related.getAttribute('data-product-id');
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Spika ya Bluetooth Bass Boom');
  expect(problems).toEqual([]);
});

test('a page whose language differs from the render it got is rendered in the browser instead', async ({ page, context }) => {
  await context.addCookies([{ name: 'marketplace-language', value: 'sw', url: 'http://localhost:3000' }]);
  // The shopper's stored choice wins over a stale cookie: the Swahili render is not hydrated in Somali.
  await page.addInitScript(() => localStorage.setItem('marketplace:language', 'so'));
  const { problems } = watchHydration(page);
  await page.goto(PRODUCT);
  await expect(page.getByRole('button', { name: 'Ku Dar Gaadhiga', exact: true })).toBeVisible();
  await expect(page.locator('[data-server-region]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("hostile text from the database stays text in the server's HTML, its state and the hydrated page", async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const id = `e2e-ssr-${run}`;
  const name = `</script><script>__xss(4)</script> Lamp ${run}`;
  const description = `<img src=x onerror=__xss(7)> "><!-- ${run}`;
  await publishProduct(page.request, {
    id,
    name: `Lamp ${run}`,
    name_sw: name,
    description,
  });
  const html = await (await page.request.get(`/product/${id}`, { headers: languageCookie('sw') })).text();
  expect(html).not.toContain('<script>__xss');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;/script&gt;&lt;script&gt;__xss(4)&lt;/script&gt;');
  const state = /<script type="application\/json" id="server-state-mfe_catalog"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(state).toContain('\\u003c/script\\u003e\\u003cscript\\u003e__xss(4)');

  await page.context().addCookies([{ name: 'marketplace-language', value: 'sw', url: 'http://localhost:3000' }]);
  const trap = await installXssTrap(page);
  await page.goto(`/product/${id}`);
  await expect(page.locator('[data-server-region="mfe_catalog"]')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await page.getByRole('button', { name: 'Ongeza Kikapuni', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: ONE_IN_CART })).toBeVisible();
  expectNothingRan(trap);
});

/** The catalog's other server-rendered pages: their heading in Swahili and something they list. */
const CATALOG_PAGES = [
  { path: '/', heading: 'Nunua kutoka kwa wauzaji wa mtaa wa Nairobi, hadi mlangoni kwako', lists: 'Wauzaji Maarufu' },
  { path: '/category/electronics', heading: 'Elektroniki', lists: 'Spika ya Bluetooth Bass Boom' },
  { path: '/products', heading: 'Bidhaa Zote', lists: 'KSh' },
  { path: '/deals', heading: 'Ofa za Leo', lists: 'KSh' },
  { path: '/vendor/nairobi-tech-hub', heading: 'Nairobi Tech Hub', lists: 'Spika ya Bluetooth Bass Boom' },
  { path: '/vendors', heading: 'Wauzaji', lists: 'Nairobi Tech Hub' },
  { path: '/categories', heading: 'Kategoria', lists: 'Elektroniki' },
] as const;

for (const { path, heading, lists } of CATALOG_PAGES) {
  test(`${path} arrives as HTML in Swahili and hydrates without a mismatch or a read of its own`, async ({ request, page, context }) => {
    const html = await (await request.get(path, { headers: languageCookie('sw') })).text();
    expect(html).toContain('<html lang="sw" data-composed="mfe_catalog">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(lists);

    await context.addCookies([{ name: 'marketplace-language', value: 'sw', url: 'http://localhost:3000' }]);
    const { problems, reads } = watchHydration(page);
    await page.goto(path);
    await expect(page.locator('[data-server-region="mfe_catalog"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(reads, 'the catalogue the HTML carried is not read again').toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('an unknown category or vendor is a 404 with its Not Found page', async ({ request }) => {
  const category = await request.get('/category/spaceships');
  expect(category.status()).toBe(404);
  expect(await category.text()).toContain('<h1>Category not found</h1>');
  const vendor = await request.get('/vendor/no-such-shop');
  expect(vendor.status()).toBe(404);
  expect(await vendor.text()).toContain('<h1>Vendor not found</h1>');
});

test('with JavaScript off a listing shows its whole page of products and its pager leads on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.locator('[data-product-id]')).toHaveCount(24);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await context.close();
});

test('a region whose manifest comes late is still hydrated, and a tap made meanwhile is kept', async ({ page }) => {
  // The start-up's request for the catalog's manifest answers after the shell's own code is ready.
  await page.route('http://localhost:3001/mf-manifest.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const { problems } = watchHydration(page);
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  const region = page.locator('[data-server-region="mfe_catalog"]');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(region).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(problems).toEqual([]);
});

test("what a shopper does before the catalog's code has run is done once it has: taps, in order, and a sort", async ({ page }) => {
  // The catalog's scripts are held back until the shopper has acted on the server's markup.
  const release = await holdRequests(page, 'http://localhost:3001/**/*.js');
  const region = page.locator('[data-server-region="mfe_catalog"]');
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(region).not.toHaveAttribute('data-hydrated', '');
  release();
  await expect(region).toHaveAttribute('data-hydrated', '');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.unrouteAll();
  const releaseListing = await holdRequests(page, 'http://localhost:3001/**/*.js');
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(region).not.toHaveAttribute('data-hydrated', '');
  releaseListing();
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
});

test("a listing's banner picture, which a phone does not show, is not downloaded there; a wide screen shows it", async ({ browser }) => {
  const picture = /\/catalog\/vendors\/nairobi-tech-hub\.svg$/;
  for (const { viewport, shown } of [
    { viewport: { width: 412, height: 823 }, shown: false },
    { viewport: { width: 1280, height: 800 }, shown: true },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/vendor/nairobi-tech-hub');
    await regionLive(page);
    const banner = page.getByRole('img', { name: 'Shop front of Nairobi Tech Hub' }).first();
    if (shown) {
      await expect(banner).toBeVisible();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    } else {
      await expect(banner).toBeHidden();
      await page.waitForLoadState('networkidle');
    }
    expect(asked.some((url) => picture.test(url))).toBe(shown);
    await context.close();
  }
});
