import { BACKEND_TIMEOUT_MS } from './backend-fetch';
import { firstReadRequests, FIRST_READ_TTL_MS, restRead, sendFirstRead, takeFirstRead, withImages } from './first-reads';

const ROOT = 'https://api.market.example/rest/v1';
const PRODUCT = { params: { id: '[a-z0-9-]{1,40}' }, reads: [restRead('products', { select: 'id,name', id: 'eq.{id}' })] };

describe('restRead', () => {
  it('encodes the query as postgrest-js does (URLSearchParams: commas, colons and parentheses escaped)', () => {
    expect(restRead('products', { select: 'id,vendor:vendors(id)', order: 'id.asc' }, 'count=exact')).toEqual({
      path: 'products?select=id%2Cvendor%3Avendors%28id%29&order=id.asc',
      prefer: 'count=exact',
    });
  });
});

describe('firstReadRequests', () => {
  it('fills each {param} with the route parameter, encoded, under the REST root', () => {
    expect(firstReadRequests(PRODUCT, { id: 'e1' }, `${ROOT}/`)).toEqual([
      { url: `${ROOT}/products?select=id%2Cname&id=eq.e1`, prefer: null, body: null, images: 0 },
    ]);
  });

  const SEARCH = {
    query: ['q'],
    params: { q: '[a-z ]{2,20}' },
    reads: [restRead('rpc/search', { select: 'id' }, undefined, { q: '{q}' })],
  };

  it("takes the declared address query parameters as parameters, into a function call's JSON body", () => {
    expect(firstReadRequests(SEARCH, {}, ROOT, new URLSearchParams('q=red+dress'))).toEqual([
      { url: `${ROOT}/rpc/search?select=id`, prefer: null, body: '{"q":"red dress"}', images: 0 },
    ]);
  });

  it.each([
    ['an address parameter it does not take', 'q=dress&page=2'],
    ['a parameter twice', 'q=dress&q=shoes'],
    ['a query outside its pattern', 'q=%22%7D%2C%22x%22%3A%22'],
  ])('gives nothing for %s', (_label, search) => {
    expect(firstReadRequests(SEARCH, {}, ROOT, new URLSearchParams(search))).toEqual([]);
  });

  it.each<[string, unknown, number]>([
    ['the declared count', 4, 4],
    ['a first screen at most', 50, 8],
    ['none for a count that is not a positive whole number', -2, 0],
    ['none for a count that is not a number', '4', 0],
  ])("takes how many of the answer's rows show their image: %s", (_label, images, count) => {
    const page = { reads: [{ ...restRead('products', { select: 'id,image' }), images }] };
    expect(firstReadRequests(page, {}, ROOT).map((request) => request.images)).toEqual([count]);
  });

  it('gives nothing for a route declared without a query when the address has one', () => {
    expect(firstReadRequests(PRODUCT, { id: 'e1' }, ROOT, new URLSearchParams('sort=price-asc'))).toEqual([]);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['a parameter outside its pattern', PRODUCT, { id: 'E1)' }],
    ['a parameter that only contains a match', PRODUCT, { id: 'x&id=eq.y' }],
    ['a missing parameter', PRODUCT, {}],
    [
      'a pattern that is no valid RegExp (it does not throw)',
      { params: { id: '[a-z' }, reads: [{ path: 'products?id=eq.{id}' }] },
      { id: 'e1' },
    ],
    ['a placeholder with no declared pattern', { reads: [{ path: 'products?id=eq.{id}' }] }, { id: 'e1' }],
    ['a path to another origin', { reads: [{ path: '//evil.example/steal' }] }, {}],
    ['an absolute URL', { reads: [{ path: 'https://evil.example/rest/v1/products' }] }, {}],
    ['a path out of the REST root', { reads: [{ path: '../auth/v1/user' }] }, {}],
    ['a read that is not an object', { reads: ['products'] }, {}],
    ['a Prefer that is not text', { reads: [{ path: 'products', prefer: 1 }] }, {}],
    ['a body that is not an object of text', { reads: [{ path: 'rpc/f', body: { q: 1 } }] }, {}],
    ['no reads list', { params: {} }, {}],
    ['no declaration', undefined, {}],
  ])('gives nothing for %s', (_label, page, params) => {
    expect(firstReadRequests(page, params, ROOT)).toEqual([]);
  });
});

