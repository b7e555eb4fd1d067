/** @jest-environment node */
import type * as Releases from './releases';
import type * as Store from './store';

/**
 * The worker's release rules against an in-memory Cache Storage and a scripted network: what is
 * served, what is downloaded before a release replaces another, what is kept and what is dropped.
 */

const CDN = 'https://cdn.example/catalog';
const MANIFEST = `${CDN}/mf-manifest.json`;
const SHELL = 'https://shop.example';
const doc = { kind: 'manifest', key: MANIFEST } as const;

const entry = (hash: string) => `${CDN}/static/js/mfe_catalog.${hash}00000000.js`;
const home = (hash: string) => `${CDN}/static/js/async/home.${hash}11111111.js`;
const manifest = (hash: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: `static/js/mfe_catalog.${hash}00000000.js`, path: '' }, publicPath: 'auto' },
    exposes: [{ name: 'HomePage', assets: { js: { sync: [`static/js/async/home.${hash}11111111.js`], async: [] } } }],
    shared: [],
  });

/** Cache Storage as a browser keeps it: each match answers a fresh copy of what was put. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: RequestInfo | URL) {
    return this.entries.get(urlOf(key))?.clone();
  }
  async put(key: RequestInfo | URL, response: Response) {
    this.entries.set(urlOf(key), response.clone());
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(urlOf(key));
  }
}
const urlOf = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url);

let caches: Map<string, MemoryCache>;
/** What the servers answer now, by URL: a body (200) or a status; an absent URL is a dropped connection. */
let network: Map<string, string | number>;
let asked: string[];
let releases: typeof Releases;
let store: typeof Store;

const cache = (name: string) => {
  if (!caches.has(name)) caches.set(name, new MemoryCache());
  return caches.get(name)!;
};
const cached = async (name: string, url: string) => (await cache(name).match(url))?.text();

beforeEach(async () => {
  caches = new Map();
  network = new Map();
  asked = [];
  Object.assign(globalThis, {
    caches: { open: async (name: string) => cache(name) },
    fetch: async (input: RequestInfo | URL) => {
      const url = urlOf(input);
      asked.push(url);
      const answer = network.get(url);
      if (answer === undefined) throw new TypeError('Failed to fetch');
      return typeof answer === 'number' ? new Response(null, { status: answer }) : new Response(answer);
    },
  });
  // Each test starts a fresh worker: the modules keep the parsed releases and the records in memory.
  jest.resetModules();
  releases = await import('./releases');
  store = await import('./store');
});

afterEach(() => jest.restoreAllMocks());

/** A release of the catalog on the network, and every file it names. */
function publish(hash: string) {
  network.set(MANIFEST, manifest(hash));
  network.set(entry(hash), `entry ${hash}`);
  network.set(home(hash), `home ${hash}`);
}

/** The first visit: the manifest from the network, then the files the page loaded, recorded. */
async function firstVisit(hash: string) {
  publish(hash);
  await releases.serveDocument(doc, () => undefined);
  await releases.adoptLoaded([doc], [entry(hash), home(hash)], SHELL);
}

/** Lets the next check reach the network (a check within five minutes is skipped). */
const later = (ms: number) => {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
};

describe('serving a document', () => {
  it('goes to the network while no complete release is cached, and serves the cached one once its files are in', async () => {
    publish('a');
    expect(await (await releases.serveDocument(doc, () => undefined)).text()).toBe(manifest('a'));
    expect(await cached('site-documents-v2', MANIFEST)).toBe(manifest('a'));
    // Cached, but its entry is not: still the network.
    await releases.serveDocument(doc, () => undefined);
    expect(asked.filter((url) => url === MANIFEST)).toHaveLength(2);

    await releases.adoptLoaded([doc], [entry('a'), home('a')], SHELL);
    const background: Promise<unknown>[] = [];
    asked = [];
    network.clear(); // offline: the complete release needs no network
    const served = await releases.serveDocument(doc, (task) => background.push(task));
    expect(await served.text()).toBe(manifest('a'));
    expect(background).toHaveLength(1);
    expect(await background[0]).toBe(false); // its check behind the page: within five minutes, not asked
    expect(asked).toEqual([]);
  });

  it('serves a cached release that is not complete when the network fails', async () => {
    publish('a');
    await releases.serveDocument(doc, () => undefined);
    network.clear();
    expect(await (await releases.serveDocument(doc, () => undefined)).text()).toBe(manifest('a'));
  });

  it('serves a cached page with a fresh nonce in its policy and its scripts, never the stored one', async () => {
    const page = { kind: 'page', key: `${SHELL}/` } as const;
    const stored = '<script nonce="old">boot()</script>';
    await cache('site-documents-v2').put(
      page.key,
      new Response(stored, { headers: { 'Content-Security-Policy': "script-src 'nonce-old'" } }),
    );
    await store.updateRecords((r) => (r.checkedAt[page.key] = Date.now()));
    network.set(`${SHELL}/asset-manifest.json`, '{}');
    const served = await releases.serveDocument(page, () => undefined);
    const nonce = /'nonce-([^']+)'/.exec(served.headers.get('Content-Security-Policy')!)![1]!;
    expect(nonce).not.toBe('old');
    expect(await served.text()).toBe(`<script nonce="${nonce}">boot()</script>`);
    expect(await cached('site-documents-v2', page.key)).toBe(stored);
  });
});

