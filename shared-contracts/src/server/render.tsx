// A remote's fragment server (contracts' server/fragment.tsx): its pages rendered with React's
// streaming renderer, the same components and data code as in the browser. Node only: no page
// imports this entry (`@marketplace/contracts/server-render`).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { i18n as I18n } from 'i18next';
import { createDevHost, HostProvider } from '../host/host-api';
import type { RuntimeConfig } from '../host/runtime-config';
import { COMMON_TRANSLATIONS } from '../i18n/common';
import { MESSAGE_TRANSLATIONS, MESSAGES_NAMESPACE } from '../i18n/messages';
import { createServerI18n, registerTranslations } from '../i18n/setup';
import { isLanguage, LANGUAGES, type Language } from '../i18n/language';
import { pageFor, type PageDeclaration } from '../routes/pages';
import { manifestRelease } from '../federation/release';
import { fetchReaching, serverBackend } from './backend-address';
import {
  FRAGMENT_ADDRESS_MAX,
  FRAGMENT_CONTRACT,
  FRAGMENT_PATH,
  RenderReadsContext,
  type FragmentResponse,
  type PageHead,
  type RenderReads,
} from './fragment';

// The shell registers these in the browser; a server render registers them itself.
void registerTranslations('common', COMMON_TRANSLATIONS);
void registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);

/** What a remote renders on the server: its page declarations and its exposed page modules. */
export interface RemotePages {
  pages: readonly PageDeclaration[];
  exposed: Record<string, ComponentType>;
}

export interface RenderRequest {
  /** The page's path and query, as the shopper asked. */
  address: string;
  language: Language;
  backend: NonNullable<RuntimeConfig['supabase']>;
  release: string;
  /** The public origin the page is served from, for its head; null: the page gets no head. */
  site: string | null;
}

/**
 * A read asks for another only as deep as a page nests them (a product, then its related
 * products): a page still asking after this many passes is left to the browser.
 */
const MAX_PASSES = 4;

const translations = new Map<Language, Promise<I18n>>();
const i18nFor = (language: Language) => {
  let instance = translations.get(language);
  if (!instance) translations.set(language, (instance = createServerI18n(language)));
  return instance;
};

/** The whole markup of `element`, from React's streaming renderer once every part is ready. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // Any error, even one React could recover from in the browser, leaves the region to the browser.
      onError: reject,
    });
  });
}

const HOISTED_PRELOAD = /^<link rel="preload" as="image" href="([^"]*)"[^>]*\/>/;

const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name] ?? '');

/**
 * React's renderer puts a preload of the first images before a fragment's markup, where a
 * document's head would be; the region's markup is what hydrates, so they go to the shell's
 * server to place instead.
 */
function withoutHoistedPreloads(html: string): { markup: string; images: string[] } {
  const images: string[] = [];
  let markup = html;
  for (let match = HOISTED_PRELOAD.exec(markup); match; match = HOISTED_PRELOAD.exec(markup)) {
    images.push(decodeEntities(match[1] ?? ''));
    markup = markup.slice(match[0].length);
  }
  return { markup, images };
}

/**
 * One region as FragmentResponse, or null when none of `remote`'s server-rendered pages has that
 * address (ranked among all its pages, as the browser's router ranks them). The page renders pass
 * after pass until no read is outstanding; the answers travel with the markup so hydration starts
 * with them. A read that fails rejects: the region is then the browser's to render.
 */
export async function renderFragment(
  { pages, exposed }: RemotePages,
  { address, language, backend, release, site }: RenderRequest,
): Promise<FragmentResponse | null> {
  const { pathname } = new URL(address, 'http://server');
  const page = pageFor(pages, pathname);
  const Page = page?.render === 'server' ? exposed[page.module] : undefined;
  if (!page || !Page) return null;
  const i18n = await i18nFor(language);
  const answers = new Map<string, unknown>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const asked = new Map<string, Promise<unknown>>();
    let status: 200 | 301 | 404 = 200;
    let location: string | undefined;
    let title = '';
    let head: PageHead | undefined;
    const reads: RenderReads = {
      site,
      describe: (described) => {
        head = described;
      },
      answer: (key) => (answers.has(key) ? { value: answers.get(key) } : undefined),
      ask: (key, pending) => {
        pending.catch(() => undefined); // awaited below; a failure rejects the render there
        if (!asked.has(key)) asked.set(key, pending);
      },
      notFound: () => {
        status = 404;
      },
      moved: (path) => {
        status = 301;
        location = path;
      },
    };
    const host = createDevHost({
      config: { remotes: [], supabase: backend, allowOverrides: false },
      setPageTitle: (name) => {
        title = name ?? '';
      },
    });
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToHtml(
        sheet.collectStyles(
          <I18nextProvider i18n={i18n}>
            <HostProvider value={host}>
              <RenderReadsContext value={reads}>
                <StaticRouter location={address}>
                  <Routes>
                    <Route path={page.path} element={<Page />} />
                  </Routes>
                </StaticRouter>
              </RenderReadsContext>
            </HostProvider>
          </I18nextProvider>,
        ),
      );
      if (asked.size === 0) {
        const { markup, images } = withoutHoistedPreloads(html);
        const css = sheet.instance.toString();
        const state = Object.fromEntries(answers);
        const fragment: FragmentResponse = {
          contract: FRAGMENT_CONTRACT,
          release,
          status,
          lang: language,
          html: markup,
          css,
          state,
          title,
          preloadImages: images,
        };
        return { ...fragment, ...(head ? { head } : {}), ...(location ? { location } : {}) };
      }
    } finally {
      sheet.seal();
    }
    for (const [key, pending] of asked) answers.set(key, await pending);
  }
  throw new Error(`${address} was still reading after ${MAX_PASSES} passes`);
}

