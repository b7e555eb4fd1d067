import { escapeHtml } from '@marketplace/contracts/html';
import { jsonForScript, SERVER_REGION, type FragmentResponse } from '@marketplace/contracts/fragment';
import type { Language } from '@marketplace/contracts';
import { en } from '../i18n/core/en';
import { so } from '../i18n/core/so';
import { sw } from '../i18n/core/sw';

/**
 * The built page (index.html, the static frame) cut where the server writes: the language, the
 * title, the head's end and the frame's region. A template without one of them is refused when
 * the server starts, not discovered on a shopper's request.
 */
export interface PageTemplate {
  /** Up to the region, with LANG_SLOT, TITLE_SLOT and HEAD_SLOT in place. */
  beforeRegion: string;
  /** The frame's skeleton region, shown while the browser renders the page itself. */
  skeleton: string;
  afterRegion: string;
}

const HTML_LANG = '<html lang="en">';
const TITLE = '<title>District Market</title>';
const HEAD_END = '</head>';
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;
const MAIN = '<main id="main-content" tabindex="-1">';
// The frame's region in <main>: its skeleton lines.
const REGION = /<div class="frame-region" aria-hidden="true">[\s\S]*?<span><\/span><span><\/span><span><\/span><span><\/span><\/div>/;
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
// The tab's site name in each language, as the browser's DocumentTitle writes it.
const SITE_NAME: Record<Language, string> = { en: en.brand.name, so: so.brand.name, sw: sw.brand.name };

export function parseTemplate(html: string): PageTemplate {
  for (const part of [HTML_LANG, TITLE, HEAD_END, MAIN]) if (!html.includes(part)) throw new Error(`the page template has no ${part}`);
  const region = REGION.exec(html);
  if (!region) throw new Error('the page template has no frame region');
  return {
    beforeRegion: html.slice(0, region.index),
    skeleton: region[0],
    afterRegion: html.slice(region.index + region[0].length),
  };
}

export interface Composition {
  language: Language;
  /** The page's name (plain text), or null for the site's name alone. */
  title: string | null;
  nonce: string;
  /** Tags that say what the page is (./head.ts), already escaped. */
  headTags?: string[];
  /** The page's own description (plain text), instead of the site's the template carries. */
  description?: string;
  /** The page's main region as its remote rendered it, or null for the browser to render. */
  region: { remote: string; address: string; fragment: FragmentResponse } | null;
}

/** The site's name in `language`, as the tab and link previews name it. */
export const siteName = (language: Language) => SITE_NAME[language];

/** The tab's title: the page's name and the site's, as the browser's DocumentTitle writes it. */
export function documentTitle(language: Language, name: string | null): string {
  const site = SITE_NAME[language];
  return name ? `${name} | ${site}` : site;
}

/** The whole document for one request. */
export function composePage(template: PageTemplate, page: Composition): string {
  // No preload of the remote's entry: a preload that fails stays failed for the page's life, and
  // Try Again must load it afresh. The start-up script fetches it as soon as the manifest is in.
  const head = [
    ...(page.headTags ?? []),
    ...(page.region?.fragment.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" />`,
    ),
    ...(page.region
      ? [`<style nonce="${page.nonce}" data-server-styles="${escapeHtml(page.region.remote)}">${cssText(page.region.fragment.css)}</style>`]
      : []),
  ].join('\n    ');
  const title = escapeHtml(documentTitle(page.language, page.title));
  const before = template.beforeRegion
    .replace(
      HTML_LANG,
      () => `<html lang="${page.language}"${page.region ? ` ${SERVER_REGION.composed}="${escapeHtml(page.region.remote)}"` : ''}>`,
    )
    .replace(TITLE, () => `<title>${title}</title>`)
    .replace(DESCRIPTION, (tag) => (page.description ? `<meta name="description" content="${escapeHtml(page.description)}" />` : tag))
    .replace(HEAD_END, () => `${head}\n  ${HEAD_END}`);
  const region = page.region ? regionMarkup(page.region, page.nonce) : template.skeleton;
  return (before + region + template.afterRegion).split(NONCE_PLACEHOLDER).join(page.nonce);
}

function regionMarkup({ remote, address, fragment }: NonNullable<Composition['region']>, nonce: string): string {
  const attributes = [
    `${SERVER_REGION.attribute}="${escapeHtml(remote)}"`,
    `${SERVER_REGION.release}="${escapeHtml(fragment.release)}"`,
    `${SERVER_REGION.lang}="${fragment.lang}"`,
    `${SERVER_REGION.address}="${escapeHtml(address)}"`,
    `lang="${fragment.lang}"`,
  ].join(' ');
  const state = `<script type="application/json" id="${escapeHtml(SERVER_REGION.stateId(remote))}" nonce="${nonce}">${jsonForScript(fragment.state)}</script>`;
  return `<div ${attributes}>${fragment.html}</div>${state}`;
}

/** CSS as the text of a <style> element: nothing in it can close the element. */
const cssText = (css: string) => css.replace(/</g, '\\3c ');
