/** @jest-environment node */
import { BACKEND, categoryRow, fakeBackend, productRow, vendorRow } from '../testing/harness';
import { renderFragment as render, type RenderRequest } from '@marketplace/contracts/server-render';
import { PAGES } from '../pages';
import { EXPOSED_PAGES } from '../exposes/pages';

const renderFragment = (request: RenderRequest) => render({ pages: PAGES, exposed: EXPOSED_PAGES }, request);

// The catalog's server render with its real components and data code; only the backend's HTTP
// answers are scripted.

const request = (address: string, language: 'en' | 'so' | 'sw' = 'en'): RenderRequest => ({
  address,
  language,
  backend: BACKEND,
  release: 'static/js/mfe_catalog.r1.js',
  site: 'https://market.example',
});

function backendWith(product: Record<string, unknown> | null) {
  return fakeBackend((url) => {
    if (url.searchParams.get('id')?.startsWith('eq.')) return { body: product };
    // The related products: the same category, this one left out.
    return { body: [productRow('fp-2'), productRow('fp-3')] };
  });
}

test('renders a product page with the reads it needed, pass after pass, and names its release', async () => {
  const { requests } = backendWith(productRow('fp-1', { name: 'Kitenge Maxi Dress', name_sw: 'Gauni la Kitenge' }));
  const fragment = await renderFragment(request('/product/fp-1', 'sw'));
  expect(fragment).toMatchObject({
    contract: 1,
    release: 'static/js/mfe_catalog.r1.js',
    status: 200,
    lang: 'sw',
    title: 'Gauni la Kitenge',
  });
  expect(fragment?.html).toMatch(/^<div data-remote="mfe-catalog"/);
  expect(fragment?.html).toContain('<h1>Gauni la Kitenge</h1>');
  expect(fragment?.html).toContain('Inauzwa na');
  expect(fragment?.html).toContain('Product fp-2');
  expect(Object.keys(fragment?.state ?? {})).toEqual(['product|fp-1', 'related|fp-1']);
  // Each read once, however many passes rendered.
  expect(requests).toHaveLength(2);
  // React's own preload of the picture leaves the markup for the page's head.
  expect(fragment?.preloadImages).toEqual([`${BACKEND.url}/storage/v1/object/public/catalog/products/fp-1.svg`]);
  // Styles of the markup, by class names the browser's build gives the same components.
  expect(fragment?.css).toMatch(/\.[a-zA-Z]+\{[^}]*grid-template-columns/);
  expect(fragment?.html).not.toContain('style="');
});

test('an unknown product is the Not Found page, status 404, in the language asked', async () => {
  backendWith(null);
  const fragment = await renderFragment(request('/product/no-such-thing', 'so'));
  expect(fragment?.status).toBe(404);
  expect(fragment?.html).toContain('<h1>Alaabta lama helin</h1>');
});

test('text from the database is text in the markup', async () => {
  backendWith(productRow('fp-1', { name: '</script><script>alert(1)</script>' }));
  const fragment = await renderFragment(request('/product/fp-1'));
  expect(fragment?.html).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  expect(fragment?.html).not.toContain('<script>');
});

test('a product page describes itself for search engines and link previews: Product with its Offer, and its trail, in the language asked', async () => {
  backendWith(
    productRow('fp-1', { name: 'Kitenge Maxi Dress', name_sw: 'Gauni la Kitenge', description_sw: 'Gauni refu la kitenge.', stock: 0 }),
  );
  const head = (await renderFragment(request('/product/fp-1', 'sw')))?.head;
  expect(head).toMatchObject({ description: 'Gauni refu la kitenge.', kind: 'product', price: { currency: 'KES' } });
  const [product, trail] = head?.structuredData ?? [];
  expect(product).toMatchObject({
    '@type': 'Product',
    name: 'Gauni la Kitenge',
    url: 'https://market.example/product/fp-1?lang=sw',
    offers: { '@type': 'Offer', priceCurrency: 'KES', availability: 'https://schema.org/OutOfStock', seller: { '@type': 'Organization' } },
  });
  expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  expect((trail?.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item)).toEqual([
    'https://market.example/categories?lang=sw',
    expect.stringMatching(/^https:\/\/market\.example\/category\/[a-z-]+\?lang=sw$/),
    'https://market.example/product/fp-1?lang=sw',
  ]);
});

