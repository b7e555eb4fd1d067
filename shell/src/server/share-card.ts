import { escapeHtml } from '@marketplace/contracts/html';

// The picture a link preview shows for a page (WhatsApp, Facebook, X): link previews show no SVG,
// and the catalogue's pictures are SVG. A card of 1200 × 630 (the size previews crop to) in PNG:
// the page's picture, its name, its price, and the marketplace's mark.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where a page's card is: `/_share` and the page's path, `.png` (the page's language in `?lang=`). */
export const SHARE_PREFIX = '/_share';

/** The address of the card of the page at `path` in `language`. */
export function cardAddress(site: string, path: string, language: string): string {
  const url = new URL(`${SHARE_PREFIX}${path === '/' ? '/index' : path}.png`, site);
  if (language !== 'en') url.searchParams.set('lang', language);
  return url.toString();
}

/** The page a card's address shows, or null when it is no card's address. */
export function cardPage(pathname: string): string | null {
  if (!pathname.startsWith(`${SHARE_PREFIX}/`) || !pathname.endsWith('.png')) return null;
  const path = pathname.slice(SHARE_PREFIX.length, -'.png'.length);
  return path === '/index' ? '/' : path;
}

/** The card every build carries, for when none can be made (shell/public/share-card.png). */
export const DEFAULT_CARD = '/share-card.png';

export interface CardContent {
  /** The page's name, plain text. */
  name: string;
  /** The price as the shop writes it (KES 3,500), if the page sells one thing. */
  price?: string;
  /** The page's own picture (an SVG or raster image's bytes), if it has one. */
  picture?: { bytes: Buffer; type: string };
  /** The marketplace's name in the page's language. */
  siteName: string;
}

/** `text` in lines of at most `width` characters, at most `lines` of them, the last cut with '…'. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) out.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The card as SVG: the picture on the left, the words on the right, the brand's green band. */
export function cardSvg({ name, price, picture, siteName }: CardContent): string {
  const pictureSide = picture
    ? `<rect width="630" height="630" fill="#f3f4f6"/><image x="15" y="15" width="600" height="600" preserveAspectRatio="xMidYMid meet" href="data:${picture.type};base64,${picture.bytes.toString('base64')}"/>`
    : `<rect width="630" height="630" fill="#ecfdf5"/><text x="315" y="360" font-size="180" font-weight="700" text-anchor="middle" fill="#075c38">${escapeHtml(siteName.slice(0, 1))}</text>`;
  // About 17 characters of bold 46 px fit the 530 px beside the picture.
  const lines = wrap(name, 17, 5).map(
    (line, i) => `<text x="670" y="${110 + i * 58}" font-size="46" font-weight="700" fill="#111827">${escapeHtml(line)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, sans-serif">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>`,
    pictureSide,
    ...lines,
    price ? `<text x="670" y="470" font-size="52" font-weight="700" fill="#0b7a4b">${escapeHtml(price)}</text>` : '',
    `<rect x="630" y="540" width="570" height="90" fill="#075c38"/>`,
    `<text x="670" y="598" font-size="36" font-weight="700" fill="#ffffff">${escapeHtml(siteName)}</text>`,
    '</svg>',
  ].join('');
}

type Renderer = (svg: string) => Buffer;

/**
 * SVG to PNG with resvg (a native module, loaded when first needed; the image installs it beside
 * the bundled server). Null when it cannot load: the page server then points previews at the
 * card every build carries (/share-card.png), so no preview shows a broken image.
 */
export function loadRenderer(): Renderer | null {
  try {
    // Not bundled: the module is native (rsbuild.config.ts keeps it external).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
    return (svg) =>
      new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'original' } }).render().asPng();
  } catch (error) {
    console.warn('[shell server] link-preview cards are the default card: resvg did not load', error);
    return null;
  }
}