describe('a newer release', () => {
  it('replaces the cached one only after every file it needs has downloaded, then drops the old files', async () => {
    await firstVisit('a');
    publish('b');
    later(6 * 60_000);
    expect(await releases.refresh(doc)).toBe(true);
    expect(await cached('site-documents-v2', MANIFEST)).toBe(manifest('b'));
    expect(await cached('site-files-v1', entry('b'))).toBe('entry b');
    expect(await cached('site-files-v1', home('b'))).toBe('home b');
    expect(await cached('site-files-v1', entry('a'))).toBeUndefined();
    expect((await store.loadRecords()).files[new URL(CDN).origin]).toEqual([entry('b'), home('b')]);
    expect(await releases.belongsToCurrentRelease(home('b'), SHELL)).toBe(true);
    expect(await releases.belongsToCurrentRelease(home('a'), SHELL)).toBe(false);
  });

  it('whose files do not all download leaves the cached release and its files in place, and says so', async () => {
    await firstVisit('a');
    publish('b');
    network.delete(home('b')); // a broken deploy
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    later(6 * 60_000);
    expect(await releases.refresh(doc)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`the new release behind ${MANIFEST} did not download whole`));
    expect(await cached('site-documents-v2', MANIFEST)).toBe(manifest('a'));
    expect(await cached('site-files-v1', entry('a'))).toBe('entry a');
    expect(await cached('site-files-v1', home('a'))).toBe('home a');
    // What did download of the broken release is not kept beside the current one.
    expect(await cached('site-files-v1', entry('b'))).toBeUndefined();
  });

  it('is not asked for again within five minutes of a check, and one check runs however many ask', async () => {
    await firstVisit('a');
    asked = [];
    expect(await releases.refresh(doc)).toBe(false);
    expect(asked).toEqual([]);

    publish('b');
    later(6 * 60_000);
    const [first, second] = [releases.refresh(doc), releases.refresh(doc)];
    expect(second).toBe(first);
    expect(await first).toBe(true);
    expect(asked.filter((url) => url === MANIFEST)).toHaveLength(1);
  });

  it('is waited for before a release older than a day is served', async () => {
    await firstVisit('a');
    publish('b');
    later(25 * 60 * 60_000);
    // The three-second wait for a slow network must not hold the test run open once the check is done.
    const setTimer = globalThis.setTimeout;
    const unref = (timer: unknown) => (timer as { unref(): unknown }).unref(); // Node's timer; typed here as the worker's number
    jest
      .spyOn(globalThis, 'setTimeout')
      .mockImplementation(((run: () => void, ms: number) => unref(setTimer(run, ms))) as typeof setTimeout);
    const background = jest.fn();
    expect(await (await releases.serveDocument(doc, background)).text()).toBe(manifest('b'));
    expect(background).not.toHaveBeenCalled();
  });

  it('that is the same document only confirms the cached one', async () => {
    await firstVisit('a');
    later(6 * 60_000);
    expect(await releases.refresh(doc)).toBe(false);
    expect(await cached('site-files-v1', home('a'))).toBe('home a');
    expect((await store.loadRecords()).checkedAt[MANIFEST]).toBe(Date.now());
  });
});

describe('what a first visit keeps', () => {
  it("keeps the files the current release names and the shell's own, never another release's", async () => {
    publish('a');
    network.set(`${SHELL}/static/js/index.js`, 'shell');
    await releases.adoptLoaded([doc], [entry('a'), home('b'), `${SHELL}/static/js/index.js`], SHELL);
    expect(await cached('site-files-v1', entry('a'))).toBe('entry a');
    expect(await cached('site-files-v1', home('b'))).toBeUndefined();
    expect(await cached('site-files-v1', `${SHELL}/static/js/index.js`)).toBe('shell');
    expect(asked).not.toContain(home('b'));
  });
});

describe('documentKind', () => {
  it("tells the shell's config, a remote's manifest and the page apart", () => {
    expect(releases.documentKind(`${SHELL}/env.json`, SHELL)).toBe('config');
    expect(releases.documentKind(`${CDN}/env.json`, SHELL)).toBe('page');
    expect(releases.documentKind(MANIFEST, SHELL)).toBe('manifest');
    expect(releases.documentKind(`${SHELL}/`, SHELL)).toBe('page');
  });
});
