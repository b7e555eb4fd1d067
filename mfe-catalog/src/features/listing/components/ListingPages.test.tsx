import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { categoryRow, fakeBackend, productRow, renderAt, setUpI18n, vendorRow } from '../../../testing/harness';
import { ListingScreen } from './ListingScreen';

const routes = (
  <>
    <Route path="/products" element={<ListingScreen />} />
    <Route path="/vendors" element={<ListingScreen />} />
    <Route path="/category/:categoryId" element={<ListingScreen />} />
  </>
);

const CATEGORY_SLUGS = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'food', 'models'];

function listingBackend() {
  return fakeBackend((url) => {
    if (url.pathname.endsWith('/categories')) return { body: CATEGORY_SLUGS.map((slug) => categoryRow(slug)) };
    if (url.pathname.endsWith('/vendors')) {
      return {
        body: [
          vendorRow('nairobi-scale-models', { name: 'Nairobi Scale Models', product_count: 11, rating: '4.9' }),
          vendorRow('mama-africa-fashions', { name: 'Mama Africa Fashions', product_count: 14, rating: '4.8' }),
        ],
        total: 30,
      };
    }
    return { body: Array.from({ length: 6 }, (_, i) => productRow(`p-${i + 1}`, { name: `Listed ${i + 1}` })), total: 6 };
  });
}

beforeAll(setUpI18n);

describe('listing pages', () => {
  it.each(CATEGORY_SLUGS)('/category/%s has a banner with the category’s name, description and described image', async (slug) => {
    listingBackend();
    renderAt(`/category/${slug}`, routes);
    const heading = await screen.findByRole('heading', { level: 1, name: `${slug} (en)` });
    const banner = within(heading.closest('header')!);
    expect(banner.getByText(`All about ${slug}`)).toBeInTheDocument();
    const image = banner.getByRole('img', { name: `${slug} (en) products` });
    expect(image).toHaveAttribute('src', `http://backend.test/storage/v1/object/public/catalog/categories/${slug}.svg`);
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '180');
  });

  it('/vendors lists vendors as cards linking to /vendor/<slug>, with the server’s count and a next page', async () => {
    const { requests } = listingBackend();
    renderAt('/vendors', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    expect(await screen.findByText('30 vendors')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Nairobi Scale Models',
      'Mama Africa Fashions',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Nairobi Scale Models' })).toHaveAttribute('href', '/vendor/nairobi-scale-models');
    expect(within(cards[1]!).getByText('14 products')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: 'Shop front of Mama Africa Fashions' })).toHaveAttribute('loading', 'lazy');
    const request = requests.find((url) => url.pathname.endsWith('/vendors'));
    expect(request?.searchParams.get('order')).toBe('featured.desc,name.asc');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/vendors?page=2');
  });

  it('listing product images have alt, width and height; the first four (above the fold, LCP) load eagerly, the rest lazily', async () => {
    listingBackend();
    renderAt('/products', routes);
    await screen.findByText('Listed 6');
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(
      images.map((image) => [image.alt, image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]),
    ).toEqual([
      ['Listed 1', '400', '300', 'eager'],
      ['Listed 2', '400', '300', 'eager'],
      ['Listed 3', '400', '300', 'eager'],
      ['Listed 4', '400', '300', 'eager'],
      ['Listed 5', '400', '300', 'lazy'],
      ['Listed 6', '400', '300', 'lazy'],
    ]);
  });
});
