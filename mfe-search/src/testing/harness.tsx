// Test-only helpers: the shared i18n instance, a real supabase-js client over a scripted network,
// and the search page inside a router and a host.
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { createClient } from '@supabase/supabase-js';
import { createDevHost, type HostApi } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/tooling';
import { renderRoutesAt, scriptedFetch, setUpTestI18n, type Handler, type SentRequest } from '@marketplace/testing';
import { translations } from '../i18n/translations';

export type { Handler, Reply, SentRequest } from '@marketplace/testing';

export const SUPABASE_URL = 'http://backend.test';

export const setUpI18n = () => setUpTestI18n('search', translations);

export interface Row {
  id: string;
  name: string;
  name_sw: string | null;
  name_so: string | null;
  price: number;
  image: string | null;
  category: string;
  vendor_name: string | null;
}

export const ROWS: Row[] = [
  {
    id: 'fp-1',
    name: 'Kitenge Print Maxi Dress',
    name_sw: null,
    name_so: null,
    price: 2500,
    image: 'products/fp-1.svg',
    category: 'clothing',
    vendor_name: 'Mama Africa Fashions',
  },
  {
    id: 'fp-2',
    name: 'Wireless Earbuds Pro',
    name_sw: null,
    name_so: null,
    price: 4200,
    image: 'products/fp-2.svg',
    category: 'electronics',
    vendor_name: 'Nairobi Tech Hub',
  },
  {
    id: 'j2',
    name: 'Beaded Maasai Bracelet',
    name_sw: null,
    name_so: null,
    price: 450,
    image: null,
    category: 'jewelry',
    vendor_name: 'Maasai Crafts',
  },
];

/** The filters' counts for the rows above, as search_page gives them. */
export const FACETS = [
  { facet: 'category', value: 'clothing', low: null, high: null, hits: 1 },
  { facet: 'category', value: 'electronics', low: null, high: null, hits: 1 },
  { facet: 'category', value: 'jewelry', low: null, high: null, hits: 1 },
  { facet: 'price', value: 'under-1000', low: 0, high: 999.99, hits: 1 },
  { facet: 'price', value: '1000-4999', low: 1000, high: 4999.99, hits: 2 },
  { facet: 'price', value: '5000-19999', low: 5000, high: 19999.99, hits: 0 },
  { facet: 'price', value: '20000-up', low: 20000, high: null, hits: 0 },
];

/** search_page's answer (supabase/migrations/…_search_page.sql). */
export interface SearchAnswer {
  total: number;
  rows: Row[];
  facets: unknown;
  highlights: unknown;
  suggestion: unknown;
}

/** search_page's answer for `rows`: all of them counted, the counts and words above, no suggestion; `over` replaces parts. */
export const searchAnswer = (rows: Row[] = ROWS, over: Partial<SearchAnswer> = {}): SearchAnswer => ({
  total: rows.length,
  rows,
  facets: FACETS,
  highlights: [{ word: 'kitenge', prefix: true }],
  suggestion: null,
  ...over,
});

export const isSearch = (request: SentRequest) => request.url.pathname.endsWith('/rpc/search_page');

const defaultHandler: Handler = (request) => {
  if (isSearch(request)) return { body: searchAnswer() };
  if (request.url.pathname.endsWith('/products')) return { body: [{ price: 54999 }] };
  return { status: 404, body: { message: 'not found' } };
};

/** The usual backend, but search_page answers `answer` (or what it gives for the request). */
export const answering =
  (answer: SearchAnswer | ((request: SentRequest) => SearchAnswer)): Handler =>
  (request) =>
    isSearch(request) ? { body: typeof answer === 'function' ? answer(request) : answer } : defaultHandler(request);

/** The page's network is `handler` (and a real supabase-js client's); every request is recorded. */
export function scriptedBackend(handler: Handler = defaultHandler) {
  const { fetch, requests } = scriptedFetch(handler);
  // The search reads through postgrest-js with the page's own fetch; the host's supabase-js client
  // (writes, sign-in) goes through the same scripted network.
  globalThis.fetch = fetch;
  const client = createClient(SUPABASE_URL, 'anon-key', { global: { fetch }, auth: { persistSession: false, autoRefreshToken: false } });
  return { client, requests, searches: () => requests.filter(isSearch) };
}

export function hostWith(client: ReturnType<typeof scriptedBackend>['client'] | null, overrides: Partial<HostApi> = {}): HostApi {
  return createDevHost({
    getSupabase: async () => client,
    config: localRuntimeConfig('localhost', client ? { url: SUPABASE_URL, anonKey: 'anon-key' } : null),
    notify: jest.fn(),
    logSecurityEvent: jest.fn(),
    ...overrides,
  });
}

function ProductProbe() {
  return <p>product page</p>;
}

export function renderAt(ui: ReactElement, route: string, host: HostApi) {
  return renderRoutesAt(
    route,
    <>
      <Route path="/search" element={ui} />
      <Route path="/product/:id" element={<ProductProbe />} />
    </>,
    host,
  );
}
