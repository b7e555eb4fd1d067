import { escapeHtml } from '@marketplace/contracts/html';
import { jsonForScript, type PageHead } from '@marketplace/contracts/fragment';
import { languageAddress, LANGUAGES, type Language } from '@marketplace/contracts/language';

/** Open Graph's locale of each language (Kenyan English and Swahili, Somali as Somalia writes it). */
const OG_LOCALE: Record<Language, string> = { en: 'en_KE', so: 'so_SO', sw: 'sw_KE' };

export interface HeadRequest {
  site: string;
  /** The page's path and query, as asked. */
  address: string;
  language: Language;
  /** The document's title as written. */
  title: string;
  siteName: string;
  head: PageHead | undefined;
  nonce: string;
  /** The card the server makes for a page without a preview picture of its own (./share-card.ts). */
  card: { url: string; width: number; height: number };
}

const SCHEMA = 'https://schema.org';

/** On the home page: who the marketplace is, and how a search engine searches it. */
function siteIdentity(site: string, language: Language, name: string): Record<string, unknown>[] {
  const home = languageAddress(site, '/', language);
  const search = new URL(languageAddress(site, '/search', language));
  search.searchParams.set('q', 'QUERY');
  return [
    { '@context': SCHEMA, '@type': 'Organization', name, url: home, logo: `${site}/favicon.svg` },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name,
      url: home,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        // The braces stay as written: a search engine puts the shopper's words there.
        target: { '@type': 'EntryPoint', urlTemplate: search.toString().replace('QUERY', '{search_term_string}') },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The tags that say what a public page is: its canonical address and the same page in each
 * language, and, from the head its remote declared, the link preview's tags and the structured
 * data (its description replaces the template's: compose.ts). Every value is escaped: a product's name is a vendor's text.
 */
export function headTags({ site, address, language, title, siteName, head, nonce, card }: HeadRequest): string[] {
  const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${escapeHtml(href)}"${extra} />`;
  const canonical = languageAddress(site, address, language);
  const tags = [
    link('canonical', canonical),
    ...LANGUAGES.map(({ code }) => link('alternate', languageAddress(site, address, code), ` hreflang="${code}"`)),
    link('alternate', languageAddress(site, address, 'en'), ' hreflang="x-default"'),
  ];
  if (!head) return tags;
  tags.push(
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter(({ code }) => code !== language).map(({ code }) => meta('property', 'og:locale:alternate', OG_LOCALE[code])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  const image = head.image ?? { ...card, alt: title };
  tags.push(
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', image.url),
  );
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount.toFixed(2)),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  const identity = new URL(address, site).pathname === '/' ? siteIdentity(site, language, siteName) : [];
  for (const item of [...identity, ...head.structuredData]) {
    tags.push(`<script type="application/ld+json" nonce="${nonce}">${jsonForScript(item)}</script>`);
  }
  return tags;
}
