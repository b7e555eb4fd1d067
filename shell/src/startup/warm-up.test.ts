import { scriptedFetch, type Handler, type Reply, type SentRequest } from '@marketplace/contracts/testing';

const MANIFEST_URL = 'https://catalog.market.example/mf-manifest.json';
const ENV = { remotes: { mfe_catalog: MANIFEST_URL } };

/** A manifest as the remotes' builds write it (mfe-catalog/dist/mf-manifest.json), trimmed. */
const MANIFEST = {
  metaData: { name: 'mfe_catalog', publicPath: 'auto', remoteEntry: { path: '', name: 'static/js/mfe_catalog.1a2b.js', type: 'global' } },
  exposes: [
    { path: './ListingPage', assets: { js: { sync: ['static/js/async/listing.js'], async: [] } } },
    { path: './HomePage', assets: { js: { sync: ['static/js/async/home.js', 'static/js/async/d.js'], async: ['static/js/async/later.js'] } } },
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
/** The URLs fetched so far, in order. */
const requested = () => sent.map((request) => request.url.href);

/**
 * Serves `/env.json` and the manifest. scriptedFetch takes absolute URLs and answers without
 * `clone()` (jsdom has no Response); the warm-up fetches '/env.json' and clones the manifest.
 */
function serve(env: unknown, manifest: Handler = () => ({ body: MANIFEST })): void {
  const scripted = scriptedFetch((request) => (request.url.pathname === '/env.json' ? { body: env } : manifest(request)));
  sent = scripted.requests;
  globalThis.fetch = async (input, init) => {
    const response = await scripted.fetch(new URL(String(input), window.location.href), init);
    return Object.assign(response, { clone: () => response });
  };
}

/** A fresh copy of the start-up modules: the config request is made once per module instance. */
const loadWarmUp = () => import('./warm-up');

/** Lets the warm-up's promise chain (all microtasks, no timers) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.as, // jsdom 20 does not reflect `as` to the attribute; browsers do
    href: link.href,
    crossorigin: link.getAttribute('crossorigin'),
  }));

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
  it("preloads the page remote's entry (crossorigin anonymous) and its page module's sync chunks (no crossorigin), resolved against the manifest URL", async () => {
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/', search: '' }, localStorage);
    await settle();

    expect(requested()).toEqual(['http://localhost/env.json', MANIFEST_URL]);
    expect(preloads()).toEqual([
      { rel: 'preload', as: 'script', href: 'https://catalog.market.example/static/js/mfe_catalog.1a2b.js', crossorigin: 'anonymous' },
      { rel: 'preload', as: 'script', href: 'https://catalog.market.example/static/js/async/home.js', crossorigin: null },
      { rel: 'preload', as: 'script', href: 'https://catalog.market.example/static/js/async/d.js', crossorigin: null },
    ]);
  });

  it('does nothing, not even a request, for a page behind sign-in (/orders)', async () => {
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/orders', search: '' }, localStorage);
    await settle();
    expect(requested()).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('does nothing when the query asks for a remote override (?mf-override=...)', async () => {
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/', search: '?mf-override=mfe_catalog@http://localhost:3101/mf-manifest.json' }, localStorage);
    await settle();
    expect(requested()).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('does nothing when storage keeps a remote override (a key starting mf-override:)', async () => {
    localStorage.setItem('mf-override:mfe_catalog', 'http://localhost:3101/mf-manifest.json');
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/', search: '' }, localStorage);
    await settle();
    expect(requested()).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it("fetches no manifest when env.json gives the remote a URL that is not http(s) (javascript:)", async () => {
    serve({ remotes: { mfe_catalog: 'javascript:alert(1)//mf-manifest.json' } });
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/', search: '' }, localStorage);
    await settle();
    expect(requested()).toEqual(['http://localhost/env.json']);
    expect(preloads()).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['its publicPath', { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'javascript:alert(1)//' } }],
    [
      'its entry and chunks',
      {
        metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'javascript:alert(1)' } },
        exposes: [{ path: './HomePage', assets: { js: { sync: ['javascript:alert(2)', 'data:text/javascript,alert(3)'] } } }],
      },
    ],
  ])('preloads nothing when the manifest points %s at a URL that is not http(s)', async (_label, manifest) => {
    serve(ENV, () => ({ body: manifest }));
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/', search: '' }, localStorage);
    await settle();
    expect(requested()).toContain(MANIFEST_URL);
    expect(preloads()).toEqual([]);
  });

  it.each<[string, Handler]>([
    ['answers 503', (): Reply => ({ status: 503, body: MANIFEST })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('preloads nothing, and leaves no unhandled rejection, when the manifest %s', async (_label, manifest) => {
    serve(ENV, manifest);
    const { warmUp } = await loadWarmUp();
    warmUp({ pathname: '/', search: '' }, localStorage);
    await settle();
    expect(requested()).toContain(MANIFEST_URL);
    expect(preloads()).toEqual([]);
  });
});

describe('takeWarmManifest', () => {
  it('hands over the manifest response the warm-up fetched, once (the second call gets undefined)', async () => {
    const { warmUp, takeWarmManifest } = await loadWarmUp();
    warmUp({ pathname: '/', search: '' }, localStorage);
    await settle();

    const warm = await takeWarmManifest(MANIFEST_URL);
    expect(warm?.ok).toBe(true);
    await expect(warm?.json()).resolves.toEqual(MANIFEST);
    expect(takeWarmManifest(MANIFEST_URL)).toBeUndefined();
  });
});
