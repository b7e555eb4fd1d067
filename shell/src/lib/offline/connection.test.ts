import { createConnection, PROBE_INTERVALS_MS, PROBE_TIMEOUT_MS } from './connection';
import { switchableShop } from '../../testing/harness';

const PROBE_URL = 'http://shop.test/favicon.svg';

const network = () => switchableShop();

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('createConnection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a request without an answer makes it ask the shop; no answer there either marks it unreachable while the browser says online', async () => {
    const net = network();
    const connection = createConnection({ probeUrl: PROBE_URL, fetch: net.fetch });
    const seen: string[] = [];
    connection.onChange((state) => seen.push(state));
    expect(connection.state()).toBe('online');

    net.set(false);
    connection.reportFailure();
    await settle();
    expect(net.calls).toEqual([[PROBE_URL, expect.objectContaining({ method: 'HEAD', cache: 'no-store' })]]);
    expect(navigator.onLine).toBe(true);
    expect(connection.state()).toBe('unreachable');
    expect(seen).toEqual(['unreachable']);
  });

  it('asks again on an interval while the shop cannot be reached, and is online at the first answer', async () => {
    const net = network();
    const connection = createConnection({ probeUrl: PROBE_URL, fetch: net.fetch });
    net.set(false);
    expect(await connection.check()).toBe('unreachable');

    await jest.advanceTimersByTimeAsync(PROBE_INTERVALS_MS[0] - 1);
    expect(net.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(PROBE_INTERVALS_MS[1]);
    expect(net.calls).toHaveLength(3);

    net.set(true);
    await jest.advanceTimersByTimeAsync(PROBE_INTERVALS_MS[2]);
    expect(connection.state()).toBe('online');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(4);
  });

  it('an HTTP error is an answer: the shop is there', async () => {
    const fetch = jest.fn(async () => ({ status: 503 }) as Response);
    const connection = createConnection({ probeUrl: PROBE_URL, fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await connection.check()).toBe('online');
  });

  it("the browser's word that it is offline needs no probe; its word that it is back is checked", async () => {
    const net = network();
    const connection = createConnection({ probeUrl: PROBE_URL, fetch: net.fetch });
    net.set(false);
    await connection.check();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(connection.state()).toBe('offline');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(net.calls).toHaveLength(2);
    expect(connection.state()).toBe('unreachable');
    onLine.mockRestore();
  });

  it('concurrent failures share one probe', async () => {
    const net = network();
    const connection = createConnection({ probeUrl: PROBE_URL, fetch: net.fetch });
    net.set(false);
    connection.reportFailure();
    connection.reportFailure();
    await connection.check();
    expect(net.calls).toHaveLength(1);
  });
});

describe('createConnection, a network that answers nothing', () => {
  it('gives the probe up after PROBE_TIMEOUT_MS: unreachable', async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const connection = createConnection({ probeUrl: PROBE_URL, fetch: hanging as unknown as typeof globalThis.fetch });
    const checked = connection.check();
    await jest.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(connection.state()).toBe('online');
    await jest.advanceTimersByTimeAsync(1);
    expect(await checked).toBe('unreachable');
    jest.useRealTimers();
  });
});
