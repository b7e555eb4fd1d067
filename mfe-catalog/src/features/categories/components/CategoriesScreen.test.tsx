import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route } from 'react-router';
import { categoryRow, fakeBackend, renderAt, setUpI18n } from '../../../testing/harness';
import { CategoriesScreen } from './CategoriesScreen';

const routes = <Route path="/categories" element={<CategoriesScreen />} />;
const SLUGS = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'models', 'food'];

beforeAll(setUpI18n);
afterEach(() => act(() => i18next.changeLanguage('en')));

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
      ['/category/clothing', 'clothing (en)', '9 products'],
      ['/category/electronics', 'electronics (en)', '10 products'],
      ['/category/home-kitchen', 'home-kitchen (en)', '9 products'],
      ['/category/beauty', 'beauty (en)', '8 products'],
      ['/category/jewelry', 'jewelry (en)', '8 products'],
      ['/category/models', 'models (en)', '9 products'],
      ['/category/food', 'food (en)', '8 products'],
    ]);
    const image = within(tiles[0]!).getByRole('img', { name: 'clothing (en) products' });
    expect(image).toHaveAttribute('src', 'http://backend.test/storage/v1/object/public/catalog/categories/clothing.svg');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('reads an empty, a one-product and a larger category right in en, so and sw, the count as the backend counts it', async () => {
    const counts = { clothing: 0, electronics: 1, beauty: 2 };
    fakeBackend(() => ({ body: Object.entries(counts).map(([slug, n]) => categoryRow(slug, { listed_count: n })) }));
    renderAt('/categories', routes);
    await screen.findByRole('link', { name: /beauty \(en\)/ });
    const shown = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('data-category'))
        .map((tile) => tile.querySelector('.count')?.textContent);
    expect(shown()).toEqual(['0 products', '1 product', '2 products']);
    await act(() => i18next.changeLanguage('so'));
    expect(shown()).toEqual(['0 alaabood', '1 alaab', '2 alaabood']);
    await act(() => i18next.changeLanguage('sw'));
    expect(shown()).toEqual(['Bidhaa 0', 'Bidhaa 1', 'Bidhaa 2']);
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
