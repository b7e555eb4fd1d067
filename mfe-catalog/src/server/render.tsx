import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import {
  COMMON_TRANSLATIONS,
  createDevHost,
  HostProvider,
  LANGUAGES,
  MESSAGE_TRANSLATIONS,
  MESSAGES_NAMESPACE,
  registerTranslations,
  type Language,
  type RuntimeConfig,
} from '@marketplace/contracts';
import { pageFor } from '@marketplace/contracts/pages';
import { createServerI18n } from '@marketplace/contracts/server-i18n';
import { FRAGMENT_CONTRACT, type FragmentResponse } from '@marketplace/contracts/fragment';
import type { i18n as I18n } from 'i18next';
import { PAGES } from '../pages';
import { EXPOSED_PAGES } from '../exposes/pages';
import { RenderReadsContext, type RenderReads } from '../lib/render-reads';
import '../remote';

// The shell registers these in the browser; a server render registers them itself.
void registerTranslations('common', COMMON_TRANSLATIONS);
void registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);

/** The pages this remote renders on the server: those its declarations mark so. */
export const SERVER_PAGES = PAGES.filter((page) => page.render === 'server');

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

const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name] ?? '');

export interface RenderRequest {
  /** The page's path and query, as the shopper asked. */
  address: string;
  language: Language;
  backend: NonNullable<RuntimeConfig['supabase']>;
  release: string;
}

/**
 * One region as FragmentResponse, or null when no server-rendered page has that address. The
 * page renders as in the browser (same components, same data code reading with the anon key),
 * pass after pass until no read is outstanding; the answers travel with the markup so hydration
 * starts with them. A read that fails rejects: the region is then the browser's to render.
 */
export async function renderFragment({ address, language, backend, release }: RenderRequest): Promise<FragmentResponse | null> {
  const { pathname } = new URL(address, 'http://server');
  const page = pageFor(SERVER_PAGES, pathname);
  const Page = page && EXPOSED_PAGES[page.module];
  if (!page || !Page) return null;
  const i18n = await i18nFor(language);
  const answers = new Map<string, unknown>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const asked = new Map<string, Promise<unknown>>();
    let status: 200 | 404 = 200;
    let title = '';
    const reads: RenderReads = {
      answer: (key) => (answers.has(key) ? { value: answers.get(key) } : undefined),
      ask: (key, pending) => {
        pending.catch(() => undefined); // awaited below; a failure rejects the render there
        if (!asked.has(key)) asked.set(key, pending);
      },
      notFound: () => {
        status = 404;
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
        return { contract: FRAGMENT_CONTRACT, release, status, lang: language, html: markup, css, state, title, preloadImages: images };
      }
    } finally {
      sheet.seal();
    }
    for (const [key, pending] of asked) answers.set(key, await pending);
  }
  throw new Error(`${address} was still reading after ${MAX_PASSES} passes`);
}

/** Renders every server page once per language at an address of no thing (`~` as each parameter). */
export async function warmUp({ backend, release }: Pick<RenderRequest, 'backend' | 'release'>): Promise<void> {
  for (const { code } of LANGUAGES) {
    for (const page of SERVER_PAGES) {
      const address = page.path.replace(/:[A-Za-z_]+/g, '~');
      await renderFragment({ address, language: code, backend, release }).catch(() => undefined);
    }
  }
}
