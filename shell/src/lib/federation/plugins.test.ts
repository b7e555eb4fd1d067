import { fallbackPlugin, isFailedRemoteModule, retryPlugin, type FailedRemoteModule, type KnownManifest } from './plugins';

const MANIFEST = 'https://search.market.example/mf-manifest.json';

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | void | false;
type ErrorLoadRemote = (args: { id: string; error: unknown }) => unknown;
type CreateScript = (args: { url: string }) => { script: HTMLScriptElement; timeout: number };

function retryFetch(known?: KnownManifest): FetchHook {
  const hook = retryPlugin(known).fetch as unknown as FetchHook | undefined;
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

describe('retryPlugin().fetch and a manifest the shell already read', () => {
  const json = { metaData: { name: 'mfe_search' } };
  // jsdom has no Response; browsers do. This stand-in reads its body back as the runtime does.
  const hadResponse = 'Response' in globalThis;
  beforeAll(() => {
    if (!hadResponse)
      Object.assign(globalThis, {
        Response: class {
          constructor(private readonly body: string) {}
          json() {
            return Promise.resolve(JSON.parse(this.body));
          }
        },
      });
  });
  afterAll(() => {
    if (!hadResponse) delete (globalThis as { Response?: unknown }).Response;
  });

  it('answers with that JSON and fetches nothing: the runtime loads the release the router was built from', async () => {
    const response = await retryFetch((url) => (url === MANIFEST ? json : undefined))(MANIFEST, {});
    await expect((response as Response).json()).resolves.toEqual(json);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a manifest it does not hold', async () => {
    const ok = answer(200);
    fetchMock.mockResolvedValueOnce(ok);
    await expect(retryFetch(() => undefined)(MANIFEST, {})).resolves.toBe(ok);
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
