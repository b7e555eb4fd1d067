import { pageConnection } from './page-connection';

/**
 * How long an app waits for one backend request. A backend that has not answered by then counts
 * as failed, so the shopper gets the spec's connection message and Try Again instead of a
 * spinner forever; mapError reads the timeout ('timed out') as a network error.
 */
export const BACKEND_TIMEOUT_MS = 10_000;

/** fetch for the backend clients: gives up after BACKEND_TIMEOUT_MS; the caller's own signal still cancels. */
export function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  // An AbortError, not a TimeoutError: postgrest-js retries a TimeoutError (three more waits of
  // 10 s) unless its caller's own signal fired, while an AbortError goes straight to the app.
  const timer = setTimeout(
    () => controller.abort(new DOMException(`The backend request timed out after ${BACKEND_TIMEOUT_MS} ms`, 'AbortError')),
    BACKEND_TIMEOUT_MS,
  );
  const { signal: callerSignal } = init;
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  // Looked up per call, so a replaced global fetch (tests, polyfills) is honoured.
  return globalThis
    .fetch(input, { ...init, signal: controller.signal })
    .catch((error: unknown) => {
      // No answer at all (not the caller's cancel): the page's connection asks whether the shop is there.
      if (!callerSignal?.aborted) pageConnection()?.reportFailure();
      throw error;
    })
    .finally(() => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    });
}