test('a fragment asked without a site carries no head', async () => {
  backendWith(productRow('fp-1'));
  expect((await renderFragment({ ...request('/product/fp-1'), site: null }))?.head).toBeUndefined();
});

test('a page this remote does not render on the server is not rendered', async () => {
  backendWith(null);
  expect(await renderFragment(request('/vendor/register'))).toBeNull();
  expect(await renderFragment(request('/nowhere'))).toBeNull();
});

/** The catalogue's tables and listing functions as the listing pages read them. */
function catalogueBackend() {
  const products = Array.from({ length: 30 }, (_, i) => productRow(`fp-${i + 1}`, { category: 'electronics' }));
  return fakeBackend((url, body) => {
    // No shop ever had another address.
    if (url.pathname.endsWith('/rpc/vendor_slug_now')) return { body: null };
    if (url.pathname.endsWith('/rpc/catalog_count')) return { body: products.length };
    if (url.pathname.endsWith('/categories')) return { body: [categoryRow('electronics'), categoryRow('clothing')] };
    if (url.pathname.endsWith('/vendors')) {
      const slug = url.searchParams.get('slug');
      return slug
        ? { body: slug === 'eq.nairobi-tech-hub' ? vendorRow('nairobi-tech-hub') : null }
        : { body: [vendorRow('nairobi-tech-hub')], total: 1 };
    }
    if (url.pathname.endsWith('/rpc/catalog_page')) {
      const { p_page, p_size } = body as { p_page: string; p_size: string };
      const from = (Number(p_page) - 1) * Number(p_size);
      return { body: products.slice(from, from + Number(p_size)) };
    }
    return { body: [], total: 0 };
  });
}

test('a category page renders its banner, every card of its first page and its pager, from the reads it declares', async () => {
  catalogueBackend();
  const fragment = await renderFragment(request('/category/electronics?page=1', 'sw'));
  expect(fragment?.status).toBe(200);
  // All 24 cards: a render for the HTML holds none back for a later paint.
  expect(fragment?.html.match(/data-product-id=/g)).toHaveLength(24);
  expect(fragment?.html).toContain('rel="next"');
  expect(Object.keys(fragment?.state ?? {})).toEqual(['categories', 'category:electronics|featured|1']);
});

test('an unknown category and an unknown vendor are Not Found, status 404', async () => {
  catalogueBackend();
  const category = await renderFragment(request('/category/spaceships'));
  expect(category?.status).toBe(404);
  expect(category?.html).toContain('<h1>Category not found</h1>');
  const vendor = await renderFragment(request('/vendor/no-such-shop', 'sw'));
  expect(vendor?.status).toBe(404);
  expect(vendor?.html).toContain('<h1>Muuzaji hakupatikana</h1>');
});

test('a shop without a logo still describes itself, with no picture', async () => {
  fakeBackend((url) =>
    url.pathname.endsWith('/vendors') ? { body: vendorRow('nairobi-tech-hub', { image: null }) } : { body: [], total: 0 },
  );
  const head = (await renderFragment(request('/vendor/nairobi-tech-hub')))?.head;
  expect(head?.kind).toBe('website');
  expect(head).not.toHaveProperty('picture');
  expect(head?.structuredData[0]).not.toHaveProperty('image');
});

test("a shop's address before its rename answers 301 to the address it has now", async () => {
  fakeBackend((url) => (url.pathname.endsWith('/rpc/vendor_slug_now') ? { body: 'kahawa-bora' } : { body: null }));
  const moved = await renderFragment(request('/vendor/kahawa-house', 'sw'));
  expect(moved).toMatchObject({ status: 301, location: '/vendor/kahawa-bora' });
});

test.each(['/products', '/deals', '/vendors', '/categories', '/vendor/info', '/vendor/nairobi-tech-hub'])(
  '%s renders on the server',
  async (path) => {
    catalogueBackend();
    const fragment = await renderFragment(request(path));
    expect(fragment?.status).toBe(200);
    expect(fragment?.html).toMatch(/^<div data-remote="mfe-catalog"/);
    expect(fragment?.html).toContain('<h1');
  },
);

test('a read that fails fails the render: the region is left to the browser, which offers Try Again', async () => {
  fakeBackend(() => ({ status: 500, body: { message: 'down' } }));
  await expect(renderFragment(request('/product/fp-1'))).rejects.toBeDefined();
});
