import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { categoryRow, fakeBackend, renderAt, setUpI18n } from '../../../testing/harness';
import { CategoriesScreen } from './CategoriesScreen';

const routes = <Route path="/categories" element={<CategoriesScreen />} />;
const SLUGS = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'models', 'food'];

beforeAll(setUpI18n);

describe('/categories', () => {
  it('shows all seven categories in sort order, each with its image, name and count, linking to /category/<slug>', async () => {
    const { requests } = fakeBackend(() => ({ body: SLUGS.map((slug) => categoryRow(slug)) }));
    renderAt('/categories', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /models \(en\)/ });
    expect(requests[0]?.searchParams.get('order')).toBe('sort_order.asc');
    const tiles = screen.getAllByRole('link').filter((link) => link.hasAttribute('data-category'));
    expect(
      tiles.map((tile) => [tile.getAttribute('href'), tile.querySelector('.name')?.textContent, tile.querySelector('.count')?.textContent]),
    ).toEqual([
      ['/category/clothing', 'clothing (en)', '1200 products'],
      ['/category/electronics', 'electronics (en)', '840 products'],
      ['/category/home-kitchen', 'home-kitchen (en)', '590 products'],
      ['/category/beauty', 'beauty (en)', '450 products'],
      ['/category/jewelry', 'jewelry (en)', '320 products'],
      ['/category/models', 'models (en)', '95 products'],
      ['/category/food', 'food (en)', '210 products'],
    ]);
    const image = within(tiles[0]!).getByRole('img', { name: 'clothing (en) products' });
    expect(image).toHaveAttribute('src', 'http://backend.test/storage/v1/object/public/catalog/categories/clothing.svg');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('while loading shows seven tile placeholders, and with no answer offers Try Again', async () => {
    fakeBackend(() => new Promise(() => undefined));
    const { unmount } = renderAt('/categories', routes);
    expect(screen.getByTestId('category-skeleton').querySelectorAll('li')).toHaveLength(7);
    unmount();
    fakeBackend(() => ({ status: 500, body: { message: 'down' } }));
    renderAt('/categories', routes);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
