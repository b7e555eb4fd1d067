/** @jest-environment node */
import { HEAD_DESCRIPTION_MAX } from '@marketplace/contracts/fragment';
import { renderFragment as render, type RenderRequest } from '@marketplace/contracts/server-render';
import { scriptedFetch, type Handler } from '@marketplace/testing';
import { ROWS, SUPABASE_URL, isSearch, searchAnswer } from '../testing/harness';
import { PAGES } from '../pages';
import { EXPOSED_PAGES } from '../exposes/pages';

// The search's server render with its real components and data code; only the backend's HTTP
// answers are scripted.

const renderFragment = (request: RenderRequest) => render({ pages: PAGES, exposed: EXPOSED_PAGES }, request);

const request = (address: string, language: 'en' | 'so' | 'sw' = 'en'): RenderRequest => ({
  address,
  language,
  backend: { url: SUPABASE_URL, anonKey: 'anon-key' },
  release: 'static/js/mfe_search.r1.js',
  site: null,
});

const answers: Handler = (request) => {
  if (isSearch(request))
    return {
      body: searchAnswer(ROWS, {
        total: 50,
        suggestion: 'kitenge',
        facets: [
          { facet: 'category', value: 'clothing', low: null, high: null, hits: 41 },
          { facet: 'category', value: 'beauty', low: null, high: null, hits: 9 },
          { facet: 'price', value: 'under-1000', low: 0, high: 999.99, hits: 7 },
          { facet: 'price', value: '1000-4999', low: 1000, high: 4999.99, hits: 43 },
        ],
        // The words the results were found by, marked in their names.
        highlights: [
          { word: 'kitenge', prefix: false },
          { word: 'kitenj', prefix: true },
        ],
      }),
    };
  if (request.url.pathname.endsWith('/products')) return { body: [{ price: 54999 }] };
  return { status: 404, body: { message: 'not found' } };
};

