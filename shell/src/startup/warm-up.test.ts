import { scriptedFetch, type Handler, type Reply, type SentRequest } from '@marketplace/testing';
import { AUTH_STORAGE_KEY } from '../features/auth/stored-session';

const MANIFEST_URL = 'https://catalog.market.example/mf-manifest.json';
const ENV = { remotes: [{ name: 'mfe_catalog', manifest: MANIFEST_URL }] };
const title = { en: 'T', so: 'T', sw: 'T' };
const listed = (remotes: Record<string, string>) => Object.entries(remotes).map(([name, manifest]) => ({ name, manifest }));

/** A manifest as the remotes' builds write it (mfe-catalog/dist/mf-manifest.json), trimmed. */
const MANIFEST = {
  metaData: {
    name: 'mfe_catalog',
    publicPath: 'auto',
    remoteEntry: { path: '', name: 'static/js/mfe_catalog.1a2b.js', type: 'global' },
    pages: [
      { path: '/', module: './HomePage', guard: 'public', title },
      { path: '/category/:categoryId', module: './ListingPage', guard: 'public', title },
    ],
  },
  exposes: [
    { path: './ListingPage', assets: { js: { sync: ['static/js/async/listing.js'], async: [] } } },
    {
      path: './HomePage',
      assets: { js: { sync: ['static/js/async/home.js', 'static/js/async/d.js'], async: ['static/js/async/later.js'] } },
    },
  ],
};

// jsdom 20 lacks AbortSignal.timeout, which every browser the shell targets has (Chrome 103,
// Firefox 100, Safari 16); the warm-up's manifest request needs it.
if (typeof AbortSignal.timeout !== 'function') {
  AbortSignal.timeout = (ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
    return controller.signal;
  };
}

const realFetch = globalThis.fetch;
let sent: SentRequest[];
/** Every fetch with the CORS mode and credentials it asked for. */
let calls: Array<{ href: string; mode?: RequestMode; credentials?: RequestCredentials }>;
/** The URLs fetched so far, in order. */
const requested = () => sent.map((request) => request.url.href);

/**
 * Serves `/env.json` and the manifest. scriptedFetch takes absolute URLs and answers without
 * `clone()` (jsdom has no Response); the warm-up fetches '/env.json' and clones the manifest.
 */
function serve(env: unknown, manifest: Handler = () => ({ body: MANIFEST })): void {
  const scripted = scriptedFetch((request) => (request.url.pathname === '/env.json' ? { body: env } : manifest(request)));
  sent = scripted.requests;
  calls = [];
  globalThis.fetch = async (input, init) => {
    const href = new URL(String(input), window.location.href).href;
    calls.push(init?.mode === undefined ? { href } : { href, mode: init.mode, credentials: init.credentials });
    const response = await scripted.fetch(new URL(href), init);
    return Object.assign(response, { clone: () => response });
  };
}

/**
 * A fresh copy of the start-up modules (the config request is made once per module instance),
 * run as the inline script runs them.
 */
async function runWarmUp(location: { pathname: string; search: string }, scriptsAfter?: Promise<void>) {
  const { warmUp } = await import('./warm-up');
  const { requestManifestsOfConfig } = await import('./manifests');
  const { startConfigRequest } = await import('./config-text');
  const manifests = requestManifestsOfConfig(startConfigRequest());
  warmUp(location, localStorage, manifests, startConfigRequest(), scriptsAfter);
  return manifests;
}

/** Lets the warm-up's promise chain (all microtasks, no timers) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The scripts fetched ahead: every request but the config's and the manifests'. */
const prefetched = () => calls.filter((call) => !call.href.endsWith('/env.json') && !call.href.endsWith('/mf-manifest.json'));

beforeEach(() => {
  jest.resetModules();
  serve(ENV);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  document.head.replaceChildren();
  localStorage.clear();
});

