/**
 * A page's first catalogue reads, sent by the start-up script while the page's code downloads.
 *
 * A remote declares, per route of the route table, the public reads its page starts with (the
 * category page: its categories and its first page of products). The declaration travels in the
 * remote's manifest (`metaData.firstReads`), which the shell's inline start-up script fetches
 * first; that script sends the reads at once with the anon key, and the page's own identical
 * request, when the page has rendered a second later, takes the answer instead of asking again
 * (`publicReadClient`). Module Federation's data-prefetch idea, kept to data: no remote code runs
 * before the runtime loads it. Plain checks, no zod: this module is part of the inline script.
 */

import { fetchWithTimeout } from './backend-fetch';
import { catalogImageUrl } from '../catalog-images';

/** The field of a remote's mf-manifest.json `metaData` that holds its first reads. */
export const FIRST_READS_MANIFEST_FIELD = 'firstReads';

/** One read under the backend's REST root, exactly as postgrest-js sends it. */
export interface FirstRead {
  /** `table?query`, encoded as URLSearchParams encodes it; `{name}` in a value is a parameter. */
  path: string;
  /** postgrest-js's Prefer header, when the read asks for an exact count. */
  prefer?: string;
  /** The arguments of a function call (`rpc/…`), sent as postgrest-js sends them: a POST of JSON. */
  body?: Record<string, string>;
  /**
   * How many of the answer's first rows show their catalogue image (`image` column) on the page's
   * first screen: the start-up script starts loading those as soon as the answer arrives. The rows
   * are the answer itself, or the `rows` of a function's answer that is one object (a search's
   * page with its count).
   */
  images?: number;
}

export interface PageFirstReads {
  /**
   * The address query parameters the reads use, as parameters beside the route's: an address with
   * any other, or with one twice, sends nothing (the page would read something else).
   */
  query?: string[];
  /**
   * The pattern each route parameter must match (a RegExp source) for anything to be sent: a
   * value the page itself would never send (an unknown category, a malformed id) sends nothing.
   */
  params?: Record<string, string>;
  reads: FirstRead[];
}

/** Route path (as in the route table) → what its page reads first. */
export type FirstReads = Record<string, PageFirstReads>;

/** The REST root of a backend (`<url>/rest/v1`), where postgrest-js and the first reads send. */
export function restRootOf(backendUrl: string): string {
  return `${backendUrl.replace(/\/+$/, '')}/rest/v1`;
}

/** A read of `table` with `query` (in postgrest-js's order), encoded as postgrest-js encodes it. */
export function restRead(table: string, query: Record<string, string>, prefer?: string, body?: Record<string, string>): FirstRead {
  const read: FirstRead = { path: `${table}?${new URLSearchParams(query).toString()}` };
  if (prefer !== undefined) read.prefer = prefer;
  if (body !== undefined) read.body = body;
  return read;
}

/** `read`, whose answer's first `count` rows show their images on the page's first screen. */
export const withImages = (read: FirstRead, count: number): FirstRead => ({ ...read, images: count });

/**
 * A first read ready to send: its URL, its Prefer header, for a function call its JSON body, and
 * how many of the answer's first rows name an image to load at once.
 */
export interface FirstReadRequest {
  url: string;
  prefer: string | null;
  body: string | null;
  images: number;
}

/**
 * The requests `page` (untrusted manifest JSON) declares for a route with `routeParams` and the
 * address query `search`, under `restRoot` (`<backend>/rest/v1`). Nothing when the declaration is
 * malformed, the address has a query parameter it does not take, a parameter does not match its
 * pattern, or a path would leave the REST root.
 */
export function firstReadRequests(
  page: unknown,
  routeParams: Record<string, string>,
  restRoot: string,
  search = new URLSearchParams(),
): FirstReadRequest[] {
  if (!isRecord(page) || !Array.isArray(page.reads)) return [];
  const patterns = page.params ?? {};
  const taken: unknown[] = Array.isArray(page.query) ? page.query : [];
  const keys = [...search.keys()];
  if (!isRecord(patterns) || keys.some((key) => !taken.includes(key)) || new Set(keys).size !== keys.length) return [];
  const params: Record<string, string> = { ...Object.fromEntries(search), ...routeParams };
  for (const [name, pattern] of Object.entries(patterns)) {
    const value = params[name];
    if (typeof pattern !== 'string' || value === undefined || !matches(pattern, value)) return [];
  }
  const root = `${restRoot.replace(/\/+$/, '')}/`;
  const requests: FirstReadRequest[] = [];
  for (const read of page.reads) {
    if (!isRecord(read) || typeof read.path !== 'string' || (read.prefer !== undefined && typeof read.prefer !== 'string')) return [];
    const url = fill(read.path, params, patterns, root);
    const body = read.body === undefined ? null : fillBody(read.body, params, patterns);
    if (url === null || body === undefined) return [];
    requests.push({ url, prefer: read.prefer ?? null, body, images: imageCount(read.images) });
  }
  return requests;
}

