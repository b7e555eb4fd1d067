import type { JSX } from 'react';
import { waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { firstReadRequests } from '@marketplace/contracts/first-reads';
import { BACKEND, fakeBackend, firstPaint, productRow, renderAt, setUpI18n } from './testing/harness';
import { FIRST_READS } from './first-reads';
import { FIRST_SCREEN_IMAGES } from './lib/catalogue/columns';
import HomePage from './exposes/HomePage';
import ListingPage from './exposes/ListingPage';
import CategoriesPage from './exposes/CategoriesPage';
import ProductPage from './exposes/ProductPage';
import VendorPage from './exposes/VendorPage';

const PAGES: Record<string, { at: string; params: Record<string, string>; page: () => JSX.Element }> = {
  '/': { at: '/', params: {}, page: HomePage },
  '/products': { at: '/products', params: {}, page: ListingPage },
  '/deals': { at: '/deals', params: {}, page: ListingPage },
  '/categories': { at: '/categories', params: {}, page: CategoriesPage },
  '/category/:categoryId': { at: '/category/home-kitchen', params: { categoryId: 'home-kitchen' }, page: ListingPage },
  '/product/:id': { at: '/product/e1', params: { id: 'e1' }, page: ProductPage },
  '/vendors': { at: '/vendors', params: {}, page: ListingPage },
  '/vendor/:slug': { at: '/vendor/mama-africa', params: { slug: 'mama-africa' }, page: VendorPage },
};

const REST_ROOT = `${BACKEND.url}/rest/v1`;

beforeAll(setUpI18n);

describe('first reads in the manifest', () => {
  it('declares a page for every route it covers here, and no other', () => {
    expect(Object.keys(FIRST_READS).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it.each(Object.entries(PAGES))(
    '%s: each declared read is a request the page itself sends, URL, Prefer header and body alike',
    async (route, { at, params, page: Page }) => {
      const { fetchMock } = fakeBackend((url) =>
        url.pathname.endsWith('/vendors')
          ? { body: [], total: 0 }
          : { body: url.searchParams.has('id') ? [productRow('e1')] : [], total: 0 },
      );
      const declared = firstReadRequests(FIRST_READS[route], params, REST_ROOT).map(({ url, prefer, body }) => ({ url, prefer, body }));
      expect(declared.length).toBeGreaterThan(0);
      renderAt(at, <Route path={route} element={<Page />} />);
      await firstPaint();
      const sent = () =>
        fetchMock.mock.calls.map(([input, init]) => ({
          url: String(input),
          prefer: new Headers(init?.headers).get('prefer'),
          body: init?.body ?? null,
        }));
      await waitFor(() => expect(sent()).toEqual(expect.arrayContaining(declared)));
    },
  );

  it("has the start-up script load the images of a listing's first screen of cards and of a product's picture, and none of the home page's", () => {
    const images = (route: string, params: Record<string, string> = {}) =>
      firstReadRequests(FIRST_READS[route], params, REST_ROOT).map((r) => r.images);
    expect(images('/category/:categoryId', { categoryId: 'beauty' })).toEqual([0, FIRST_SCREEN_IMAGES]);
    expect(images('/products')).toEqual([FIRST_SCREEN_IMAGES]);
    expect(images('/deals')).toEqual([FIRST_SCREEN_IMAGES]);
    expect(images('/product/:id', { id: 'e1' })).toEqual([1]);
    expect(images('/')).toEqual([0]);
  });

  it('sends nothing for a category the page would not read, or an id it would never send', () => {
    expect(firstReadRequests(FIRST_READS['/category/:categoryId'], { categoryId: 'cars' }, REST_ROOT)).toEqual([]);
    expect(firstReadRequests(FIRST_READS['/product/:id'], { id: 'E1"' }, REST_ROOT)).toEqual([]);
  });
});
