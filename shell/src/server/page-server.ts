// The shell's page server: every page of the site as HTML, composed from the regions the remotes'
// deployments render (contracts' server/fragment.ts). No remote's code runs here: regions arrive
// over HTTP. See ./index.ts for how it is started.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { Language, RemoteEntry, RuntimeConfig } from '@marketplace/contracts';
import { requestLanguage } from '@marketplace/contracts/language';
import { FRAGMENT_ADDRESS_MAX } from '@marketplace/contracts/fragment';
import { pageFor } from '@marketplace/contracts/pages';
// The policy the static servers send with pages; a server bundles only this of the tooling.
import { SECURITY_HEADERS, shellContentSecurityPolicy } from '@marketplace/tooling/security-policy';
import { composePage, documentTitle, siteName, type PageTemplate } from './compose';
import { headTags } from './head';
import { catalogueEntries, robotsTxt, sitemapXml } from './crawlers';
import { formatMoney } from '@marketplace/contracts/format';
import { addressLanguage, DEFAULT_LANGUAGE, LANGUAGE_PARAM } from '@marketplace/contracts/language';
import { CARD_HEIGHT, CARD_WIDTH, cardAddress, cardPage, cardSvg, DEFAULT_CARD, loadRenderer, type CardContent } from './share-card';
import { createFragmentSource, FRAGMENT_BUDGET_MS } from './fragments';
import { createManifestCache } from './manifest-cache';

/**
 * Public pages are the same for every shopper (personal regions render in the browser), so a CDN
 * may keep them briefly and serve a stale copy while it asks again. The nonce is then shared for
 * that minute: a CDN that rewrites nonces per response (as edge HTML rewriters do) keeps it unique.
 * A page left to the browser because a region failed is not kept, so a failure does not spread.
 */
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page's preview card: made once per release of its region, kept a day by previews and CDNs. */
const CARD_FILE = 'public, max-age=86400';
/** How many cards the server keeps made, the least recently asked dropped first. */
const CARDS_KEPT = 500;
/** The largest picture a card takes (a vendor's photo), and how long it waits for it. */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_WAIT_MS = 3_000;

/** robots.txt and the sitemap: read by crawlers now and then; a CDN keeps them a few minutes. */
const CRAWLER_FILE = 'public, max-age=300';

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  res.writeHead(status, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  if (req.method === 'HEAD') return void res.end();
  if (!encoding) return void res.end(body);
  const compress = encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  compress.pipe(res);
  compress.end(body);
}

export interface PageServerOptions {
  template: PageTemplate;
  config: RuntimeConfig;
  /** Where this server reaches the listed remotes (./server-remotes.ts); config.remotes unless given. */
  remotes?: readonly RemoteEntry[];
  /** How long a region's server may take (FRAGMENT_BUDGET_MS unless a test says otherwise). */
  budgetMs?: number;
  /** The site's public origin, for the absolute addresses of a page's head (canonical, previews). */
  site: string;
  /** How this server reads the backend (the sitemap's catalogue): fetch, or one that reaches it elsewhere. */
  backendFetch?: typeof fetch;
}

