import { CONTRACTS_MANIFEST_FIELD } from '@marketplace/contracts';
import { publishStartup } from '../../startup/handoff';
import { contractsPlugin, ContractsMismatchError, fallbackPlugin, isFailedRemoteModule, retryPlugin, trimmedSharesPlugin, type FailedRemoteModule } from './plugins';

const MANIFEST = 'https://search.market.example/mf-manifest.json';

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | void | false;
type ErrorLoadRemote = (args: { id: string; error: unknown }) => unknown;
type CreateScript = (args: { url: string }) => { script: HTMLScriptElement; timeout: number };

function retryFetch(): FetchHook {
  const hook = retryPlugin().fetch as unknown as FetchHook | undefined;
  if (!hook) throw new Error('retryPlugin has no fetch hook');
  return hook;
}

/** What `fetch` answers: just the parts the plugin reads. */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('retryPlugin().fetch', () => {
  it('is named', () => {
    expect(retryPlugin().name).toBe('marketplace-retry');
  });

  it.each([
    'https://search.market.example/remoteEntry.js',
    'https://search.market.example/static/js/async/123.js',
    'https://search.market.example/mf-manifest.json?v=1',
    'https://search.market.example/mf-stats.json',
  ])('leaves %s to the default loader (undefined, no request)', (url) => {
    expect(retryFetch()(url, {})).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a manifest on the first success, with one request', async () => {
    const ok = answer(200);
    fetchMock.mockResolvedValueOnce(ok);
    await expect(retryFetch()(MANIFEST, {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the caller init, adds an abort signal and skips the HTTP cache', async () => {
    fetchMock.mockResolvedValueOnce(answer(200));
    await retryFetch()(MANIFEST, { credentials: 'omit', headers: { accept: 'application/json' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(MANIFEST);
    expect(init).toMatchObject({ credentials: 'omit', headers: { accept: 'application/json' }, cache: 'no-cache' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('retries after network failures: fails twice, then resolves with the response after 3 calls', async () => {
    const ok = answer(200);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    await expect(retryFetch()(MANIFEST, {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries after server errors (503, 502) and resolves', async () => {
    const ok = answer(200);
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(ok);
    await expect(retryFetch()(MANIFEST, {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404 and rejects naming the status', async () => {
    fetchMock.mockResolvedValue(answer(404));
    await expect(retryFetch()(MANIFEST, {})).rejects.toThrow(`manifest ${MANIFEST} answered 404`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 403 either', async () => {
    fetchMock.mockResolvedValue(answer(403));
    await expect(retryFetch()(MANIFEST, {})).rejects.toThrow('403');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with the last error after 3 failed attempts', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('first'))
      .mockRejectedValueOnce(new TypeError('second'))
      .mockRejectedValueOnce(new TypeError('third'))
      .mockResolvedValue(answer(200));
    await expect(retryFetch()(MANIFEST, {})).rejects.toThrow('third');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects after 3 server errors with the last status', async () => {
    fetchMock.mockResolvedValueOnce(answer(500)).mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(504));
    await expect(retryFetch()(MANIFEST, {})).rejects.toThrow('answered 504');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects with an Error even when fetch rejects with a non-Error', async () => {
    fetchMock.mockRejectedValue('offline');
    await expect(retryFetch()(MANIFEST, {})).rejects.toThrow(`manifest ${MANIFEST} failed`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('waits between attempts (200 ms, then 400 ms)', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('down')).mockRejectedValueOnce(new TypeError('down')).mockResolvedValueOnce(answer(200));
    const result = retryFetch()(MANIFEST, {}) as Promise<Response>;
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(399);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toMatchObject({ ok: true });
  });

  it('aborts an attempt that hangs (2.5 s each), so a silent remote fails within seconds', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = retryFetch()(MANIFEST, {}) as Promise<Response>;
    const settled = result.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(2500 + 200 + 2500 + 400 + 2500);
    const outcome = await settled;
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

// warm-up.test.ts proves takeWarmManifest hands over the warm-up's real response; here a handoff
// stands in for the inline start-up script's (running the warm-up needs AbortSignal.timeout,
// which jsdom lacks).
describe("retryPlugin().fetch and the start-up warm-up's manifest", () => {
  afterEach(() => delete (globalThis as { __marketplaceStartup?: unknown }).__marketplaceStartup);
  const warmManifest = (response: () => Promise<Response>) =>
    publishStartup({ config: new Promise(() => undefined), takeManifest: (url) => (url === MANIFEST ? response() : undefined), entryRunning: () => undefined });

  it("answers with the warm-up's manifest response and fetches nothing", async () => {
    const warm = answer(200);
    warmManifest(() => Promise.resolve(warm));
    await expect(retryFetch()(MANIFEST, {})).resolves.toBe(warm);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response>]>([
    ['failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answered 503', () => Promise.resolve(answer(503))],
  ])("fetches the manifest itself when the warm-up's request %s", async (_label, response) => {
    warmManifest(response);
    const ok = answer(200);
    fetchMock.mockResolvedValueOnce(ok);
    await expect(retryFetch()(MANIFEST, {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retryPlugin().createScript', () => {
  it('creates a CORS script for the URL with a bounded timeout', () => {
    const createScript = retryPlugin().createScript as unknown as CreateScript;
    const { script, timeout } = createScript({ url: 'https://search.market.example/remoteEntry.js' });
    expect(script.tagName).toBe('SCRIPT');
    expect(script.src).toBe('https://search.market.example/remoteEntry.js');
    expect(script.crossOrigin).toBe('anonymous');
    expect(timeout).toBe(6000);
  });
});

describe('fallbackPlugin().errorLoadRemote', () => {
  it('returns a stand-in module recognised by isFailedRemoteModule, and logs the failure', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = fallbackPlugin();
    expect(plugin.name).toBe('marketplace-fallback');
    const cause = new Error('ScriptExternalLoadError');
    const result = (plugin.errorLoadRemote as unknown as ErrorLoadRemote)({ id: 'mfe_search/SearchPage', error: cause });

    expect(isFailedRemoteModule(result)).toBe(true);
    expect(result).toEqual({ __remoteLoadFailed: true, id: 'mfe_search/SearchPage', error: cause });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mfe_search/SearchPage'), cause);
  });
});

describe('isFailedRemoteModule', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', '__remoteLoadFailed'],
    ['a module', { default: () => null }],
    ['a truthy but not true marker', { __remoteLoadFailed: 'true', id: 'x', error: null }],
    ['a false marker', { __remoteLoadFailed: false }],
  ])('is false for %s', (_label, value) => {
    expect(isFailedRemoteModule(value)).toBe(false);
  });

  it('is true for a stand-in', () => {
    const failed: FailedRemoteModule = { __remoteLoadFailed: true, id: 'x', error: null };
    expect(isFailedRemoteModule(failed)).toBe(true);
  });
});

describe('contractsPlugin().loadRemoteSnapshot', () => {
  type SnapshotArgs = { from: 'manifest' | 'global'; moduleInfo: { name: string }; manifestJson?: { metaData: Record<string, unknown> } };
  const hook = (hostVersion: string) => contractsPlugin(hostVersion).loadRemoteSnapshot as unknown as (args: SnapshotArgs) => SnapshotArgs;
  const fromManifest = (metaData: Record<string, unknown>): SnapshotArgs => ({ from: 'manifest', moduleInfo: { name: 'mfe_search' }, manifestJson: { metaData } });

  it('passes a remote built against the same major, newer minor included, untouched and silent', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const range of ['^1.0.0', '^1.1.0', '^1.9.4']) {
      const args = fromManifest({ [CONTRACTS_MANIFEST_FIELD]: range });
      expect(hook('1.0.0')(args)).toBe(args);
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses another major with a console message naming the remote and both versions', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = () => hook('1.0.0')(fromManifest({ [CONTRACTS_MANIFEST_FIELD]: '^2.0.0' }));
    expect(run).toThrow(ContractsMismatchError);
    expect(error).toHaveBeenCalledWith(
      '[federation] mfe_search refused: it was built against contracts ^2.0.0, this shell has contracts 1.0.0 (another major version); rebuild it against contracts 1.x',
    );
  });

  it('refuses a manifest that records no contracts range', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => hook('1.0.0')(fromManifest({ name: 'mfe_search' }))).toThrow('records no contracts range');
  });

  it('leaves a snapshot that did not come from a manifest alone', () => {
    const args: SnapshotArgs = { from: 'global', moduleInfo: { name: 'mfe_search' } };
    expect(hook('1.0.0')(args)).toBe(args);
  });
});

describe('trimmedSharesPlugin().resolveShare', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof trimmedSharesPlugin>['resolveShare']>>[0];
  const trimmed = { lib: () => 'trimmed copy' };
  /** What the runtime resolves for a consumer built without the trimmed-share config. */
  const argsFor = (pkgName: string, treeShaking?: object) =>
    ({ pkgName, resolver: () => ({ shared: { version: '1.0.0', treeShaking }, useTreesShaking: false }) }) as unknown as Args;
  const resolve = (args: Args) => (trimmedSharesPlugin().resolveShare!(args) as Args).resolver();

  it.each(['react-router-dom', 'react-i18next', 'styled-components'])('hands a consumer without the config the running trimmed copy of %s', (name) => {
    expect(resolve(argsFor(name, trimmed))).toMatchObject({ useTreesShaking: true });
  });

  it('leaves a share that is not trimmed, or one with no trimmed copy registered, as the runtime resolved it', () => {
    expect(resolve(argsFor('react-dom', trimmed))).toMatchObject({ useTreesShaking: false });
    expect(resolve(argsFor('react-router-dom'))).toMatchObject({ useTreesShaking: false });
  });
});