describe('warmUp', () => {
  it("fetches ahead the page remote's entry (CORS, as the runtime's crossorigin script) and its page module's sync chunks (no-cors with credentials, as the chunk loader's scripts), resolved against the manifest URL, and adds no preload <link> to the page", async () => {
    await runWarmUp({ pathname: '/', search: '' });
    await settle();

    expect(requested().slice(0, 2)).toEqual(['http://localhost/env.json', MANIFEST_URL]);
    expect(prefetched()).toEqual([
      { href: 'https://catalog.market.example/static/js/mfe_catalog.1a2b.js', mode: 'cors', credentials: 'same-origin' },
      { href: 'https://catalog.market.example/static/js/async/home.js', mode: 'no-cors', credentials: 'include' },
      { href: 'https://catalog.market.example/static/js/async/d.js', mode: 'no-cors', credentials: 'include' },
    ]);
    // A preloaded copy would stay bound to the page: Try Again after a cut download would rerun it.
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);
  });

  it('on /checkout also fetches ahead the chunks of the cart page it opens instead when the cart is empty, each chunk once', async () => {
    const cartManifestUrl = 'https://cart.market.example/mf-manifest.json';
    serve({ remotes: listed({ mfe_cart_checkout: cartManifestUrl }) }, () => ({
      body: {
        metaData: {
          name: 'mfe_cart_checkout',
          publicPath: 'auto',
          remoteEntry: { path: '', name: 'static/js/mfe_cart_checkout.9f.js', type: 'global' },
          pages: [{ path: '/checkout', module: './CheckoutPage', guard: 'public', title, opensInstead: './CartPage' }],
        },
        exposes: [
          { path: './CartPage', assets: { js: { sync: ['static/js/async/cart.js', 'static/js/async/lines.js'], async: [] } } },
          { path: './CheckoutPage', assets: { js: { sync: ['static/js/async/checkout.js', 'static/js/async/lines.js'], async: [] } } },
          { path: './MiniCart', assets: { js: { sync: ['static/js/async/mini.js'], async: [] } } },
        ],
      },
    }));
    await runWarmUp({ pathname: '/checkout', search: '' });
    await settle();

    expect(prefetched().map((call) => call.href.replace('https://cart.market.example/static/js/', ''))).toEqual([
      'mfe_cart_checkout.9f.js',
      'async/checkout.js',
      'async/lines.js',
      'async/cart.js',
    ]);
  });

  it("fetches the manifest at once but the remote's scripts only once `scriptsAfter` resolves (the shell's entry script running)", async () => {
    let entryRunning = () => {};
    await runWarmUp({ pathname: '/', search: '' }, new Promise<void>((resolve) => (entryRunning = resolve)));
    await settle();
    expect(requested()).toEqual(['http://localhost/env.json', MANIFEST_URL]);
    expect(prefetched()).toEqual([]);

    entryRunning();
    await settle();
    expect(prefetched().map((call) => call.href)).toEqual([
      'https://catalog.market.example/static/js/mfe_catalog.1a2b.js',
      'https://catalog.market.example/static/js/async/home.js',
      'https://catalog.market.example/static/js/async/d.js',
    ]);
  });

  it.each<[string, string, string, [string, string] | null]>([
    [
      'when the query asks for a remote override (?mf-override=...)',
      '/',
      '?mf-override=mfe_catalog@http://localhost:3101/mf-manifest.json',
      null,
    ],
    [
      'when storage keeps a remote override (a key starting mf-override:)',
      '/',
      '',
      ['mf-override:mfe_catalog', 'http://localhost:3101/mf-manifest.json'],
    ],
  ])('fetches the manifests (the shell reads its pages from them) but no script %s', async (_label, pathname, search, kept) => {
    if (kept) localStorage.setItem(...kept);
    await runWarmUp({ pathname, search });
    await settle();
    expect(requested()).toEqual(['http://localhost/env.json', MANIFEST_URL]);
    expect(prefetched()).toEqual([]);
  });

  it.each<[string, boolean, string]>([
    ['without a stored session, the sign-in page that the guard shows a guest', false, 'login.js'],
    ['with a stored session, the orders page', true, 'orders.js'],
  ])('on /orders, a page behind sign-in, fetches ahead the account remote and %s', async (_label, stored, chunk) => {
    const accountUrl = 'https://account.market.example/mf-manifest.json';
    const accountManifest = {
      metaData: {
        publicPath: 'auto',
        remoteEntry: { path: '', name: 'static/js/mfe_account.9f.js' },
        pages: [
          { path: '/login', module: './LoginPage', guard: 'guest-only', title },
          { path: '/orders', module: './OrdersPage', guard: 'signed-in', title },
        ],
      },
      exposes: ['LoginPage', 'OrdersPage'].map((page) => ({
        path: `./${page}`,
        assets: { js: { sync: [`static/js/async/${page === 'LoginPage' ? 'login' : 'orders'}.js`] } },
      })),
    };
    if (stored) localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"kept"}');
    serve({ remotes: listed({ mfe_account: accountUrl }) }, () => ({ body: accountManifest }));
    await runWarmUp({ pathname: '/orders', search: '' });
    await settle();
    expect(requested()).toContain(accountUrl);
    expect(prefetched().map((call) => call.href)).toEqual([
      'https://account.market.example/static/js/mfe_account.9f.js',
      `https://account.market.example/static/js/async/${chunk}`,
    ]);
  });

  it('fetches no manifest when env.json gives the remote a URL that is not http(s) (javascript:)', async () => {
    serve({ remotes: listed({ mfe_catalog: 'javascript:alert(1)//mf-manifest.json' }) });
    await runWarmUp({ pathname: '/', search: '' });
    await settle();
    expect(requested()).toEqual(['http://localhost/env.json']);
    expect(prefetched()).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['its publicPath', { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'javascript:alert(1)//' } }],
    [
      'its entry and chunks',
      {
        metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'javascript:alert(1)' }, pages: MANIFEST.metaData.pages },
        exposes: [{ path: './HomePage', assets: { js: { sync: ['javascript:alert(2)', 'data:text/javascript,alert(3)'] } } }],
      },
    ],
  ])('fetches no script when the manifest points %s at a URL that is not http(s)', async (_label, manifest) => {
    serve(ENV, () => ({ body: manifest }));
    await runWarmUp({ pathname: '/', search: '' });
    await settle();
    expect(requested()).toContain(MANIFEST_URL);
    expect(prefetched()).toEqual([]);
  });

  it.each<[string, Handler]>([
    ['answers 503', (): Reply => ({ status: 503, body: MANIFEST })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fetches no script, and leaves no unhandled rejection, when the manifest %s', async (_label, manifest) => {
    serve(ENV, manifest);
    await runWarmUp({ pathname: '/', search: '' });
    await settle();
    expect(requested()).toContain(MANIFEST_URL);
    expect(prefetched()).toEqual([]);
  });
});

