import { type RuntimeConfig } from '@marketplace/contracts';
import { applyOverrides, judgeOverride, requestedOverrides } from './override';
import { OVERRIDE_STORAGE_PREFIX } from '../../startup/override-keys';

const DEV_URL = 'http://localhost:3102/mf-manifest.json';

/** A real, minimal Storage kept in memory. */
class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

/** A storage that refuses everything, like a browser with storage blocked. */
function blockedStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

const at = (search: string) => ({ search }) as Location;

const LISTED = ['mfe_catalog', 'mfe_search', 'mfe_cart_checkout', 'mfe_account', 'mfe_support'];
const remotesAt = (origin: (name: string) => string) => LISTED.map((name) => ({ name, manifest: `${origin(name)}/mf-manifest.json` }));

const production = (): RuntimeConfig => ({
  remotes: remotesAt((name) => `https://${name.slice(4)}.market.example`),
  supabase: null,
  allowOverrides: false,
});

/** A local run: every remote on a loopback port, overrides allowed. */
const local = (): RuntimeConfig => ({
  remotes: remotesAt((name) => `http://localhost:${3001 + LISTED.indexOf(name)}`),
  supabase: null,
  allowOverrides: true,
});

/** The manifest URL of each remote, by name. */
const urlsOf = (remotes: RuntimeConfig['remotes']) => Object.fromEntries(remotes.map((r) => [r.name, r.manifest]));

describe('judgeOverride: accepted', () => {
  it.each([
    DEV_URL,
    'http://127.0.0.1:3102/mf-manifest.json',
    'https://[::1]:3102/mf-manifest.json',
    'http://LOCALHOST:3102/mf-manifest.json',
    'http://localhost:3102/dist/mf-manifest.json',
    'http://localhost:3102/mf-manifest.json?v=2',
    // userinfo before a loopback host: the URL's hostname is localhost, so the code is loaded from loopback.
    'http://evil.com@localhost:3102/mf-manifest.json',
  ])('%s', (url) => {
    const decision = judgeOverride('mfe_search', url, true, LISTED);
    expect(decision).toEqual({ remote: 'mfe_search', url: new URL(url).href, accepted: true });
  });

  it('returns the normalised URL', () => {
    expect(judgeOverride('mfe_catalog', 'HTTP://LocalHost:3101/a/../mf-manifest.json', true, LISTED)).toEqual({
      remote: 'mfe_catalog',
      url: 'http://localhost:3101/mf-manifest.json',
      accepted: true,
    });
  });
});

describe('judgeOverride: refused', () => {
  const refused = (remote: string, url: string, allow = true) => {
    const decision = judgeOverride(remote, url, allow, LISTED);
    expect(decision.accepted).toBe(false);
    return decision.accepted ? '' : decision.reason;
  };

  it.each(['mfe_unknown', '', 'shell', '__proto__', 'constructor', 'MFE_SEARCH', 'mfe-search'])(
    'a remote the runtime config does not list, %j (an override never adds a remote)',
    (remote) => {
      expect(refused(remote, DEV_URL)).toBe('unknown remote');
    },
  );

  it('everything when the runtime config does not allow overrides', () => {
    expect(refused('mfe_search', DEV_URL, false)).toBe('overrides are not allowed by the runtime config');
    expect(refused('mfe_search', 'https://[::1]:3102/mf-manifest.json', false)).toBe('overrides are not allowed by the runtime config');
  });

  it.each(['', 'not a url', '/mf-manifest.json', '//localhost:3102/mf-manifest.json', 'http://'])('not a URL: %j', (url) => {
    expect(refused('mfe_search', url)).toBe('not a URL');
  });

  it.each([
    'javascript:alert(1)//mf-manifest.json',
    'JavaScript://localhost/%0Aalert(1)//mf-manifest.json',
    'file:///home/dev/mf-manifest.json',
    'file://localhost/mf-manifest.json',
    'data:application/json,{}/mf-manifest.json',
    'ftp://localhost/mf-manifest.json',
    'ws://localhost:3102/mf-manifest.json',
    'blob:http://localhost:3102/mf-manifest.json',
  ])('non-http(s) scheme: %s', (url) => {
    expect(refused('mfe_search', url)).toBe('only http(s) manifests');
  });

  it.each([
    'http://localhost.evil.com/mf-manifest.json',
    'http://127.0.0.1.nip.io/mf-manifest.json',
    'http://localhost@evil.com/mf-manifest.json',
    'http://evil.com/mf-manifest.json?localhost',
    'http://evil.com/localhost/mf-manifest.json',
    'https://search.market.example/mf-manifest.json',
    'http://0.0.0.0:3102/mf-manifest.json',
    'http://192.168.1.10:3102/mf-manifest.json',
    'http://evil.com#@localhost:3102/mf-manifest.json',
    'http://xn--localhost-.com/mf-manifest.json',
  ])('non-loopback host: %s', (url) => {
    expect(refused('mfe_search', url)).toBe('only loopback origins may override');
  });

  it.each([
    'http://localhost:3102/',
    'http://localhost:3102/remoteEntry.js',
    'http://localhost:3102/evil.js#/mf-manifest.json',
    'http://localhost:3102/evil.js?x=/mf-manifest.json',
    'http://localhost:3102/not-mf-manifest.json',
    'http://localhost:3102/mf-manifest.json/evil.js',
  ])('path not ending in /mf-manifest.json: %s', (url) => {
    expect(refused('mfe_search', url)).toBe('must point at mf-manifest.json');
  });
});

