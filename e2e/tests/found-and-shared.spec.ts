import type { APIRequestContext } from '@playwright/test';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { expect, test } from '../support/test';
import { publishProduct, serviceWrite } from '../support/service';
import { watchHydration } from '../support/site';

// What a crawler or a link preview reads: the served HTML, no browser, no JavaScript.

const SITE = 'http://localhost:3000';
const LANGUAGES = ['en', 'so', 'sw'] as const;
type Language = (typeof LANGUAGES)[number];

const inLanguage = (path: string, language: Language) => {
  if (language === 'en') return `${SITE}${path}`;
  return `${SITE}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
};

/** The page as served to a client with no cookie and no language of its own. */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-language': '' } });
  return { status: response.status(), html: await response.text() };
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
const metaContent = (html: string, key: string) => attribute(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));

/** Structured-data issues a validator from npm finds (schema.org types, as Google's rich results read them). */
async function structuredDataErrors(html: string): Promise<string[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage);
}

/** A PNG's size, from its header; null when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

const PAGES = [
  { path: '/product/e1', type: 'Product', og: 'product' },
  { path: '/vendor/nairobi-tech-hub', type: 'Store', og: 'website' },
  { path: '/category/electronics', type: 'BreadcrumbList', og: 'website' },
  { path: '/', type: 'WebSite', og: 'website' },
];

for (const language of LANGUAGES) {
  test(`in ${language}: product, vendor, category and home pages say what they are in their served HTML, and the structured data validates`, async ({
    request,
  }) => {
    for (const page of PAGES) {
      const { status, html } = await served(request, inLanguage(page.path, language).slice(SITE.length));
      expect(status, page.path).toBe(200);
      expect(html).toContain(`<html lang="${language}"`);
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), page.path).toBe(inLanguage(page.path, language));
      for (const other of LANGUAGES) {
        expect(attribute(html, new RegExp(`<link rel="alternate" href="([^"]*)" hreflang="${other}"`))).toBe(inLanguage(page.path, other));
      }
      expect(attribute(html, /<link rel="alternate" href="([^"]*)" hreflang="x-default"/)).toBe(`${SITE}${page.path}`);
      expect(metaContent(html, 'og:type'), page.path).toBe(page.og);
      expect(metaContent(html, 'og:url')).toBe(inLanguage(page.path, language));
      expect(metaContent(html, 'og:title')).toBe(attribute(html, /<title>([^<]*)<\/title>/));
      expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
      expect(jsonLd(html).map((item) => item['@type'])).toContain(page.type);
      expect(await structuredDataErrors(html), page.path).toEqual([]);
    }
    // The product's preview carries its price in shillings, and its Offer what a shopper can buy.
    const product = (await served(request, inLanguage('/product/e1', language).slice(SITE.length))).html;
    expect(metaContent(product, 'product:price:currency')).toBe('KES');
    const offer = jsonLd(product).find((item) => item['@type'] === 'Product')?.offers as Record<string, unknown>;
    expect(offer).toMatchObject({ priceCurrency: 'KES', availability: 'https://schema.org/InStock', seller: { name: 'Nairobi Tech Hub' } });
    // Its preview picture is a raster image of a size link previews show.
    const picture = await request.get(metaContent(product, 'og:image') ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
    expect([metaContent(product, 'og:image:width'), metaContent(product, 'og:image:height')]).toEqual(['1200', '630']);
  });
}

test('a shared Somali link opens in Somali in the browser, without a warning, and the switcher rewrites the address', async ({ page }) => {
  const { problems } = watchHydration(page);
  await page.goto('/product/e1?lang=so&ref=wa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Codbaahiye/);
  await page.getByRole('button', { name: /^Luqadda: / }).click();
  await page.getByRole('menuitemradio', { name: 'Swahili' }).click();
  await expect(page).toHaveURL(/\/product\/e1\?ref=wa&lang=sw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Spika/);
  expect(problems).toEqual([]);
});

test('search results name their address in each language; unknown things are 404 with no address of their own, nor a card', async ({
  request,
}) => {
  const search = await served(request, '/search?q=phone&lang=sw');
  expect(search.html).toContain('<html lang="sw"');
  expect(attribute(search.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/search?q=phone&lang=sw`);
  expect(metaContent(search.html, 'og:type')).toBe('website');
  expect(metaContent(search.html, 'description')).toContain('“phone”');
  for (const path of ['/product/no-such-thing', '/vendor/no-such-shop', '/category/no-such-category']) {
    const missing = await served(request, path);
    expect(missing.status, path).toBe(404);
    expect(missing.html, path).not.toContain('rel="canonical"');
    expect((await request.get(`/_share${path}.png`)).status(), path).toBe(404);
  }
});

test("a shop's address from before its rename leads to its new one for good (301), in the language asked", async ({ request }) => {
  const run = Date.now().toString(36);
  const [shop] = await serviceWrite<{ slug: string }>(request, 'POST', 'vendors', {
    id: `rename-${run}`,
    name: `Rename ${run}`,
    category: 'food',
  });
  await serviceWrite(request, 'PATCH', `vendors?id=eq.rename-${run}`, { name: `Renamed ${run}` });
  const old = await request.get(`/vendor/${shop!.slug}?lang=sw`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/vendor/renamed-${run}?lang=sw`);
  const now = await served(request, `/vendor/renamed-${run}?lang=sw`);
  expect(now.status).toBe(200);
  expect(now.html).toContain(`Renamed ${run}`);
});

test('robots.txt keeps the personal pages out and points at the sitemap, which lists a product once published and drops it when unpublished', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  for (const path of ['/cart', '/checkout', '/orders', '/seller']) expect(rules).toContain(`Disallow: ${path}\n`);
  expect(rules).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const id = `sitemap-${Date.now().toString(36)}`;
  const listed = async () => (await (await request.get('/sitemap.xml')).text()).includes(`<loc>${SITE}/product/${id}?lang=so</loc>`);
  expect(await listed()).toBe(false);
  await publishProduct(request, { id, name: 'Sitemap Lantern' });
  expect(await listed()).toBe(true);
  await serviceWrite(request, 'PATCH', `products?id=eq.${id}`, { status: 'draft' });
  expect(await listed()).toBe(false);
});
