import { headTags, type HeadRequest } from './head';

const request = (overrides: Partial<HeadRequest> = {}): HeadRequest => ({
  site: 'https://market.example',
  address: '/',
  language: 'en',
  title: 'District Market',
  siteName: 'District Market',
  head: { description: 'Shop the district.', kind: 'website', structuredData: [] },
  nonce: 'n0nce',
  card: { url: 'https://market.example/_share/index.png', width: 1200, height: 630 },
  ...overrides,
});

const structuredData = (tags: string[]) =>
  tags.flatMap((tag) => {
    const json = /^<script type="application\/ld\+json" nonce="n0nce">(.*)<\/script>$/.exec(tag)?.[1];
    return json ? [JSON.parse(json) as Record<string, unknown>] : [];
  });

test("the home page says who the marketplace is, and how a search engine searches it in the page's language", () => {
  const [organization, website] = structuredData(headTags(request({ language: 'sw', siteName: 'Soko la Mtaa' })));
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'Soko la Mtaa', url: 'https://market.example/?lang=sw' });
  expect(website).toMatchObject({
    '@type': 'WebSite',
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://market.example/search?lang=sw&q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    },
  });
});

test('another page carries only what its remote declared; without a head, only its addresses', () => {
  expect(structuredData(headTags(request({ address: '/category/food' })))).toEqual([]);
  const bare = headTags(request({ address: '/faq', head: undefined }));
  expect(bare).toEqual([
    '<link rel="canonical" href="https://market.example/faq" />',
    '<link rel="alternate" href="https://market.example/faq" hreflang="en" />',
    '<link rel="alternate" href="https://market.example/faq?lang=so" hreflang="so" />',
    '<link rel="alternate" href="https://market.example/faq?lang=sw" hreflang="sw" />',
    '<link rel="alternate" href="https://market.example/faq" hreflang="x-default" />',
  ]);
});

test('a page without a preview picture of its own is previewed by its card; one with a picture by that', () => {
  const image = (tags: string[]) => tags.find((tag) => tag.startsWith('<meta property="og:image"'));
  expect(image(headTags(request()))).toBe('<meta property="og:image" content="https://market.example/_share/index.png" />');
  const own = { url: 'https://cdn.example/p.jpg', width: 1200, height: 630, alt: 'A lamp' };
  expect(image(headTags(request({ head: { description: 'd', kind: 'product', image: own, structuredData: [] } })))).toBe(
    '<meta property="og:image" content="https://cdn.example/p.jpg" />',
  );
});
