import { localRuntimeConfig } from '@marketplace/tooling';

/** A fresh copy of the loader: the page's one config request is kept per module instance. */
async function loadRuntimeConfig(url?: string) {
  return (await import('./load-config')).loadRuntimeConfig(url);
}

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

/** The parts of a Response the loader reads. */
function answer(status: number, body = ''): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => body } as Response;
}

beforeEach(() => {
  jest.resetModules();
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('loadRuntimeConfig', () => {
  it("fetches /env.json once in the default cache mode (servers send it no-cache), so index.html's preload answers it", async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify(localRuntimeConfig())));
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/env.json');
    expect(fetchMock.mock.calls[0]?.[1]).not.toHaveProperty('cache');
  });

  it('fetches another URL when given one', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify(localRuntimeConfig())));
    await loadRuntimeConfig('/config/env.json');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/config/env.json');
  });

  it('returns the parsed config when the answer is valid', async () => {
    const config = localRuntimeConfig('localhost', { url: 'http://localhost:54321', anonKey: 'local-anon-key-123' });
    fetchMock.mockResolvedValue(answer(200, JSON.stringify(config)));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ok: true, config, refused: [] });
  });

  it.each([404, 403, 500, 502, 503])('HTTP %i: the problem names the status', async (status) => {
    fetchMock.mockResolvedValue(answer(status, '<html>error</html>'));
    const result = await loadRuntimeConfig();
    expect(result).toEqual({ ok: false, problem: `env.json could not be loaded (HTTP ${status})` });
  });

  it('a network error: the problem says it could not be loaded, with the cause', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ok: false, problem: 'env.json could not be loaded (Failed to fetch)' });
  });

  it('a rejection that is not an Error still yields a problem, never a throw', async () => {
    fetchMock.mockRejectedValue('offline');
    await expect(loadRuntimeConfig()).resolves.toEqual({ ok: false, problem: 'env.json could not be loaded (network error)' });
  });

  it('a body that cannot be read is a problem, never a throw', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: () => Promise.reject(new Error('body stream aborted')) } as Response);
    const result = await loadRuntimeConfig();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain('body stream aborted');
  });

  it('an HTML page served instead of JSON (a SPA fallback) is reported as invalid JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '<!doctype html><html></html>'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ok: false, problem: 'env.json is not valid JSON' });
  });

  it('a malformed config gives the problem of parseRuntimeConfig, naming the field', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify({ ...localRuntimeConfig(), allowOverrides: 'yes' })));
    const result = await loadRuntimeConfig();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/^env\.json is malformed: .*allowOverrides/);
  });

  it('a bad remote entry is left out and named; the other remotes stand', async () => {
    const config = localRuntimeConfig();
    const [first, ...others] = config.remotes;
    fetchMock.mockResolvedValue(
      answer(200, JSON.stringify({ ...config, remotes: [{ ...first, manifest: 'javascript:alert(1)' }, ...others] })),
    );
    const result = await loadRuntimeConfig();
    expect(result.ok && result.config.remotes).toEqual(others);
    expect(result.ok && result.refused).toEqual([expect.stringMatching(/^env\.json remotes\[0\] is left out: remotes\.0\.manifest: /)]);
  });
});

describe("loadRuntimeConfig after the inline start-up script's request (the handoff)", () => {
  afterEach(() => delete (globalThis as { __marketplaceStartup?: unknown }).__marketplaceStartup);
  const freshModules = async () => ({
    ...(await import('../../startup/config-text')),
    ...(await import('../../startup/handoff')),
    ...(await import('./load-config')),
  });

  it("answers with the start-up request's config: /env.json is fetched once in all", async () => {
    const config = localRuntimeConfig();
    fetchMock.mockResolvedValue(answer(200, JSON.stringify(config)));
    const { startConfigRequest, publishStartup, loadRuntimeConfig: load } = await freshModules();
    publishStartup({ config: startConfigRequest(), manifests: Promise.resolve([]), entryRunning: () => undefined });
    await expect(load()).resolves.toEqual({ ok: true, config, refused: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still fetches a URL of its own when given one', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify(localRuntimeConfig())));
    const { startConfigRequest, publishStartup, loadRuntimeConfig: load } = await freshModules();
    publishStartup({ config: startConfigRequest(), manifests: Promise.resolve([]), entryRunning: () => undefined });
    await load('/config/env.json');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/env.json', '/config/env.json']);
  });
});