describe('requestedOverrides', () => {
  it('is empty with no query and no storage', () => {
    expect(requestedOverrides(at(''), undefined)).toEqual([]);
    expect(requestedOverrides(at('?q=dress'), new MemoryStorage())).toEqual([]);
  });

  it('reads the query parameter and persists it for the visit', () => {
    const storage = new MemoryStorage();
    const search = `?mf-override=${encodeURIComponent(`mfe_search@${DEV_URL}`)}`;
    expect(requestedOverrides(at(search), storage)).toEqual([['mfe_search', DEV_URL]]);
    expect(storage.getItem(`${OVERRIDE_STORAGE_PREFIX}mfe_search`)).toBe(DEV_URL);
    // Next page load without the parameter: the stored override still applies.
    expect(requestedOverrides(at(''), storage)).toEqual([['mfe_search', DEV_URL]]);
  });

  it('reads the unencoded form too', () => {
    expect(requestedOverrides(at(`?mf-override=mfe_search@${DEV_URL}`), undefined)).toEqual([['mfe_search', DEV_URL]]);
  });

  it('reads several parameters', () => {
    const storage = new MemoryStorage();
    const search =
      '?mf-override=mfe_search@http://localhost:3102/mf-manifest.json&x=1&mf-override=mfe_catalog@http://127.0.0.1:3101/mf-manifest.json';
    expect(requestedOverrides(at(search), storage)).toEqual([
      ['mfe_search', 'http://localhost:3102/mf-manifest.json'],
      ['mfe_catalog', 'http://127.0.0.1:3101/mf-manifest.json'],
    ]);
    expect(storage.getItem(`${OVERRIDE_STORAGE_PREFIX}mfe_catalog`)).toBe('http://127.0.0.1:3101/mf-manifest.json');
  });

  it('splits at the first @, so a URL with userinfo stays whole', () => {
    const url = 'http://evil.com@localhost:3102/mf-manifest.json';
    expect(requestedOverrides(at(`?mf-override=mfe_search@${url}`), undefined)).toEqual([['mfe_search', url]]);
  });

  it.each(['?mf-override=', '?mf-override=mfe_search', `?mf-override=@${DEV_URL}`])(
    'ignores a parameter without a remote: %s',
    (search) => {
      const storage = new MemoryStorage();
      expect(requestedOverrides(at(search), storage)).toEqual([]);
      expect(storage.length).toBe(0);
    },
  );

  it('reads stored overrides and ignores other keys', () => {
    const storage = new MemoryStorage();
    storage.setItem('marketplace:language', 'so');
    storage.setItem(`${OVERRIDE_STORAGE_PREFIX}mfe_account`, 'http://localhost:3104/mf-manifest.json');
    expect(requestedOverrides(at(''), storage)).toEqual([['mfe_account', 'http://localhost:3104/mf-manifest.json']]);
  });

  it('the query parameter wins over a stored override of the same remote', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${OVERRIDE_STORAGE_PREFIX}mfe_search`, 'http://localhost:9999/mf-manifest.json');
    expect(requestedOverrides(at(`?mf-override=mfe_search@${DEV_URL}`), storage)).toEqual([['mfe_search', DEV_URL]]);
    expect(storage.getItem(`${OVERRIDE_STORAGE_PREFIX}mfe_search`)).toBe(DEV_URL);
  });

  it('tolerates a storage that throws: the query parameter still applies', () => {
    expect(requestedOverrides(at(`?mf-override=mfe_search@${DEV_URL}`), blockedStorage())).toEqual([['mfe_search', DEV_URL]]);
  });

  it('tolerates a storage whose setItem alone throws (quota)', () => {
    const storage = new MemoryStorage();
    jest.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(requestedOverrides(at(`?mf-override=mfe_search@${DEV_URL}`), storage)).toEqual([['mfe_search', DEV_URL]]);
  });

  it('works with the page localStorage', () => {
    localStorage.clear();
    try {
      requestedOverrides(at(`?mf-override=mfe_support@http://localhost:3105/mf-manifest.json`), localStorage);
      expect(requestedOverrides(at(''), localStorage)).toEqual([['mfe_support', 'http://localhost:3105/mf-manifest.json']]);
    } finally {
      localStorage.clear();
    }
  });
});

