/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/** At most one word a second to the pages: a dead network fails every request at once. */
const QUIET_MS = 1000;

/**
 * Tells the pages when a request the worker sends gets no answer at all. The page's connection
 * then asks the shop itself: a page served from the cache, with its reads answered from the
 * cache, would otherwise never learn that the network behind it is gone. Workbox's strategies
 * and the release checks all fetch through `self.fetch`.
 */
export function reportNetworkFailures(tell: (message: { type: 'network-failed' }) => unknown): void {
  const networkFetch = self.fetch.bind(self);
  let toldAt = 0;
  self.fetch = (input, init) =>
    networkFetch(input, init).catch((error: unknown) => {
      if (Date.now() - toldAt > QUIET_MS) {
        toldAt = Date.now();
        void tell({ type: 'network-failed' });
      }
      throw error;
    });
}
