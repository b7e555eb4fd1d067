/**
 * Server composition's contract (since contracts 2.3): how the shell's server asks a remote's
 * deployment for a page region rendered on the server, what it answers, and how the composed
 * document hands the region to the browser. Plain checks, no zod: the shell's server and the
 * browser both read it, and the browser only for a few names.
 *
 * The request: `GET <remote origin>/_fragment?path=<page address>&lang=<en|so|sw>&site=<origin>`,
 * the address being the page's path and query exactly as the shopper asked, the site the public
 * origin the page is served from (since contracts 2.4: for the absolute addresses of its head; a
 * remote answers without a head when it is absent). The answer: FragmentResponse as
 * JSON (a truncated answer does not parse, so it is never half used). Another contract version,
 * a status other than 200 or 404, or a body that is not this shape is left to the browser.
 */
import { createContext, useContext } from 'react';
import { isLanguage, type Language } from '../i18n/language';
import { pageSingleton } from '../page-singleton';

/** The version of the request and response shape; a change of shape is a new number. */
export const FRAGMENT_CONTRACT = 1;
/** Where a remote's deployment answers fragment requests, beside its static files. */
export const FRAGMENT_PATH = '/_fragment';
/** The longest page address a fragment request carries (a longer one is answered 414). */
export const FRAGMENT_ADDRESS_MAX = 2048;

export interface FragmentResponse {
  contract: typeof FRAGMENT_CONTRACT;
  /** The release that rendered it: its manifest's remote entry file, named by content hash. */
  release: string;
  /**
   * 404: the page's thing does not exist, and `html` is the remote's Not Found. 301 (since
   * contracts 2.4): the thing moved for good (a shop renamed) to `location`.
   */
  status: 200 | 301 | 404;
  /** Where a 301 leads: a path of the site. */
  location?: string;
  lang: Language;
  /** The region's markup, the remote's root element and all inside it. */
  html: string;
  /** The styles of that markup (styled-components' rules), as CSS text. */
  css: string;
  /** The reads the render used, by the remote's own keys, for hydration to take instead of reading again. */
  state: Record<string, unknown>;
  /** The page's name on screen (a product's name), plain text, or '' for the declared title. */
  title: string;
  /** The images the region shows first (its largest paint, usually), for the page to load at once. */
  preloadImages: string[];
  /** What the page is, for search engines and link previews (since contracts 2.4; optional). */
  head?: PageHead;
}

/**
 * A page's description for its document head, as data: the shell's server writes the tags, so a
 * remote never writes markup into the head. Addresses are absolute (the request's `site`).
 */
export interface PageHead {
  /** One or two sentences, plain text: the meta description and the preview's text. */
  description: string;
  /** Open Graph's type: a product page is a product, anything else a website. */
  kind: 'website' | 'product';
  /**
   * The picture a link preview shows, a raster image of at least 600 × 315, if the page has one;
   * otherwise the shell's server makes a card of the page's name, price and `picture`.
   */
  image?: { url: string; width: number; height: number; alt: string };
  /** The page's own picture (any format: the card shows it). */
  picture?: string;
  /** A product's price, for the preview's product tags. */
  price?: { amount: number; currency: 'KES' };
  /** schema.org objects as JSON-LD, each with its `@context` and `@type`. */
  structuredData: Record<string, unknown>[];
}

/** The longest description a head carries: previews cut past about this many characters. */
export const HEAD_DESCRIPTION_MAX = 300;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fragment in `value` (untrusted JSON), or why it is not one. */
export function parseFragment(value: unknown): { fragment: FragmentResponse } | { problem: string } {
  if (!isRecord(value)) return { problem: 'the answer is not a JSON object' };
  const { contract, release, status, lang, html, css, state, title, preloadImages, head, location } = value;
  if (contract !== FRAGMENT_CONTRACT) return { problem: `fragment contract ${JSON.stringify(contract)}, not ${FRAGMENT_CONTRACT}` };
  if (typeof release !== 'string' || release === '') return { problem: 'the fragment names no release' };
  if (status !== 200 && status !== 301 && status !== 404)
    return { problem: `fragment status ${JSON.stringify(status)} is none of 200, 301 and 404` };
  if (status === 301 && !isSitePath(location)) return { problem: 'a 301 fragment names no path of the site to go to' };
  if (!isLanguage(lang)) return { problem: `fragment language ${JSON.stringify(lang)} is not one of the site's` };
  if (typeof html !== 'string' || typeof css !== 'string' || typeof title !== 'string' || !isRecord(state))
    return { problem: 'the fragment lacks its html, css, title or state' };
  if (!Array.isArray(preloadImages) || !preloadImages.every(isHttpUrl))
    return { problem: 'the fragment preloads something other than http(s) images' };
  if (head !== undefined && !isPageHead(head)) return { problem: "the fragment's head is not of the contract's shape" };
  const moved = status === 301 ? { location: location as string } : {};
  return { fragment: { contract, release, status, lang, html, css, state, title, preloadImages, ...(head ? { head } : {}), ...moved } };
}

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= FRAGMENT_ADDRESS_MAX;

