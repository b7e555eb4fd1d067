import type { BrowserContext, Request } from 'playwright-core';
import { KB } from '@marketplace/tooling';

/**
 * What a shopper pays for on the network, whoever fetched it. Resource Timing cannot tell: the
 * service worker answers most of the page's requests (transferSize 0) and fetches what it needs
 * out of the page's sight. Playwright reports the worker's requests on the context as well (CDP's
 * network events on the worker's target), so every request is counted where it crossed the
 * network: the page's when no worker answered it, the worker's own otherwise.
 */
export interface Transfer {
  /** Method, port and path, '(worker)' when the worker fetched it, and the status. */
  what: string;
  /** Both ways, headers included. */
  bytes: number;
  /** The response's body as sent (compressed). */
  body: number;
  js: boolean;
  worker: boolean;
}

export interface NetworkCost {
  bytes: number;
  requests: number;
  jsBytes: number;
  workerRequests: number;
  transfers: Transfer[];
}

/** No request starting or ending for this long: the page and its worker are done. */
const QUIET_MS = 1500;
/** A page that never goes quiet (a poll) still lets the bench go on. */
const QUIET_CAP_MS = 30_000;

export function tally(transfers: readonly Transfer[]): NetworkCost {
  return {
    bytes: transfers.reduce((sum, t) => sum + t.bytes, 0),
    requests: transfers.length,
    jsBytes: transfers.filter((t) => t.js).reduce((sum, t) => sum + t.body, 0),
    workerRequests: transfers.filter((t) => t.worker).length,
    transfers: [...transfers],
  };
}

/** The `most` largest transfers, as the bench prints them. */
export function largest(cost: NetworkCost, most = 8): string {
  return [...cost.transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, most)
    .map((t) => `${t.what} ${(t.bytes / KB).toFixed(1)} KB`)
    .join(', ');
}

export async function transferOf(request: Request): Promise<Transfer | undefined> {
  const response = await request.response();
  // Answered by the worker: its own request, if it made one, is counted instead.
  if (!response || response.fromServiceWorker()) return undefined;
  const sizes = await request.sizes();
  // Headers plus body received is CDP's encodedDataLength, 0 when the HTTP cache answered.
  const received = sizes.responseHeadersSize + sizes.responseBodySize;
  if (received <= 0) return undefined;
  const url = new URL(request.url());
  const worker = request.serviceWorker() !== null;
  return {
    what: `${request.method()} ${url.port}${url.pathname}${worker ? ' (worker)' : ''} ${response.status()}`,
    bytes: sizes.requestHeadersSize + sizes.requestBodySize + received,
    body: Math.max(0, sizes.responseBodySize),
    js: request.resourceType() === 'script' || /\.m?js$/.test(url.pathname),
    worker,
  };
}

/** Resolves once no request of `context` (pages and worker) has started or ended for QUIET_MS. */
export async function networkQuiet(context: BrowserContext): Promise<void> {
  const open = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    open.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    last = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  try {
    const until = Date.now() + QUIET_CAP_MS;
    while (Date.now() < until && (open.size > 0 || Date.now() - last < QUIET_MS)) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    context.off('request', started);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
  }
}

/**
 * What crossed the network for requests `context` started while `run` ran, and until its pages and
 * worker went quiet after it: the worker revalidates behind the page, after the page has settled.
 */
export async function bytesWhile(context: BrowserContext, run: () => Promise<void>): Promise<NetworkCost> {
  const mine = new Set<Request>();
  const pending: Array<Promise<Transfer | undefined>> = [];
  const started = (request: Request) => void mine.add(request);
  const finished = (request: Request) => {
    if (mine.has(request)) pending.push(transferOf(request).catch(() => undefined));
  };
  context.on('request', started);
  context.on('requestfinished', finished);
  try {
    await run();
    await networkQuiet(context);
  } finally {
    context.off('request', started);
    context.off('requestfinished', finished);
  }
  const transfers = await Promise.all(pending);
  return tally(transfers.filter((t): t is Transfer => t !== undefined));
}