describe('applyOverrides', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('drops a refused override from the address bar, keeping the rest of the address and an accepted one', () => {
    const evil = 'mfe_catalog@http://evil.example.com/mf-manifest.json';
    const good = `mfe_search@${DEV_URL}`;
    window.history.replaceState(
      null,
      '',
      `/search?q=lamp&mf-override=${encodeURIComponent(evil)}&mf-override=${encodeURIComponent(good)}#top`,
    );
    applyOverrides(local(), [
      ['mfe_catalog', 'http://evil.example.com/mf-manifest.json'],
      ['mfe_search', DEV_URL],
    ]);
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/search');
    expect(url.hash).toBe('#top');
    expect(url.searchParams.get('q')).toBe('lamp');
    expect(url.searchParams.getAll('mf-override')).toEqual([good]);
    window.history.replaceState(null, '', '/');
  });

  it('without requests returns the configured URLs unchanged and logs nothing', () => {
    const config = local();
    expect(applyOverrides(config, [])).toEqual(config.remotes);
    expect(warn).not.toHaveBeenCalled();
  });

  it('applies an accepted override, logs it, and does not alter the config', () => {
    const config = local();
    const before = config.remotes.map((r) => ({ ...r }));
    const remotes = applyOverrides(config, [['mfe_search', DEV_URL]]);
    expect(urlsOf(remotes)).toEqual({ ...urlsOf(before), mfe_search: DEV_URL });
    expect(remotes.map((r) => r.name)).toEqual(LISTED);
    expect(config.remotes).toEqual(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('mfe_search');
    expect(warn.mock.calls[0]?.[0]).toContain(DEV_URL);
  });

  it('production (overrides not allowed): nothing changes and each refusal is logged with its reason', () => {
    const config = production();
    const urls = applyOverrides(config, [
      ['mfe_search', DEV_URL],
      ['mfe_catalog', 'http://127.0.0.1:3101/mf-manifest.json'],
    ]);
    expect(urls).toEqual(config.remotes);
    expect(warn).toHaveBeenCalledTimes(2);
    for (const [message] of warn.mock.calls) expect(String(message)).toContain('not allowed');
  });

  it('refuses hostile requests, leaving those remotes on their configured URL, while applying a good one', () => {
    const config = local();
    const urls = applyOverrides(config, [
      ['mfe_search', 'http://localhost.evil.com/mf-manifest.json'],
      ['mfe_catalog', 'javascript:alert(1)//mf-manifest.json'],
      ['mfe_unknown', DEV_URL],
      ['mfe_support', 'http://localhost:3105/remoteEntry.js'],
      ['mfe_account', 'http://localhost:3104/mf-manifest.json'],
    ]);
    expect(urlsOf(urls)).toEqual({ ...urlsOf(config.remotes), mfe_account: 'http://localhost:3104/mf-manifest.json' });
    expect(urls.map((r) => r.name)).toEqual(LISTED);
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages.filter((m) => m.includes('refused'))).toHaveLength(4);
    expect(messages.some((m) => m.includes('"mfe_search"') && m.includes('only loopback origins may override'))).toBe(true);
    expect(messages.some((m) => m.includes('"mfe_catalog"') && m.includes('only http(s) manifests'))).toBe(true);
    expect(messages.some((m) => m.includes('"mfe_unknown"') && m.includes('unknown remote'))).toBe(true);
    expect(messages.some((m) => m.includes('"mfe_support"') && m.includes('must point at mf-manifest.json'))).toBe(true);
  });

  it('removes a refused override from storage with a warning, and keeps an accepted one', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${OVERRIDE_STORAGE_PREFIX}mfe_search`, 'http://evil.example/mf-manifest.json');
    storage.setItem(`${OVERRIDE_STORAGE_PREFIX}mfe_account`, 'http://localhost:3104/mf-manifest.json');
    const config = local();
    const urls = urlsOf(applyOverrides(config, requestedOverrides(at(''), storage), storage));
    expect(urls.mfe_search).toBe(urlsOf(config.remotes).mfe_search);
    expect(storage.getItem(`${OVERRIDE_STORAGE_PREFIX}mfe_search`)).toBeNull();
    expect(storage.getItem(`${OVERRIDE_STORAGE_PREFIX}mfe_account`)).toBe('http://localhost:3104/mf-manifest.json');
    const refusal = warn.mock.calls.map(([m]) => String(m)).find((m) => m.includes('refused'));
    expect(refusal).toContain(`removed ${OVERRIDE_STORAGE_PREFIX}mfe_search from localStorage`);
    // The next page load asks for nothing.
    expect(requestedOverrides(at(''), storage)).toEqual([['mfe_account', 'http://localhost:3104/mf-manifest.json']]);
  });

  it('production: a query-parameter override is refused and not left in storage', () => {
    const storage = new MemoryStorage();
    const requested = requestedOverrides(at(`?mf-override=mfe_search@${DEV_URL}`), storage);
    applyOverrides(production(), requested, storage);
    expect(storage.length).toBe(0);
  });

  it('a blocked storage does not stop the refusal', () => {
    expect(applyOverrides(production(), [['mfe_search', DEV_URL]], blockedStorage())).toEqual(production().remotes);
    expect(String(warn.mock.calls[0]?.[0])).toContain('refused');
  });
});
