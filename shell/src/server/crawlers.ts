import { escapeHtml } from '@marketplace/contracts/html';
import { languageAddress, LANGUAGES } from '@marketplace/contracts/language';
import { paths } from '@marketplace/contracts/paths';

// What the site tells crawlers: what not to read (robots.txt) and every public thing it sells
// (sitemap.xml), read from the backend when asked, so a product a vendor publishes is listed
// without a deploy and one unpublished or deleted leaves at once.

/** Personal pages, the seller center and filtered searches: nothing for an index. */
const KEPT_OUT = [
  paths.cart(),
  paths.checkout(),
  paths.orders(),
  paths.profile(),
  '/account',
  paths.login(),
  paths.register(),
  paths.forgotPassword(),
  paths.resetPassword(),
  '/seller',
  '/search?*category=',
  '/search?*min=',
  '/search?*max=',
  '/search?*sort=',
  '/search?*image=',
];

export function robotsTxt(site: string): string {
  return ['User-agent: *', ...KEPT_OUT.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

/** The protocol's limit of addresses in one sitemap; past it, a sitemap index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** How many rows one read of the backend asks for (hosted Supabase's default cap). */
const PAGE_ROWS = 1_000;

export interface SitemapEntry {
  /** The page's path, English (the others carry their language). */
  path: string;
  /** ISO date-time of its last change, when known. */
  lastmod?: string;
}

interface Backend {
  url: string;
  anonKey: string;
}

/** Every row of a public table, in pages by `key`, read as a shopper (published products only). */
async function readAll<T extends Record<string, unknown>>(
  backend: Backend,
  table: string,
  columns: string,
  key: keyof T & string,
  fetchImpl: typeof fetch,
): Promise<T[]> {
  const rows: T[] = [];
  for (let after: unknown = null; ;) {
    const url = new URL(`/rest/v1/${table}`, backend.url);
    url.searchParams.set('select', columns);
    url.searchParams.set('order', `${key}.asc`);
    url.searchParams.set('limit', String(PAGE_ROWS));
    // By key, not offset: page 50 of a large catalogue costs what page 1 does.
    if (after !== null) url.searchParams.set(key, `gt.${String(after)}`);
    const response = await fetchImpl(url, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`reading ${table} for the sitemap: ${response.status}`);
    const page = (await response.json()) as T[];
    rows.push(...page);
    if (page.length < PAGE_ROWS) return rows;
    after = page[page.length - 1]?.[key];
  }
}

/** The public pages of the catalogue, each with its last change. */
export async function catalogueEntries(backend: Backend, fetchImpl: typeof fetch = fetch): Promise<SitemapEntry[]> {
  type ProductRow = { id: string; vendor_id: string; category: string; updated_at: string };
  const [products, vendors, categories] = await Promise.all([
    readAll<ProductRow>(backend, 'products', 'id,vendor_id,category,updated_at', 'id', fetchImpl),
    readAll<{ id: string; slug: string }>(backend, 'vendors', 'id,slug', 'id', fetchImpl),
    readAll<{ slug: string }>(backend, 'categories', 'slug', 'slug', fetchImpl),
  ]);
  // A shop's page and a category's change when one of their products does.
  const latest = new Map<string, string>();
  const touch = (key: string, at: string) => {
    if ((latest.get(key) ?? '') < at) latest.set(key, at);
  };
  for (const product of products) {
    touch(`vendor:${product.vendor_id}`, product.updated_at);
    touch(`category:${product.category}`, product.updated_at);
  }
  const lastmod = (key: string) => {
    const at = latest.get(key);
    return at ? { lastmod: new Date(at).toISOString() } : {};
  };
  return [
    { path: paths.home() },
    ...categories.map(({ slug }) => ({ path: paths.category(slug), ...lastmod(`category:${slug}`) })),
    ...vendors.map(({ id, slug }) => ({ path: paths.vendor(slug), ...lastmod(`vendor:${id}`) })),
    ...products.map((product) => ({ path: paths.product(product.id), lastmod: new Date(product.updated_at).toISOString() })),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * The sitemap for `entries`: one urlset while every address fits in `maxUrls` (each page listed in
 * each language with its alternates); past it, `part` 0 is an index of the parts
 * (`/sitemap.xml?part=N`, from 1) and each part a urlset. Null: no such part.
 */
export function sitemapXml(site: string, entries: SitemapEntry[], part = 0, maxUrls = SITEMAP_MAX_URLS): string | null {
  // Each page in every language is an address of its own.
  const perPart = Math.floor(maxUrls / LANGUAGES.length);
  const parts = Math.ceil(entries.length / perPart);
  if (parts > 1 && part === 0) {
    const sitemaps = Array.from(
      { length: parts },
      (_, index) => `<sitemap><loc>${escapeHtml(`${site}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
  }
  if (part > Math.max(parts, 1)) return null;
  const slice = parts > 1 ? entries.slice((part - 1) * perPart, part * perPart) : entries;
  const urls = slice.flatMap(({ path, lastmod }) => {
    const addresses = LANGUAGES.map(({ code }) => escapeHtml(languageAddress(site, path, code)));
    const alternates = [
      ...LANGUAGES.map(({ code }, i) => `<xhtml:link rel="alternate" hreflang="${code}" href="${addresses[i]}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${addresses[0]}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return addresses.map((address) => `<url><loc>${address}</loc>${modified}${alternates}</url>`);
  });
  return `${XML_HEAD}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
