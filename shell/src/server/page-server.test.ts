/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FRAGMENT_CONTRACT, FRAGMENT_PATH, type FragmentResponse } from '@marketplace/contracts/fragment';
import { parseTemplate } from './compose';
import { createPageServer } from './page-server';

// The shell's page server against a remote's deployment played by a real HTTP server that can
// misbehave in each way a team's server can: the failure matrix of issue 42, on the server path.

const BUDGET_MS = 250;
const RELEASE = 'static/js/mfe_catalog.0123456789.js';
const SITE = 'https://market.example';

type Mode = 'ok' | 'described' | 'moved' | 'not-found' | 'dead' | '500' | 'slow' | 'truncated' | 'not-json' | 'other-contract';
let mode: Mode = 'ok';
let fragmentRequests: URL[] = [];

const fragment = (overrides: Partial<FragmentResponse> = {}): FragmentResponse => ({
  contract: FRAGMENT_CONTRACT,
  release: RELEASE,
  status: 200,
  lang: 'en',
  html: '<div data-remote="mfe-catalog"><h1>Bluetooth Speaker</h1></div>',
  css: '.a{color:red}',
  state: { 'product|e1': { name: '</script><script>alert(1)</script>' } },
  title: 'Bluetooth Speaker',
  preloadImages: ['http://backend.test/storage/v1/object/public/catalog/products/e1.svg'],
  ...overrides,
});

// A vendor's text in every field a head carries.
const HOSTILE = '"/><script>alert(1)</script>';
const HOSTILE_HEAD = {
  description: `Loud ${HOSTILE}`,
  kind: 'product' as const,
  image: { url: 'https://market.example/share/e1.png', width: 1200, height: 630, alt: HOSTILE },
  price: { amount: 2500, currency: 'KES' as const },
  structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: `</script>${HOSTILE}` }],
};

const manifest = {
  metaData: {
    name: 'mfe_catalog',
    remoteEntry: { name: RELEASE, path: '' },
    contractsRange: '^2.3.0',
    pages: [
      {
        path: '/product/:id',
        module: './ProductPage',
        guard: 'public',
        title: { en: 'Product', so: 'Alaab', sw: 'Bidhaa' },
        render: 'server',
      },
      { path: '/products', module: './ListingPage', guard: 'public', title: { en: 'All Products', so: 'Alaab', sw: 'Bidhaa' } },
    ],
  },
};

let remote: Server;
let pages: Server;
let remoteUrl: string;
let pagesUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  remote = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://remote');
    if (url.pathname === '/mf-manifest.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify(manifest));
    }
    if (url.pathname !== FRAGMENT_PATH) return void res.writeHead(404).end();
    fragmentRequests.push(url);
    const json = (body: unknown, status = 200) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (mode) {
      case 'ok':
        return json(fragment({ lang: url.searchParams.get('lang') as FragmentResponse['lang'] }));
      case 'described':
        return json(fragment({ lang: url.searchParams.get('lang') as FragmentResponse['lang'], head: HOSTILE_HEAD }));
      case 'moved':
        return json(fragment({ status: 301, location: '/product/e9' }));
      case 'not-found':
        return json(fragment({ status: 404, html: '<div data-remote="mfe-catalog"><h1>Product not found</h1></div>' }));
      case 'dead':
        return void req.socket.destroy();
      case '500':
        return json({ problem: 'boom' }, 500);
      case 'slow':
        return void setTimeout(() => json(fragment()), BUDGET_MS * 4);
      case 'truncated': {
        const body = JSON.stringify(fragment());
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
        res.write(body.slice(0, body.length / 2));
        return void setTimeout(() => req.socket.destroy(), 20);
      }
      case 'not-json':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return void res.end('<h1>Bad gateway</h1>');
      case 'other-contract':
        return json({ ...fragment(), contract: FRAGMENT_CONTRACT + 1 });
    }
  });
  remoteUrl = await listen(remote);
  const template = parseTemplate(readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8'));
  const config = { remotes: [{ name: 'mfe_catalog', manifest: `${remoteUrl}/mf-manifest.json` }], supabase: null, allowOverrides: false };
  pages = createPageServer({ template, config, budgetMs: BUDGET_MS, site: SITE });
  pagesUrl = await listen(pages);
});

afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
  await new Promise((resolve) => remote.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  fragmentRequests = [];
});

const silenced = () => jest.spyOn(console, 'warn').mockImplementation(() => undefined);

