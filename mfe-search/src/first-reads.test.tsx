import { waitFor } from '@testing-library/react';
import { firstReadRequests } from '@marketplace/contracts/first-reads';
import { validateSearchQuery } from '@marketplace/contracts';
import SearchPage from './exposes/SearchPage';
import { hostWith, renderAt, scriptedBackend, setUpI18n, SUPABASE_URL } from './testing/harness';
import { FIRST_READS, PLAIN_QUERY } from './first-reads';
import { FIRST_SCREEN_RESULTS } from './features/search/data/shape';

const REST_ROOT = `${SUPABASE_URL}/rest/v1`;
const requests = (search: string) => firstReadRequests(FIRST_READS['/search'], {}, REST_ROOT, new URLSearchParams(search));
const declared = (search: string) => requests(search).map(({ url, prefer, body }) => ({ url, prefer, body }));

beforeAll(setUpI18n);

describe('first reads in the manifest', () => {
  it('on /search?q=… each declared read is a request the page itself sends: URL, method, Prefer header and body alike', async () => {
    const backend = scriptedBackend();
    renderAt(<SearchPage />, '/search?q=wireless earbuds', hostWith(backend.client));
    const reads = declared('?q=wireless+earbuds');
    expect(reads.map((r) => r.body)).toEqual(['{"q":"wireless earbuds"}', null]);
    const sent = () =>
      backend.requests.map((r) => ({
        url: r.url.href,
        prefer: r.headers.get('prefer'),
        body: r.method === 'POST' ? JSON.stringify(r.body) : null,
      }));
    await waitFor(() => expect(sent()).toEqual(expect.arrayContaining(reads)));
  });

  it("has the start-up script load the images of the first screen's results, and none for the price ceiling", () => {
    expect(requests('?q=phone').map((r) => r.images)).toEqual([FIRST_SCREEN_RESULTS, 0]);
  });

  it.each([
    ['a filter, sort or page the declared reads do not have', '?q=phone&sort=price-asc'],
    ['the query twice', '?q=phone&q=radio'],
    ['no query', ''],
    ['a query the page trims first', '?q=phone+'],
    ['a query with markup', '?q=%3Cscript%3E'],
    ['a query shorter than the minimum', '?q=a'],
  ])('declares nothing for an address with %s', (_label, search) => {
    expect(declared(search)).toEqual([]);
  });

  it.each(['ab', 'Wireless Earbuds Pro 2', 'x'.repeat(200), 'on error', 'javascript alert'])(
    'a plain query (%s) passes validation unchanged, so the page sends it as it is',
    (query) => {
      expect(new RegExp(`^(?:${PLAIN_QUERY})$`).test(query)).toBe(true);
      expect(validateSearchQuery(query)).toEqual({ ok: true, query });
    },
  );
});
