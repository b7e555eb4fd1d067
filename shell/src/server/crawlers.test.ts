import { robotsTxt, sitemapXml, type SitemapEntry } from './crawlers';

const SITE = 'https://market.example';

test('robots.txt keeps personal pages, the seller center and filtered searches out, and names the sitemap', () => {
  const robots = robotsTxt(SITE);
  for (const path of ['/cart', '/checkout', '/orders', '/account', '/seller', '/search?*category=', '/search?*sort='])
    expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).not.toContain('Disallow: /product');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('each page is listed in each language with its alternates and last change, escaped', () => {
  const xml = sitemapXml(SITE, [{ path: '/product/e1', lastmod: '2026-11-27T10:00:00.000Z' }, { path: '/category/a&b' }]) ?? '';
  expect(xml.match(/<url>/g)).toHaveLength(6);
  expect(xml).toContain(`<loc>${SITE}/product/e1?lang=sw</loc><lastmod>2026-11-27T10:00:00.000Z</lastmod>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/product/e1"/>`);
  expect(xml).toContain(`<loc>${SITE}/category/a&amp;b?lang=so</loc>`);
  expect(sitemapXml(SITE, [{ path: '/' }], 2)).toBeNull();
});

test("past the limit of addresses (the protocol's 50,000) the sitemap is an index of parts, none over it", () => {
  const limit = 30;
  const entries: SitemapEntry[] = Array.from({ length: 14 }, (_, i) => ({ path: `/product/p${i}` }));
  expect(sitemapXml(SITE, entries)).toContain('<urlset');
  const index = sitemapXml(SITE, entries, 0, limit) ?? '';
  expect(index).toContain('<sitemapindex');
  const parts = [...index.matchAll(/<loc>[^<]*part=(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  expect(parts).toEqual([1, 2]);
  const urls = parts.map((part) => (sitemapXml(SITE, entries, part, limit) ?? '').match(/<url>/g)?.length ?? 0);
  expect(urls).toEqual([30, 12]);
  expect(sitemapXml(SITE, entries, 3, limit)).toBeNull();
});