async function get(path: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${pagesUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { response, html: await response.text(), ms: Date.now() - started };
}

test("composes the remote's region, styles, state and preloads into the page, in the shopper's language", async () => {
  const { response, html } = await get('/product/e1?ref=wa', { cookie: 'marketplace-language=sw' });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
  expect(fragmentRequests[0]?.searchParams.get('path')).toBe('/product/e1?ref=wa');
  expect(fragmentRequests[0]?.searchParams.get('lang')).toBe('sw');
  expect(html).toContain('<html lang="sw" data-composed="mfe_catalog">');
  expect(html).toContain('<title>Bluetooth Speaker | Soko la Mtaa</title>');
  expect(html).toContain(
    `<div data-server-region="mfe_catalog" data-release="${RELEASE}" data-lang="sw" data-address="/product/e1?ref=wa" lang="sw"><div data-remote="mfe-catalog"><h1>Bluetooth Speaker</h1></div></div>`,
  );
  // Not the remote's entry: a failed preload would stay failed for Try Again.
  expect(html).not.toContain('as="script"');
  expect(html).toContain(
    '<link rel="preload" as="image" fetchpriority="high" href="http://backend.test/storage/v1/object/public/catalog/products/e1.svg" />',
  );
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(html).toContain(`<style nonce="${nonce}" data-server-styles="mfe_catalog">.a{color:red}</style>`);
  // The state cannot close its script, whatever the database held.
  expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  expect(html).not.toContain('<script>alert(1)');
  // Every inline script carries the response's nonce.
  for (const script of html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`);
});

test("takes a first visit's language from Accept-Language, and the region's 404 as the page's", async () => {
  const first = await get('/product/e2', { 'accept-language': 'fr-FR, so;q=0.7' });
  expect(first.html).toContain('<html lang="so"');
  mode = 'not-found';
  const missing = await get('/product/nothing');
  expect(missing.response.status).toBe(404);
  expect(missing.html).toContain('<h1>Product not found</h1>');
});

test("a public page names its address in each language; its remote's head becomes escaped preview tags and structured data", async () => {
  mode = 'described';
  const { html } = await get('/product/e1?lang=so&ref=wa', { cookie: 'marketplace-language=sw' });
  // The address's language wins over the cookie's: a shared Somali link opens in Somali.
  expect(fragmentRequests[0]?.searchParams.get('lang')).toBe('so');
  expect(fragmentRequests[0]?.searchParams.get('site')).toBe(SITE);
  expect(html).toContain('<html lang="so"');
  expect(html).toContain(`<link rel="canonical" href="${SITE}/product/e1?ref=wa&amp;lang=so" />`);
  expect(html).toContain(`<link rel="alternate" href="${SITE}/product/e1?ref=wa" hreflang="en" />`);
  expect(html).toContain(`<link rel="alternate" href="${SITE}/product/e1?ref=wa&amp;lang=sw" hreflang="sw" />`);
  expect(html).toContain(`<link rel="alternate" href="${SITE}/product/e1?ref=wa" hreflang="x-default" />`);
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  expect(html).toContain('<meta property="product:price:amount" content="2500.00" />');
  expect(html).toContain('<meta property="product:price:currency" content="KES" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toContain('<meta name="description" content="Loud &quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
  expect(html).not.toContain('<script>alert(1)');
  const jsonLd = /<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '')).toEqual(HOSTILE_HEAD.structuredData[0]);
});

test('a region that moved for good answers 301 to its new address, in the language asked', async () => {
  mode = 'moved';
  const response = await fetch(`${pagesUrl}/product/e1?lang=so`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/product/e9?lang=so');
});

test('a page that does not exist names no address and describes nothing', async () => {
  mode = 'not-found';
  const { html } = await get('/product/nothing');
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain('og:type');
});

const failures: Array<[Mode, string]> = [
  ['dead', 'a server that closes the connection'],
  // A render that throws is answered 500 by the remote's server (mfe-catalog/src/server/render.test.tsx).
  ['500', 'a 500'],
  ['slow', 'a server slower than the budget'],
  ['truncated', 'an answer cut short'],
  ['not-json', 'an answer that is not JSON'],
  ['other-contract', 'an answer of another contract version'],
];

test.each(failures)('%s (%s) costs only its region: the page comes within the budget, for the browser to render', async (failure) => {
  const warn = silenced();
  mode = failure;
  // An address of its own: a region composed before is reused for a while (fragments.ts).
  const { response, html, ms } = await get(`/product/${failure}`);
  expect(response.status).toBe(200);
  expect(ms).toBeLessThan(BUDGET_MS + 1000);
  expect(html).not.toContain('data-server-region');
  expect(html).not.toContain('data-composed');
  // The frame's skeleton, which the browser replaces with the region as on any client-rendered page.
  expect(html).toContain('<div class="frame-region" aria-hidden="true">');
  // A page without its region is not kept by a CDN.
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the browser renders the region'));
  warn.mockRestore();
});

test('a page the remote does not render on the server is the frame, asking nothing', async () => {
  const { response, html } = await get('/products');
  expect(response.status).toBe(200);
  expect(fragmentRequests).toEqual([]);
  expect(html).toContain('<title>All Products | District Market</title>');
  expect(html).toContain('<div class="frame-region" aria-hidden="true">');
});

test('bad addresses are answered 4xx, never a crash', async () => {
  expect((await get('/no/page/here')).response.status).toBe(404);
  expect((await get('/product/%E0%A4%A')).response.status).toBe(400);
  expect((await get(`/product/e1?q=${'x'.repeat(3000)}`)).response.status).toBe(414);
  expect((await fetch(`${pagesUrl}/product/e1`, { method: 'POST' })).status).toBe(405);
  expect(fragmentRequests).toEqual([]);
});

test('a region is asked for once per release, address and language while it is reused, whoever asks', async () => {
  await Promise.all([get('/product/e9'), get('/product/e9'), get('/product/e9')]);
  await get('/product/e9');
  expect(fragmentRequests).toHaveLength(1);
  await get('/product/e9', { cookie: 'marketplace-language=so' });
  expect(fragmentRequests).toHaveLength(2);
});

test('a failed region is not reused: the next page asks again', async () => {
  const warn = silenced();
  mode = '500';
  await get('/product/e10');
  mode = 'ok';
  const { html } = await get('/product/e10');
  expect(html).toContain('data-server-region');
  expect(fragmentRequests).toHaveLength(2);
  warn.mockRestore();
});

test('compresses the page for a browser that accepts it', async () => {
  const response = await fetch(`${pagesUrl}/product/e1`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(await response.text()).toContain('<h1>Bluetooth Speaker</h1>');
});
