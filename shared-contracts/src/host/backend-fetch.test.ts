import { BACKEND_TIMEOUT_MS, fetchWithTimeout } from './backend-fetch';
import { mapError } from '../errors/map-error';
import { provideConnection, type HostConnection } from './page-connection';

describe('fetchWithTimeout', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  /** A backend that never answers: the request settles only through its signal. */
  const hangingFetch = jest.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
  );

  it('gives up after BACKEND_TIMEOUT_MS with an error the central mapping reads as a connection error', async () => {
    jest.useFakeTimers();
    globalThis.fetch = hangingFetch as typeof fetch;
    const request = fetchWithTimeout('http://backend/rest/v1/products');
    const settled = request.catch((error: unknown) => error);
    jest.advanceTimersByTime(BACKEND_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(hangingFetch).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    const error = await settled;
    expect((error as DOMException).name).toBe('AbortError');
    expect(mapError(error).message).toBe('Connection error. Please check your network.');
  });

  it("still honours the caller's own signal", async () => {
    globalThis.fetch = hangingFetch as typeof fetch;
    const controller = new AbortController();
    const request = fetchWithTimeout('http://backend/rest/v1/products', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(request).rejects.toThrow('left the page');
  });

  describe("the page's connection", () => {
    const reportFailure = jest.fn();
    beforeAll(() => provideConnection({ reportFailure } as unknown as HostConnection));
    beforeEach(() => reportFailure.mockClear());

    it('is told when a request gets no answer at all', async () => {
      globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(fetchWithTimeout('http://backend/auth/v1/token')).rejects.toThrow('Failed to fetch');
      expect(reportFailure).toHaveBeenCalledTimes(1);
    });

    it('is not told of an HTTP error, nor of a request its caller cancelled', async () => {
      globalThis.fetch = jest.fn().mockResolvedValue({ status: 500 } as Response);
      expect((await fetchWithTimeout('http://backend/rest/v1/orders')).status).toBe(500);
      globalThis.fetch = hangingFetch as typeof fetch;
      const controller = new AbortController();
      const request = fetchWithTimeout('http://backend/rest/v1/products', { signal: controller.signal });
      controller.abort(new Error('left the page'));
      await expect(request).rejects.toThrow('left the page');
      expect(reportFailure).not.toHaveBeenCalled();
    });
  });
});
