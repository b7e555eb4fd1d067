import { expect, test, type Page } from '../support/test';
import { expectNothingRan, installXssTrap } from '../support/hostile-corpus';
import { watchHydration } from '../support/site';

// Issue 42 for the search: /search?q=… arrives as HTML the search's own server rendered, composed
// by the shell's server, and the browser hydrates it with the search's release.

const PHONE = '/search?q=phone';
const LANGUAGES = [
  {
    code: 'en',
    heading: 'Search results',
    count: /\b\d+ results found\b/,
    site: 'District Market',
    phones: ['Feature Phone Dual SIM', 'Smartphone 128GB Dual SIM'],
    add: 'Add Feature Phone Dual SIM to cart',
  },
  {
    code: 'so',
    heading: 'Natiijooyinka raadinta',
    count: /\b\d+ natiijo ayaa la helay\b/,
    site: 'Suuqa Degmada',
    // The seeded catalogue's Somali and Swahili names (supabase/seed.sql).
    phones: ['Taleefan Caadi ah oo Laba SIM', 'Taleefan Casri ah 128GB Laba SIM'],
    add: 'Ku dar Taleefan Caadi ah oo Laba SIM gaadhiga',
  },
  {
    code: 'sw',
    heading: 'Matokeo ya utafutaji',
    count: /\bMatokeo \d+ yamepatikana\b/,
    site: 'Soko la Mtaa',
    phones: ['Simu ya Kitochi Laini Mbili', 'Simu Janja 128GB Laini Mbili'],
    add: 'Ongeza Simu ya Kitochi Laini Mbili kwenye kikapu',
  },
] as const;

const languageCookie = (code: string) => ({ cookie: `marketplace-language=${code}` });
const region = (page: Page) => page.locator('[data-server-region="mfe_search"]');

for (const language of LANGUAGES) {
  test(`the search page's HTML carries its results, names and prices in ${language.code}, without a browser`, async ({ request }) => {
    const response = await request.get(PHONE, { headers: languageCookie(language.code) });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-language']).toBe(language.code);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language.code}" data-composed="mfe_search">`);
    expect(html).toContain(`<h1>${language.heading}</h1>`);
    expect(html).toMatch(language.count);
    const [feature, smart] = language.phones;
    // Names as text, what matched the query marked (<mark>, no other markup).
    const names = Array.from(html.matchAll(/<h3>(.*?)<\/h3>/g), (m) => m[1]!.replace(/<mark class="[^"]*">|<\/mark>/g, ''));
    expect(html).toMatch(/<h3>[^<]*<mark class="[^"]*">/);
    expect(names).toContain(feature);
    expect(html).toContain('KSh 2,400');
    expect(names).toContain(smart);
    expect(html).toContain('KSh 18,999');
    expect(html).toMatch(/<form role="search"[^>]* action="\/search" method="get">/);
    expect(html).toMatch(/<input [^>]*type="search"[^>]* name="q" value="phone"[^>]*\/>/);
  });
}

test('with JavaScript off the search page is readable, its box searches again and its pages are links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PHONE);
  await expect(page.getByRole('heading', { level: 3, name: 'Feature Phone Dual SIM' })).toBeVisible();
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();

  const box = page.locator('[data-remote="mfe-search"]').getByRole('combobox', { name: 'Search products' });
  await box.fill('earbuds');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=earbuds$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Wireless Earbuds Pro' })).toBeVisible();
  await expect(page.locator('[data-remote="mfe-search"] li', { hasText: 'Wireless Earbuds Pro' }).getByText('KSh 4,200')).toBeVisible();

  await page.goto('/search');
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await context.close();
});

test("the server's markup shows the side column on a wide screen and the Filters button on a phone, before any script", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(PHONE);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Electronics' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('checkbox', { name: 'Electronics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  await context.close();
});

for (const language of LANGUAGES) {
  test(`the server's search page hydrates in ${language.code} without a mismatch or a second search, and works as before`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'marketplace-language', value: language.code, url: 'http://localhost:3000' }]);
    const { problems, reads } = watchHydration(page);
    await page.goto(PHONE);
    await expect(region(page)).toHaveAttribute('data-release', /^static\/js\/mfe_search\.[0-9a-f]+\.js$/);
    await expect(region(page)).toHaveAttribute('data-hydrated', '');
    // Hydrated: the button's handler is React's, so a click reaches the cart.
    await region(page).getByRole('button', { name: language.add }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(reads, 'the results, suggestion and price bound the HTML carried are not read again').toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('after hydration a new search runs in the browser, once', async ({ page }) => {
  const { problems, reads } = watchHydration(page);
  await page.goto(PHONE);
  await expect(region(page)).toHaveAttribute('data-hydrated', '');
  const box = region(page).getByRole('combobox', { name: 'Search products' });
  await box.fill('earbuds');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=earbuds$/);
  await expect(page.getByRole('link', { name: /Wireless Earbuds Pro/ })).toBeVisible();
  expect(reads.filter((read) => read.includes('/rpc/search_page'))).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('an image address is left to the browser: the server sends the page waiting, and it hydrates without a mismatch', async ({
  page,
  request,
}) => {
  const path = `/search?q=tea&image=${encodeURIComponent('https://example.com/cat.png')}`;
  const html = await (await request.get(path)).text();
  expect(html).toContain('data-composed="mfe_search"');
  expect(html).not.toContain('<h3>');
  const { problems } = watchHydration(page);
  await page.goto(path);
  await expect(region(page)).toHaveAttribute('data-hydrated', '');
  // Not a preview this page made: ignored, as ever, and the text is searched.
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  await expect(region(page).getByRole('combobox', { name: 'Search products' })).toHaveValue('tea');
  expect(problems).toEqual([]);
});

test('a hostile q stays text in the HTML, the state and the hydrated page', async ({ page, request }) => {
  // A payload that ran would call the trap's __xss.
  const hostile = '</script><script>__xss(1)</script>';
  const refused = await (await request.get(`/search?q=${encodeURIComponent(hostile)}`)).text();
  expect(refused).not.toContain('<script>__xss');
  expect(refused).toContain('Invalid search query detected</p>');

  // Markup the validation lets through reaches the state and the title: text there too.
  const markup = 'lamp </title></textarea><!-- <b>';
  const html = await (await request.get(`/search?q=${encodeURIComponent(markup)}`)).text();
  expect(html).not.toMatch(/<\/textarea>|<!-- <b>/);
  expect(html).toContain('<title>lamp &lt;/title&gt;&lt;/textarea&gt;&lt;!-- &lt;b&gt; – Search results | District Market</title>');
  const state = /<script type="application\/json" id="server-state-mfe_search"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(state).toContain('lamp \\u003c/title\\u003e\\u003c/textarea\\u003e\\u003c!-- \\u003cb\\u003e');

  const trap = await installXssTrap(page);
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await expect(region(page)).toHaveAttribute('data-hydrated', '');
  await expect(region(page).getByRole('alert')).toHaveText('Invalid search query detected');
  expectNothingRan(trap);
});