describe('sendFirstRead and takeFirstRead', () => {
  const URL_E1 = `${ROOT}/products?select=id%2Cname&id=eq.e1`;
  const realFetch = globalThis.fetch;
  let answer: () => Promise<Response>;
  const fetchMock = jest.fn((..._args: Parameters<typeof fetch>) => answer());
  const ok = { ok: true, status: 200 } as Response;

  beforeEach(() => {
    fetchMock.mockClear();
    answer = async () => ok;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('sends a GET with the anon key and the Prefer header', () => {
    sendFirstRead({ url: URL_E1, prefer: 'count=exact', body: null, images: 0 }, 'anon');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(URL_E1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ apikey: 'anon', Authorization: 'Bearer anon', Prefer: 'count=exact' });
    takeFirstRead(URL_E1, { headers: { prefer: 'count=exact' } });
  });

  it('hands the answer to the identical GET once', async () => {
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    await expect(takeFirstRead(new URL(URL_E1), { method: 'GET', headers: { apikey: 'anon' } })).resolves.toBe(ok);
    expect(takeFirstRead(URL_E1)).toBeUndefined();
  });

  it.each<[string, RequestInit]>([
    ['a POST', { method: 'POST' }],
    ['another Prefer header (a count the read did not ask for)', { headers: { prefer: 'count=exact' } }],
  ])('does not hand it to %s', (_label, init) => {
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    expect(takeFirstRead(URL_E1, init)).toBeUndefined();
  });

  it('does not hand over an answer older than FIRST_READ_TTL_MS', () => {
    jest.useFakeTimers();
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    jest.advanceTimersByTime(FIRST_READ_TTL_MS + 1);
    expect(takeFirstRead(URL_E1)).toBeUndefined();
  });

  it('sends a function call as a POST of its JSON body, and hands the answer only to the same POST with the same body', async () => {
    sendFirstRead({ url: URL_E1, prefer: null, body: '{"q":"dress"}', images: 0 }, 'anon');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: '{"q":"dress"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(takeFirstRead(URL_E1)).toBeUndefined();
    expect(takeFirstRead(URL_E1, { method: 'POST', body: '{"q":"shoes"}' })).toBeUndefined();
    await expect(takeFirstRead(URL_E1, { method: 'POST', body: '{"q":"dress"}' })).resolves.toBe(ok);
  });

  it('hands over an error status as it came, as if the page had asked itself', async () => {
    const unavailable = { ok: false, status: 503 } as Response;
    answer = async () => unavailable;
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    await expect(takeFirstRead(URL_E1)).resolves.toBe(unavailable);
  });

  it('hands over a failed read as that failure, once: the page asks afresh only on Try Again', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    await expect(takeFirstRead(URL_E1)).rejects.toThrow('Failed to fetch');
    expect(takeFirstRead(URL_E1)).toBeUndefined();
  });

  it("gives up as the page's own request would (BACKEND_TIMEOUT_MS from the sending), with an AbortError that postgrest-js does not retry", async () => {
    jest.useFakeTimers();
    answer = () => new Promise(() => undefined);
    globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    const taken = takeFirstRead(URL_E1);
    jest.advanceTimersByTime(BACKEND_TIMEOUT_MS);
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("rejects with the caller's abort reason when its signal fires first", async () => {
    answer = () => new Promise(() => undefined);
    sendFirstRead({ url: URL_E1, prefer: null, body: null, images: 0 }, 'anon');
    const controller = new AbortController();
    const taken = takeFirstRead(URL_E1, { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(taken).rejects.toThrow('left the page');
  });
});

describe("sendFirstRead with the answer's images", () => {
  const URL_LIST = `${ROOT}/products?select=id%2Cimage`;
  const BACKEND = 'https://api.market.example';
  const realFetch = globalThis.fetch;
  let loaded: Array<{ src: string; priority: string }>;
  const realImage = globalThis.Image;

  const answer = (body: unknown, ok = true) => {
    const response = { ok, status: ok ? 200 : 503, json: async () => body } as Response;
    globalThis.fetch = (async () => Object.assign(response, { clone: () => response })) as typeof fetch;
  };
  /** Lets the answer's chain (microtasks only) run to its end. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    loaded = [];
    globalThis.Image = class {
      fetchPriority = 'auto';
      set src(value: string) {
        loaded.push({ src: value, priority: this.fetchPriority });
      }
    } as unknown as typeof Image;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    globalThis.Image = realImage;
  });

  it("loads, at high priority, the catalogue images of the answer's first rows that name one, as the page will show them", async () => {
    answer([{ image: 'products/e1.svg' }, { image: null }, { image: 'products/a b.svg' }, { image: 'products/late.svg' }]);
    sendFirstRead(withImagesRequest(3), 'anon', BACKEND);
    await settle();
    expect(loaded).toEqual([
      { src: `${BACKEND}/storage/v1/object/public/catalog/products/e1.svg`, priority: 'high' },
      { src: `${BACKEND}/storage/v1/object/public/catalog/products/a%20b.svg`, priority: 'high' },
    ]);
    takeFirstRead(URL_LIST);
  });

  it("loads those of the rows of a function's answer that is one object (a page of rows with its count)", async () => {
    answer({ total: 40, rows: [{ image: 'products/e1.svg' }, { image: 'products/e2.svg' }] });
    sendFirstRead(withImagesRequest(1), 'anon', BACKEND);
    await settle();
    expect(loaded).toEqual([{ src: `${BACKEND}/storage/v1/object/public/catalog/products/e1.svg`, priority: 'high' }]);
    takeFirstRead(URL_LIST);
  });

  it.each<[string, () => void]>([
    ['an error status', () => answer([{ image: 'products/e1.svg' }], false)],
    ['an answer that is not a list', () => answer({ image: 'products/e1.svg' })],
    ['an object whose rows are not a list', () => answer({ rows: { image: 'products/e1.svg' } })],
    ['a failed read', () => (globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)],
  ])('loads none for %s', async (_label, serve) => {
    serve();
    sendFirstRead(withImagesRequest(4), 'anon', BACKEND);
    await settle();
    expect(loaded).toEqual([]);
    await takeFirstRead(URL_LIST)?.catch(() => undefined);
  });

  it('loads none for a read that declares no images, or without the backend address', async () => {
    answer([{ image: 'products/e1.svg' }]);
    sendFirstRead(withImagesRequest(0), 'anon', BACKEND);
    await settle();
    takeFirstRead(URL_LIST);
    sendFirstRead(withImagesRequest(2), 'anon');
    await settle();
    expect(loaded).toEqual([]);
    takeFirstRead(URL_LIST);
  });

  it('leaves the answer whole for the page that takes it', async () => {
    const rows = [{ image: 'products/e1.svg' }];
    answer(rows);
    sendFirstRead(withImagesRequest(1), 'anon', BACKEND);
    await settle();
    await expect((await takeFirstRead(URL_LIST))?.json()).resolves.toEqual(rows);
  });

  const withImagesRequest = (images: number) =>
    firstReadRequests({ reads: [withImages(restRead('products', { select: 'id,image' }), images)] }, {}, ROOT)[0]!;
});