function isPageHead(value: unknown): value is PageHead {
  if (!isRecord(value)) return false;
  const { description, kind, image, price, structuredData, picture } = value;
  if (picture !== undefined && !isHttpUrl(picture)) return false;
  if (typeof description !== 'string' || description.length > HEAD_DESCRIPTION_MAX) return false;
  if (kind !== 'website' && kind !== 'product') return false;
  if (image !== undefined) {
    if (!isRecord(image) || !isHttpUrl(image.url) || typeof image.alt !== 'string') return false;
    if (![image.width, image.height].every((n) => Number.isInteger(n) && (n as number) > 0)) return false;
  }
  if (price !== undefined && !(isRecord(price) && Number.isFinite(price.amount) && price.currency === 'KES')) return false;
  return Array.isArray(structuredData) && structuredData.every((item) => isRecord(item) && typeof item['@type'] === 'string');
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The fragment request for a page address (`/product/e1?x=y`) in `lang` on `site`, at a remote's origin. */
export function fragmentRequestUrl(remoteOrigin: string, address: string, lang: Language, site: string): string {
  const url = new URL(FRAGMENT_PATH, remoteOrigin);
  url.searchParams.set('path', address);
  url.searchParams.set('lang', lang);
  url.searchParams.set('site', site);
  return url.toString();
}

/**
 * JSON to put inside an inline `<script type="application/json">`: nothing in it can close the
 * script or open a comment, whatever text the database held (`</script>`, `<!--`), and the line
 * separators JavaScript once refused stay escaped.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * In the composed document: the element that holds a server-rendered region carries these, so
 * the browser hydrates it with exactly the release, language and address it was rendered for.
 */
export const SERVER_REGION = {
  attribute: 'data-server-region',
  release: 'data-release',
  lang: 'data-lang',
  address: 'data-address',
  /** On <html>: the remote whose region the document carries, known from its first byte. */
  composed: 'data-composed',
  /** Set by the shell once a region's hydration has committed (its controls answer from then on). */
  hydrated: 'data-hydrated',
  /** Dispatched on the region's element at that moment. */
  hydratedEvent: 'server-region-hydrated',
  /** The id of the `<script type="application/json">` that holds a region's state. */
  stateId: (remote: string) => `server-state-${remote}`,
} as const;

/** Per remote, the reads of the region the page is hydrating, until the remote takes each. */
const hydrationReads = () => pageSingleton('server-reads', () => new Map<string, Map<string, unknown>>());

/** The shell, before hydrating `remote`'s region: the reads its server render used. */
export function provideServerReads(remote: string, state: Record<string, unknown>): void {
  hydrationReads().set(remote, new Map(Object.entries(state)));
}

/**
 * A remote's first render of a read `key`: the answer its server render used, if the page is
 * hydrating that render (so the markup matches and the read is not sent again). `undefined`
 * otherwise; a read taken once is gone, so a later visit to the same page reads afresh.
 */
export function serverRead(remote: string, key: string): { value: unknown } | undefined {
  const reads = hydrationReads().get(remote);
  if (!reads?.has(key)) return undefined;
  return { value: reads.get(key) };
}

/** Called once the hydrating render has committed: later renders read for themselves. */
export function endServerReads(remote: string): void {
  hydrationReads().delete(remote);
}

/**
 * The reads of one server render (contracts' server/render.tsx): a read the render asks for is
 * sent, and the next pass renders with its answer. In the browser there is none.
 */
export interface RenderReads {
  answer(key: string): { value: unknown } | undefined;
  ask(key: string, pending: Promise<unknown>): void;
  /** The page's thing does not exist: the region is answered with status 404. */
  notFound(): void;
  /** The page's thing moved for good to `path`: the region is answered with status 301. */
  moved(path: string): void;
  /** The public origin the page is served from, if the request named it. */
  site: string | null;
  /** The page's head (usePageHead). */
  describe(head: PageHead): void;
}

// Pure: a page that only reads SERVER_REGION does not keep it.
export const RenderReadsContext = /* @__PURE__ */ createContext<RenderReads | null>(null);

/** Marks a server render as Not Found (a remote's Not Found page calls it); nothing in the browser. */
export function useNotFoundStatus(): void {
  useContext(RenderReadsContext)?.notFound();
}

/** Marks a server render as moved for good to `path` (a renamed shop's old address); nothing in the browser. */
export function useMovedStatus(path: string): void {
  useContext(RenderReadsContext)?.moved(path);
}

/**
 * Describes the page for its document head: called by a page's server render with the site's
 * public origin (for absolute addresses); nothing in the browser, where the head is already
 * written, and nothing when the request named no site.
 */
export function usePageHead(describe: (site: string) => PageHead): void {
  const render = useContext(RenderReadsContext);
  if (render?.site) render.describe(describe(render.site));
}

/**
 * The answer a read `key` of `remote` starts with: on the server, the render's once it has it; in
 * the browser, the server render's while the page hydrates it (then `render` is null). A remote's
 * data hook asks the render for what has none (`render.ask`) and reads for itself otherwise.
 */
export function useStartingAnswer(remote: string, key: string): { render: RenderReads | null; answer: { value: unknown } | undefined } {
  const render = useContext(RenderReadsContext);
  return { render, answer: render ? render.answer(key) : serverRead(remote, key) };
}