function backend(handler: Handler = answers) {
  const scripted = scriptedFetch(handler);
  globalThis.fetch = scripted.fetch;
  return { requests: () => scripted.requests.map(({ url }) => url.pathname.replace(/^.*\/rest\/v1\//, '')) };
}

test('a text search describes itself for previews in the language asked, however long the query', async () => {
  backend();
  const site = 'https://market.example';
  const head = (await renderFragment({ ...request('/search?q=kitenj', 'sw'), site }))?.head;
  expect(head).toMatchObject({ kind: 'website', description: expect.stringContaining('Bidhaa zinazolingana na “kitenj”') });
  const long = 'k'.repeat(200);
  const longHead = (await renderFragment({ ...request(`/search?q=${long}`), site }))?.head;
  expect(longHead?.description.length).toBeLessThanOrEqual(HEAD_DESCRIPTION_MAX);
});

test('renders a text search with its results, suggestion, pager and price bound, each read once, and names its release', async () => {
  const { requests } = backend();
  const fragment = await renderFragment(request('/search?q=kitenj&category=clothing', 'sw'));
  expect(fragment).toMatchObject({
    contract: 1,
    release: 'static/js/mfe_search.r1.js',
    status: 200,
    lang: 'sw',
    title: 'kitenj – Matokeo ya utafutaji',
  });
  expect(fragment?.html).toMatch(/^<div data-remote="mfe-search"/);
  expect(fragment?.html).toContain('Matokeo 50 yamepatikana');
  expect(fragment?.html).toMatch(/<h3><mark class="[^"]+">Kitenge<\/mark> Print Maxi Dress<\/h3>/);
  // The filters' counts for the query, from the same render: 41 in clothing, none in food.
  expect(fragment?.html).toMatch(/Mavazi<span class="hits" id="[^"]+" aria-hidden="true">\(41\)<\/span>/);
  expect(fragment?.html).toMatch(/Chakula<span class="hits" id="[^"]+" aria-hidden="true">\(0\)<\/span>/);
  expect(fragment?.html).toMatch(/Chini ya KSh 1,000<span class="hits">\(7\)<\/span>/);
  expect(fragment?.html).toContain('KSh 2,500');
  expect(fragment?.html).toContain('Je, ulimaanisha kitenge?');
  expect(fragment?.html).toContain('rel="next" href="/search?q=kitenj&amp;category=clothing&amp;page=2"');
  expect(fragment?.html).toMatch(/<input [^>]*value="55000"/);
  expect(Object.keys(fragment?.state ?? {}).sort()).toEqual([
    'price-ceiling',
    'search|{"query":"kitenj","filters":{"categories":["clothing"],"min":null,"max":null,"sort":"relevance"},"page":1}',
  ]);
  // Each read once, however many passes rendered.
  expect(requests().sort()).toEqual(['products', 'rpc/search_page']);
  // The first screen's pictures, for the page's head to load at once.
  expect(fragment?.preloadImages).toEqual(
    ['fp-1', 'fp-2'].map((id) => `${SUPABASE_URL}/storage/v1/object/public/catalog/products/${id}.svg`),
  );
  // Styles by class names the browser's build gives the same components; none in attributes.
  expect(fragment?.css).toMatch(/@media \(min-width: ?768px\)\{[^}]*\.filters-dialog\{display:none/);
  expect(fragment?.html).not.toContain('style="');
});

test('its search box is a GET form to the page, keeping the filters, whose button works without JavaScript', async () => {
  backend();
  const html = (await renderFragment(request('/search?q=kitenge&min=100&sort=price-asc')))?.html ?? '';
  const form = /<form [^>]*role="search"[^>]*>(.*?)<\/form>/.exec(html);
  expect(form?.[0]).toMatch(/action="\/search" method="get"/);
  expect(form?.[1]).toMatch(/<input [^>]*type="search"[^>]* name="q" value="kitenge"/);
  expect(form?.[1]).toContain('<input type="hidden" name="min" value="100"/>');
  expect(form?.[1]).toContain('<input type="hidden" name="sort" value="price-asc"/>');
  expect(form?.[1]).toMatch(/<button type="submit" class="submit"[^>]*>Search<\/button>/);
  // The empty page too: a shopper without JavaScript must be able to type and send.
  const empty = (await renderFragment(request('/search')))?.html ?? '';
  expect(empty).not.toMatch(/<button type="submit"[^>]*disabled/);
});

test('in Somali, the results and their count are in Somali', async () => {
  backend();
  const fragment = await renderFragment(request('/search?q=kitenge', 'so'));
  expect(fragment?.html).toContain('Natiijooyinka raadinta');
  expect(fragment?.html).toMatch(/<h3><mark class="[^"]+">Kitenge<\/mark> Print Maxi Dress<\/h3>/);
});

test('an image search is left to the browser: the server renders the page waiting, and reads no results', async () => {
  const { requests } = backend();
  const fragment = await renderFragment(
    request('/search?q=tea&image=blob%3Ahttp%3A%2F%2Flocalhost%3A3000%2F0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e'),
  );
  expect(fragment?.status).toBe(200);
  expect(requests()).toEqual(['products']);
  expect(fragment?.html).toContain('aria-busy="false"');
  expect(fragment?.html).not.toContain('<h3>');
  // The box is empty, as the browser's image search shows it.
  expect(fragment?.html).toMatch(/<input [^>]*type="search"[^>]* name="q" value=""/);
});

test('a hostile query is refused as on the page, searched for by no one, and stays text', async () => {
  const { requests } = backend();
  const fragment = await renderFragment(request(`/search?q=${encodeURIComponent('</script><script>window.__xss=1</script>')}`));
  expect(fragment?.html).toContain('Invalid search query detected</p>');
  expect(fragment?.html).not.toContain('<script');
  expect(fragment?.title).toBe('Search results');
  expect(requests()).toEqual(['products']);
});

test('markup-like text the validation lets through is text in the markup, the title and the state', async () => {
  backend();
  const q = 'lamp </title></textarea><!-- <b>';
  const fragment = await renderFragment(request(`/search?q=${encodeURIComponent(q)}`));
  expect(fragment?.html).not.toMatch(/<\/title>|<\/textarea>|<!--|<b>/);
  // The box cleans it as it cleans typed text; the address keeps it, encoded.
  expect(fragment?.html).toContain('name="q" value="lamp /title/textarea!-- b"');
  expect(fragment?.html).toContain('href="/search?q=lamp+%3C%2Ftitle%3E%3C%2Ftextarea%3E%3C%21--+%3Cb%3E&amp;page=2"');
  expect(fragment?.title).toBe(`${q} – Search results`);
  expect(Object.keys(fragment?.state ?? {})).toContain(
    `search|{"query":${JSON.stringify(q)},"filters":{"categories":[],"min":null,"max":null,"sort":"relevance"},"page":1}`,
  );
});

test('a failed search fails the render, so the browser renders the page and offers Try Again; malformed counts or a failed bound do not', async () => {
  backend((sent) => (isSearch(sent) ? { status: 500, body: { message: 'down' } } : { body: [] }));
  await expect(renderFragment(request('/search?q=kitenge'))).rejects.toBeDefined();
  backend((sent) => (isSearch(sent) ? { body: searchAnswer(ROWS, { facets: 'down' }) } : { status: 500, body: { message: 'down' } }));
  const fragment = await renderFragment(request('/search?q=kitenge'));
  expect(fragment?.html).toContain('3 results found');
  expect(fragment?.html).not.toContain('class="hits"');
  expect(fragment?.state['price-ceiling']).toBeNull();
});