describe('warmUp and the backend', () => {
  const preconnects = () =>
    [...document.head.querySelectorAll('link[rel=preconnect]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);

  it.each(['/', '/orders'])(
    "opens both connections to env.json's backend origin on %s: for data (crossorigin) and for images",
    async (pathname) => {
      serve({ ...ENV, supabase: { url: 'https://api.market.example/some/path', anonKey: 'k' } });
      await runWarmUp({ pathname, search: '' });
      await settle();
      expect(preconnects()).toEqual([
        ['https://api.market.example', 'anonymous'],
        ['https://api.market.example', null],
      ]);
    },
  );

  it.each<[string, unknown]>([
    ['no backend', { ...ENV, supabase: null }],
    ['a backend URL that is not http(s)', { ...ENV, supabase: { url: 'javascript:alert(1)' } }],
  ])('opens none for %s', async (_label, env) => {
    serve(env);
    await runWarmUp({ pathname: '/', search: '' });
    await settle();
    expect(preconnects()).toEqual([]);
  });
});

describe('warmUp and a remote that does not answer', () => {
  it("warms the page remote as soon as its own manifest is in, without waiting for a silent remote's", async () => {
    const silentUrl = 'https://support.market.example/mf-manifest.json';
    serve({ remotes: listed({ mfe_catalog: MANIFEST_URL, mfe_support: silentUrl }) }, (request) =>
      request.url.href === silentUrl ? new Promise<Reply>(() => undefined) : { body: MANIFEST },
    );
    await runWarmUp({ pathname: '/', search: '' });
    await settle();
    expect(prefetched().map((call) => call.href)).toContain('https://catalog.market.example/static/js/mfe_catalog.1a2b.js');
  });
});

describe('requestManifestsOfConfig', () => {
  it("hands the shell a request for every listed remote's manifest, in listed order: its JSON, or why it is missing", async () => {
    const searchUrl = 'https://search.market.example/mf-manifest.json';
    serve({ remotes: listed({ mfe_catalog: MANIFEST_URL, mfe_search: searchUrl }) }, (request) =>
      request.url.href === searchUrl ? { status: 503, body: {} } : { body: MANIFEST },
    );
    const requests = await runWarmUp({ pathname: '/', search: '' });
    expect(await Promise.all(requests.map((request) => request.answer))).toEqual([
      { name: 'mfe_catalog', manifest: MANIFEST_URL, json: MANIFEST, problem: null },
      { name: 'mfe_search', manifest: searchUrl, json: null, problem: `manifest ${searchUrl} answered 503` },
    ]);
  });
});

describe('warmUp and the first reads', () => {
  const BACKEND = { url: 'https://api.market.example', anonKey: 'anon-key' };
  const PRODUCTS = 'products?select=id%2Cname&category=eq.%7BcategoryId%7D&order=id.asc&offset=0&limit=24';
  const WITH_READS = {
    ...MANIFEST,
    metaData: {
      ...MANIFEST.metaData,
      firstReads: {
        '/category/:categoryId': { params: { categoryId: 'clothing|home-kitchen' }, reads: [{ path: PRODUCTS, prefer: 'count=exact' }] },
        '/orders': { reads: [{ path: 'orders?select=id' }] },
      },
    },
  };
  const READ_URL = 'https://api.market.example/rest/v1/products?select=id%2Cname&category=eq.home-kitchen&order=id.asc&offset=0&limit=24';
  const reads = () => sent.filter((request) => request.url.pathname.startsWith('/rest/v1/'));

  const ROWS = [{ id: 'p1', name: 'Sufuria' }];
  // The account remote's manifest (the sign-in page's) declares reads for /orders: a guest there
  // is shown the sign-in page, whose route they are not.
  const REMOTES = listed({ mfe_catalog: MANIFEST_URL, mfe_account: 'https://account.market.example/mf-manifest.json' });
  const ACCOUNT = {
    ...WITH_READS,
    metaData: {
      ...WITH_READS.metaData,
      pages: [
        { path: '/login', module: './LoginPage', guard: 'guest-only', title },
        { path: '/orders', module: './OrdersPage', guard: 'signed-in', title },
      ],
    },
  };
  beforeEach(() =>
    serve({ remotes: REMOTES, supabase: BACKEND }, (request) => ({
      body: request.url.pathname.startsWith('/rest/') ? ROWS : request.url.hostname.startsWith('account') ? ACCOUNT : WITH_READS,
    })),
  );

  it("sends the route's declared reads with the anon key and Prefer header as soon as the manifest arrives, before the remote's scripts may load", async () => {
    await runWarmUp({ pathname: '/category/home-kitchen', search: '' }, new Promise(() => undefined));
    await settle();

    expect(
      reads().map((r) => [r.method, r.url.href, r.headers.get('apikey'), r.headers.get('authorization'), r.headers.get('prefer')]),
    ).toEqual([['GET', READ_URL, 'anon-key', 'Bearer anon-key', 'count=exact']]);
    expect(prefetched().filter((call) => call.href !== READ_URL)).toEqual([]);
  });

  it('hands the answer to the identical request of the page, once (contracts takeFirstRead)', async () => {
    await runWarmUp({ pathname: '/category/home-kitchen', search: '' });
    const { takeFirstRead } = await import('@marketplace/contracts/first-reads');
    await settle();

    const answer = await takeFirstRead(READ_URL, { headers: { apikey: 'anon-key', prefer: 'count=exact' } });
    await expect(answer?.json()).resolves.toEqual(ROWS);
    expect(takeFirstRead(READ_URL, { headers: { prefer: 'count=exact' } })).toBeUndefined();
  });

  it.each<[string, string, string, boolean]>([
    ['an address with a query (the page then reads another sort or page)', '/category/home-kitchen', '?sort=price-asc', false],
    ['a parameter outside its declared pattern', '/category/cars', '', false],
    ['a page behind sign-in shown to a guest as the sign-in page', '/orders', '', false],
  ])('sends nothing for %s', async (_label, pathname, search, stored) => {
    if (stored) localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"kept"}');
    await runWarmUp({ pathname, search });
    await settle();
    expect(reads()).toEqual([]);
  });
});