/** The page server, not yet listening. */
export function createPageServer({
  template,
  config,
  remotes = config.remotes,
  budgetMs = FRAGMENT_BUDGET_MS,
  site: siteOrigin,
  backendFetch = fetch,
}: PageServerOptions): Server {
  // The policy names the remotes as the browser reaches them; manifests and regions come from
  // where this server reaches them, the same releases.
  const manifests = createManifestCache(remotes);
  const fragments = createFragmentSource();
  let renderCard: ReturnType<typeof loadRenderer> | undefined;
  const cards = new Map<string, Buffer>();
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[shell server]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('The page could not be composed.');
    });
  });

  async function sitemap(req: IncomingMessage, res: ServerResponse, common: Record<string, string>, part: number): Promise<void> {
    const text = (status: number, body: string) =>
      send(req, res, status, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body);
    if (!config.supabase) return text(503, 'This deployment has no backend to list the catalogue from.');
    if (!Number.isInteger(part) || part < 0) return text(404, 'No such part of the sitemap.');
    let xml: string | null;
    try {
      xml = sitemapXml(siteOrigin, await catalogueEntries(config.supabase, backendFetch), part);
    } catch (error) {
      console.error('[shell server] sitemap:', error);
      return text(503, 'The catalogue could not be read; try again shortly.');
    }
    if (xml === null) return text(404, 'No such part of the sitemap.');
    send(req, res, 200, { ...common, 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_FILE }, xml);
  }

  /** The page at `address` and its region as its remote's server rendered it, if it did. */
  async function compose(address: string, pathname: string, language: Language) {
    const site = await manifests.site();
    const page = pageFor(site.pages, pathname);
    const remote = page && site.remotes.get(page.remote);
    let region = null;
    let degraded = false;
    if (page?.render === 'server' && remote?.runnable && remote.release) {
      const result = await fragments(new URL(remote.manifestUrl).origin, remote.release, address, language, siteOrigin, { budgetMs });
      if ('fragment' in result) region = { remote: remote.name, address, fragment: result.fragment };
      else {
        degraded = true;
        console.warn(`[shell server] ${address}: the browser renders the region (${result.problem})`);
      }
    }
    // No remote declares the address, and every one has said what it declares.
    const unknown = !page && site.remotes.size === config.remotes.length;
    return { page, region, degraded, unknown };
  }

  /** The preview card of the public page at `path` in `language` (./share-card.ts). */
  async function card(req: IncomingMessage, res: ServerResponse, common: Record<string, string>, path: string, language: Language) {
    const address = new URL(cardAddress(siteOrigin, path, language)).search.replace(/^\?/, '');
    const pageAddress = `${path}${address ? `?${address}` : ''}`;
    const { page, region } = await compose(pageAddress, path, language);
    if (page?.guard !== 'public' || region?.fragment.status === 404) {
      return send(req, res, 404, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'No such page.');
    }
    renderCard ??= loadRenderer();
    if (!renderCard) return void res.writeHead(302, { ...common, Location: DEFAULT_CARD, 'Cache-Control': 'no-store' }).end();
    const key = `${region?.fragment.release ?? '-'} ${pageAddress}`;
    let png = cards.get(key);
    if (!png) {
      const head = region?.fragment.head;
      const content: CardContent = {
        name: region?.fragment.title || page.title[language],
        siteName: siteName(language),
        ...(head?.price ? { price: formatMoney(head.price.amount) } : {}),
        ...(head?.picture ? { picture: await picture(head.picture) } : {}),
      };
      png = renderCard(cardSvg(content));
      // The fragment may be a moment old; a region the browser renders makes a card of the page's name.
      if (region) cards.set(key, png);
      if (cards.size > CARDS_KEPT) cards.delete(cards.keys().next().value as string);
    } else {
      cards.delete(key);
      cards.set(key, png);
    }
    res.writeHead(200, { ...common, 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': CARD_FILE });
    res.end(req.method === 'HEAD' ? undefined : png);
  }

  /** A page's picture for its card, or none when it does not come, is no image or is too large. */
  async function picture(url: string): Promise<CardContent['picture']> {
    try {
      const response = await backendFetch(url, { signal: AbortSignal.timeout(PICTURE_WAIT_MS) });
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!response.ok || !/^image\/(svg\+xml|png|jpeg|webp|gif)$/.test(type)) return undefined;
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.length <= PICTURE_MAX_BYTES ? { bytes, type } : undefined;
    } catch {
      return undefined;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const nonce = randomBytes(16).toString('base64');
    const common = {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': shellContentSecurityPolicy(config, nonce),
      Vary: 'Cookie, Accept-Language, Accept-Encoding',
    };
    const language = requestLanguage(req.headers.cookie, req.headers['accept-language'], new URL(req.url ?? '/', 'http://page').search);
    const html = { ...common, 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': language };
    // An address no region is asked for: the status says what is wrong, and the page is the frame
    // the browser renders as on any load (the search's own 'query too long', the Not Found page).
    const uncomposed = (status: number) =>
      send(
        req,
        res,
        status,
        { ...html, 'Cache-Control': 'no-store' },
        composePage(template, { language, title: null, nonce, region: null }),
      );
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(
        req,
        res,
        405,
        { ...common, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
        'Pages are read with GET.',
      );
    }
    const raw = req.url ?? '/';
    if (raw.length > FRAGMENT_ADDRESS_MAX) return uncomposed(414);
    let url: URL;
    try {
      url = new URL(raw, 'http://page');
      decodeURIComponent(url.pathname);
    } catch {
      return uncomposed(400);
    }
    const address = url.pathname + url.search;
    if (url.pathname === '/robots.txt') {
      return send(
        req,
        res,
        200,
        { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWLER_FILE },
        robotsTxt(siteOrigin),
      );
    }
    if (url.pathname === '/sitemap.xml') return sitemap(req, res, common, Number(url.searchParams.get('part') ?? 0));
    const carded = cardPage(url.pathname);
    if (carded !== null) return card(req, res, common, carded, addressLanguage(url.search) ?? DEFAULT_LANGUAGE);
    const { page, region, degraded, unknown } = await compose(address, url.pathname, language);
    const declared = page?.title[language] ?? null;
    const title = region?.fragment.title || declared;
    const status = region?.fragment.status ?? (unknown ? 404 : 200);
    // Moved for good (a renamed shop): the new address, in the language asked.
    if (status === 301 && region?.fragment.location) {
      const moved = new URL(region.fragment.location, siteOrigin);
      const named = url.searchParams.get(LANGUAGE_PARAM);
      if (named) moved.searchParams.set(LANGUAGE_PARAM, named);
      return void res.writeHead(301, { ...common, Location: moved.pathname + moved.search, 'Cache-Control': PUBLIC_PAGE }).end();
    }
    // A public page that exists says what it is; a personal page is nobody's to index.
    const described =
      page?.guard === 'public' && status === 200
        ? headTags({
            site: siteOrigin,
            address,
            language,
            title: documentTitle(language, title),
            siteName: siteName(language),
            head: region?.fragment.head,
            nonce,
            card: { url: cardAddress(siteOrigin, url.pathname, language), width: CARD_WIDTH, height: CARD_HEIGHT },
          })
        : [];
    const description = described.length > 0 ? region?.fragment.head?.description : undefined;
    const body = composePage(template, { language, title, nonce, region, headTags: described, description });
    const cache = page?.guard === 'public' && !degraded ? PUBLIC_PAGE : 'no-store';
    send(req, res, status, { ...html, 'Cache-Control': cache }, body);
  }
}