/** The `site` of a fragment request: null when absent, undefined when it is not an http(s) origin. */
function siteOrigin(value: string | null): string | null | undefined {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Renders every server page once per language at an address of no thing (`~` as each parameter). */
async function warmUp(remote: RemotePages, request: Pick<RenderRequest, 'backend' | 'release' | 'site'>): Promise<void> {
  for (const { code } of LANGUAGES) {
    for (const page of remote.pages.filter((p) => p.render === 'server')) {
      const address = page.path.replace(/:[A-Za-z_]+/g, '~');
      await renderFragment(remote, { ...request, address, language: code }).catch(() => undefined);
    }
  }
}

/**
 * A remote's fragment server, configured by its environment: SUPABASE_URL and SUPABASE_ANON_KEY
 * (public reads), SUPABASE_SERVER_URL (optional: where this server reaches the backend, see
 * ./backend-address.ts), WEB_DIST (its web build, whose manifest names the release; `../dist`
 * beside the server's file by default), PORT and HOST. It listens once warm (translations loaded,
 * each page rendered once), so no shopper's first request pays for a cold start past the shell's
 * budget.
 */
export async function serveFragments(name: string, remote: RemotePages, serverDir: string): Promise<void> {
  const port = Number(process.env.PORT ?? 3501);
  const { backend, reachedAt } = serverBackend(process.env);
  // The remotes' data code reads with the global fetch (fetchWithTimeout looks it up per call), and
  // this process serves fragments only: replacing it here moves every backend read, whatever
  // client a remote uses, while the render keeps the public address.
  if (reachedAt) globalThis.fetch = fetchReaching(backend.url, reachedAt, globalThis.fetch);
  const dist = process.env.WEB_DIST ?? join(serverDir, '..', 'dist');
  // The release is the one its files are: the remote entry its manifest names, content-hashed.
  const release = manifestRelease(JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')));
  if (!release) throw new Error(`${dist}/mf-manifest.json names no remote entry`);

  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fragment');
    if (url.pathname !== FRAGMENT_PATH) return answer(404, { problem: `only ${FRAGMENT_PATH} is served here` });
    if (req.method !== 'GET') return answer(405, { problem: 'fragments are read with GET' });
    const address = url.searchParams.get('path') ?? '';
    const language = url.searchParams.get('lang');
    if (address.length > FRAGMENT_ADDRESS_MAX) return answer(414, { problem: 'the page address is too long' });
    if (!address.startsWith('/') || address.startsWith('//')) return answer(400, { problem: 'path must be a page address' });
    if (!isLanguage(language)) return answer(400, { problem: 'lang must be en, so or sw' });
    const site = siteOrigin(url.searchParams.get('site'));
    if (site === undefined) return answer(400, { problem: 'site must be an http(s) origin' });
    renderFragment(remote, { address, language, backend, release, site }).then(
      (fragment) => (fragment ? answer(200, fragment) : answer(404, { problem: `no page of ${name} renders ${address} on the server` })),
      (error: unknown) => {
        console.error(`[${name} server] ${address}:`, error);
        answer(500, { problem: 'the region could not be rendered' });
      },
    );
  });
  await warmUp(remote, { backend, release, site: 'http://warm-up.invalid' });
  server.listen(port, process.env.HOST ?? '127.0.0.1', () =>
    console.log(`[${name} server] fragments on http://127.0.0.1:${port}${FRAGMENT_PATH}`),
  );
}
