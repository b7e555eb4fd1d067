import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { watchImageLoads } from '@marketplace/testing';
import { fakeBackend, productRow, renderAt, setUpI18n, type SentRequest } from '../../../testing/harness';
import { ListingScreen } from './ListingScreen';
import { parseSort } from '../../../lib/catalogue/catalogue';

const routes = (
  <>
    <Route path="/products" element={<ListingScreen />} />
    <Route path="/deals" element={<ListingScreen />} />
    <Route path="/category/:categoryId" element={<ListingScreen />} />
  </>
);

const ROWS = [productRow('a', { price: '300.00' }), productRow('b', { price: '100.00' }), productRow('c', { price: '200.00' })];

/** A fake PostgREST whose catalog_page sorts by price as p_sort asks; catalog_count says 57. */
function sortingBackend() {
  return fakeBackend((url, body) => {
    if (url.pathname.endsWith('/categories')) return { body: [] };
    if (url.pathname.endsWith('/rpc/catalog_count')) return { body: 57 };
    const sort = (body as { p_sort?: string }).p_sort;
    const rows = [...ROWS];
    if (sort === 'price-asc') rows.sort((x, y) => Number(x.price) - Number(y.price));
    if (sort === 'price-desc') rows.sort((x, y) => Number(y.price) - Number(x.price));
    return { body: rows };
  });
}

const names = () => [...document.querySelectorAll('article h3')].map((h) => h.textContent);
const pageReads = (sent: SentRequest[]) =>
  sent.filter((r) => r.url.pathname.endsWith('/rpc/catalog_page')).map((r) => r.body as Record<string, string>);
const countReads = (sent: SentRequest[]) =>
  sent.filter((r) => r.url.pathname.endsWith('/rpc/catalog_count')).map((r) => r.body as Record<string, string>);

beforeAll(setUpI18n);

describe('listing', () => {
  it.each([
    ['featured', 'featured'],
    ['newest', 'newest'],
    ['price-asc', 'price-asc'],
    ['price-desc', 'price-desc'],
    ['nonsense', 'featured'],
  ])('?sort=%s is sorted on the server as %s', async (sort, order) => {
    const { sent } = sortingBackend();
    renderAt(`/products?sort=${sort}`, routes);
    await screen.findByText('57 products');
    expect(pageReads(sent)[0]?.p_sort).toBe(order);
  });

  it('starts loading the first four product images, at high priority, when the listing arrives and before its cards show them', async () => {
    const watch = watchImageLoads();
    try {
      fakeBackend((url) =>
        url.pathname.endsWith('/categories')
          ? { body: [] }
          : url.pathname.endsWith('/rpc/catalog_count')
            ? { body: 6 }
            : { body: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => productRow(id)) },
      );
      renderAt('/products', routes);
      await screen.findByText('6 products');
      expect(watch.loads.map(({ url, shown, priority }) => [url.split('/').pop(), shown, priority])).toEqual(
        ['a', 'b', 'c', 'd'].map((id) => [`${id}.svg`, false, 'high']),
      );
    } finally {
      watch.stop();
    }
  });

  it('unknown sort values fall back to Featured', () => {
    expect(parseSort('<script>')).toBe('featured');
    expect(parseSort(null)).toBe('featured');
    expect(parseSort('price-asc')).toBe('price-asc');
  });

  it("'All Products', the server's count, and the sort dropdown reorders by price and writes ?sort=", async () => {
    sortingBackend();
    renderAt('/products', routes);
    expect(screen.getByRole('heading', { name: 'All Products', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('57 products')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...within(select).getAllByRole('option')].map((o) => o.textContent)).toEqual([
      'Featured',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
    ]);
    await userEvent.selectOptions(select, 'price-asc');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=price-asc');
    await screen.findByText('Product b');
    expect(names()).toEqual(['Product b', 'Product c', 'Product a']);
    await userEvent.selectOptions(select, 'price-desc');
    await screen.findByRole('combobox', { name: 'Sort by' });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(names()).toEqual(['Product a', 'Product c', 'Product b']);
  });

  it('pages 24 at a time with the count from the server; page 2 asks the server for page 2 of 24', async () => {
    const { sent } = sortingBackend();
    renderAt('/products?sort=newest&page=2', routes);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(pageReads(sent)[0]).toEqual({ p_sort: 'newest', p_page: '2', p_size: '24' });
    expect(countReads(sent)[0]).toEqual({});
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?sort=newest&page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products?sort=newest');
  });

  it('a category lists only that category; /deals only discounted products', async () => {
    const { sent } = sortingBackend();
    const { unmount } = renderAt('/category/electronics', routes);
    await screen.findByText('57 products');
    expect(pageReads(sent)[0]?.p_category).toBe('electronics');
    expect(countReads(sent)[0]).toEqual({ p_category: 'electronics' });
    unmount();
    renderAt('/deals', routes);
    await screen.findByText('57 products');
    expect(pageReads(sent)[1]?.p_deals).toBe('true');
    expect(countReads(sent)[1]).toEqual({ p_deals: 'true' });
  });

  it('an unknown category is Category not found, with the way to every category, and reads nothing', async () => {
    const { sent } = sortingBackend();
    renderAt('/category/spaceships', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/categories');
    expect(pageReads(sent)).toEqual([]);
  });
});