/** Whether all of `value` matches `pattern`; false for a pattern that is no valid RegExp. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}

/** `{name}` in `text` replaced by its parameter; null when a name has no declared pattern. */
function fillText(text: string, params: Record<string, string>, patterns: Record<string, unknown>): string | null {
  let unknownName = false;
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in patterns)) unknownName = true;
    return params[name] ?? '';
  });
  return unknownName ? null : filled;
}

/** The JSON body of a function call; undefined when malformed. */
function fillBody(body: unknown, params: Record<string, string>, patterns: Record<string, unknown>): string | undefined {
  if (!isRecord(body)) return undefined;
  const filled: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const text = typeof value === 'string' ? fillText(value, params, patterns) : null;
    if (text === null) return undefined;
    filled[key] = text;
  }
  return JSON.stringify(filled);
}

function fill(path: string, params: Record<string, string>, patterns: Record<string, unknown>, root: string): string | null {
  let url: URL;
  try {
    url = new URL(path, root);
  } catch {
    return null;
  }
  if (!url.href.startsWith(root) || url.hash !== '') return null;
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    const filled = fillText(value, params, patterns);
    if (filled === null) return null;
    query.append(key, filled);
  }
  url.search = query.toString();
  return url.href;
}

/** A declared image count, kept to a first screen's worth: anything else loads none. */
const imageCount = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, MAX_FIRST_IMAGES) : 0);
const MAX_FIRST_IMAGES = 8;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How long a sent read waits to be taken: the page's own request comes within seconds, or never. */
export const FIRST_READ_TTL_MS = 20_000;

interface Offered {
  prefer: string | null;
  body: string | null;
  response: Promise<Response>;
  until: number;
}

// A property of `window`: the inline script and the remotes' copies of public-reads are separate
// bundles of this module.
const KEY = '__marketplaceFirstReads';
type WithFirstReads = typeof globalThis & { [KEY]?: Map<string, Offered> };

function offered(): Map<string, Offered> {
  const scope = globalThis as WithFirstReads;
  return (scope[KEY] ??= new Map());
}

/**
 * Sends `request` now, for the page's identical request to take (see takeFirstRead). It waits as
 * long as the page's own request would (fetchWithTimeout), and started earlier, so the page never
 * waits longer for an answer or a failure than if it had asked itself.
 */
export function sendFirstRead(request: FirstReadRequest, anonKey: string, backendUrl?: string): void {
  const headers: Record<string, string> = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  if (request.prefer !== null) headers.Prefer = request.prefer;
  const init: RequestInit = { headers };
  if (request.body !== null)
    Object.assign(init, { method: 'POST', body: request.body, headers: { ...headers, 'Content-Type': 'application/json' } });
  const response = fetchWithTimeout(request.url, init);
  response.catch(() => undefined); // A failure is the taker's to handle, not an unhandled rejection meanwhile.
  offered().set(request.url, { prefer: request.prefer, body: request.body, response, until: Date.now() + FIRST_READ_TTL_MS });
  if (request.images > 0 && backendUrl) void warmRowImages(response, request.images, backendUrl);
}

/** Loads the images the answer's first `count` rows name, as the page will show them. */
async function warmRowImages(response: Promise<Response>, count: number, backendUrl: string): Promise<void> {
  try {
    const answer = await response;
    if (!answer.ok) return;
    const body: unknown = await answer.clone().json();
    const rows = isRecord(body) ? body.rows : body;
    if (!Array.isArray(rows)) return;
    const paths = rows
      .slice(0, count)
      .map((row: unknown) => (isRecord(row) && typeof row.image === 'string' && row.image !== '' ? row.image : null));
    warmImages(paths.map((path) => path && catalogImageUrl(backendUrl, path)));
  } catch {
    // An answer that is not JSON warms nothing; the page reports it when it takes the answer.
  }
}

/**
 * Starts downloading a page's first catalogue images the moment the rows naming them arrive,
 * before the page has rendered them: one of them is usually the
 * page's largest paint. The `<img>` elements then take them from the image cache (same URL, same
 * request mode).
 */
export function warmImages(urls: ReadonlyArray<string | null>): void {
  // A server render has no image cache to fill.
  if (typeof Image === 'undefined') return;
  for (const url of urls) {
    if (!url) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = url;
  }
}

/**
 * The response to a first read identical to this request (same URL, method, Prefer and body), once,
 * within FIRST_READ_TTL_MS of its sending; `undefined` when there is none. An error status or a
 * failure is the page's as if it had asked itself (its Try Again asks afresh); the caller's signal
 * still cancels the wait.
 */
export function takeFirstRead(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> | undefined {
  const url = typeof input === 'object' && 'url' in input ? input.url : String(input);
  const reads = offered();
  const read = reads.get(url);
  if (!read) return undefined;
  const method = (init.method ?? 'GET').toUpperCase();
  const same = read.body === null ? method === 'GET' : method === 'POST' && init.body === read.body;
  if (!same || read.prefer !== new Headers(init.headers).get('prefer')) return undefined;
  reads.delete(url);
  if (Date.now() > read.until) return undefined;
  const { signal } = init;
  if (!signal) return read.response;
  return new Promise<Response>((resolve, reject) => {
    const cancel = () => reject(signal.reason);
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    read.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}
