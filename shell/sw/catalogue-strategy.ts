import { Strategy, type StrategyHandler } from 'workbox-strategies';

/** A read asked about this recently is served from the cache without asking the server again. */
const REVALIDATE_AFTER_MS = 60_000;

/**
 * Stale-while-revalidate that asks the server about a read once at a time and at most once a
 * minute: a page reads the categories from the header, the menu and the page itself, and each
 * would otherwise cost the shopper a download.
 */
export class CatalogueReads extends Strategy {
  private readonly asked = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<Response>>();

  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const key = (await handler.getCacheKey(request, 'read')).url;
    const cached = await handler.cacheMatch(request);
    if (!cached) return this.fromServer(key, request, handler);
    if (Date.now() - (this.asked.get(key) ?? 0) > REVALIDATE_AFTER_MS)
      void handler.waitUntil(this.fromServer(key, request, handler).catch(() => undefined));
    return cached;
  }

  private async fromServer(key: string, request: Request, handler: StrategyHandler): Promise<Response> {
    let answer = this.inFlight.get(key);
    if (!answer) {
      this.asked.set(key, Date.now());
      answer = handler.fetchAndCachePut(request).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, answer);
    }
    return (await answer).clone();
  }
}
