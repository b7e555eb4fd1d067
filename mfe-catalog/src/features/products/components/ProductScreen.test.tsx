import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { watchImageLoads } from '@marketplace/testing';
import { bus, type EventPayload } from '@marketplace/contracts';
import { fakeBackend, productRow, renderAt, setUpI18n, testHost } from '../../../testing/harness';
import { wishlist, WISHLIST_STORAGE_KEY } from '../../../lib/wishlist-store';
import { ProductScreen } from './ProductScreen';

const routes = <Route path="/product/:id" element={<ProductScreen />} />;

beforeAll(setUpI18n);

describe('product page', () => {
  it.each([
    ['..', '/product/..%2F..%2Fadmin'],
    ['%2e%2e', '/product/%2e%2e'],
    ['500 characters', `/product/${'a'.repeat(500)}`],
    ['<script>', `/product/${encodeURIComponent('<script>alert(1)</script>')}`],
    ['upper case', '/product/FP-1'],
  ])('a malformed id (%s) shows Product not found and sends no request', async (_label, path) => {
    const { requests } = fakeBackend(() => ({ body: [] }));
    renderAt(path, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    expect(document.querySelector('script')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("starts loading the product's image, at high priority, when the product arrives and before the page shows it", async () => {
    const watch = watchImageLoads();
    try {
      fakeBackend((url) => (url.searchParams.get('id') === 'eq.fp-1' ? { body: productRow('fp-1') } : { body: [] }));
      renderAt('/product/fp-1', routes);
      expect(await screen.findByRole('heading', { level: 1, name: 'Product fp-1' })).toBeInTheDocument();
      expect(watch.loads.map(({ url, shown, priority }) => [url.split('/').pop(), shown, priority])).toEqual([['fp-1.svg', false, 'high']]);
    } finally {
      watch.stop();
    }
  });

  it("names the tab after the product while it is on screen, and gives the route's title back when it leaves", async () => {
    fakeBackend((url) =>
      url.searchParams.get('id') === 'eq.fp-1' ? { body: productRow('fp-1', { name: 'Kitenge Print Maxi Dress' }) } : { body: [] },
    );
    const setPageTitle = jest.fn();
    const { unmount } = renderAt('/product/fp-1', routes, testHost({ setPageTitle }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitenge Print Maxi Dress' })).toBeInTheDocument();
    expect(setPageTitle.mock.calls).toEqual([['Kitenge Print Maxi Dress']]);
    unmount();
    expect(setPageTitle.mock.calls).toEqual([['Kitenge Print Maxi Dress'], [null]]);
  });

  it('names the tab Product not found for an unknown product', async () => {
    fakeBackend(() => ({ body: null }));
    const setPageTitle = jest.fn();
    renderAt('/product/no-such-thing', routes, testHost({ setPageTitle }));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(setPageTitle).toHaveBeenLastCalledWith('Product not found');
  });

  it('renders in a shell on contracts before 1.5, whose host cannot name the tab', async () => {
    fakeBackend((url) => (url.searchParams.get('id') === 'eq.fp-1' ? { body: productRow('fp-1') } : { body: [] }));
    renderAt('/product/fp-1', routes, testHost({ setPageTitle: undefined }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product fp-1' })).toBeInTheDocument();
  });

  it('an unknown well-formed id asks once by that exact id and shows Product not found', async () => {
    const { requests } = fakeBackend(() => ({ body: null }));
    renderAt('/product/no-such-thing', routes);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('id')).toBe('eq.no-such-thing');
  });

  it('shows the product and adds the chosen quantity to the cart', async () => {
    fakeBackend((url) =>
      url.searchParams.get('id') === 'eq.fp-1'
        ? { body: productRow('fp-1', { name: 'Kitenge Print Maxi Dress', price: '2500.00', original_price: '3500.00' }) }
        : // Another vendor: the vendor link checked below is the product's, whenever the related cards arrive.
          {
            body: [
              productRow('f1', {
                name: 'Ankara Wrap Skirt',
                vendor: { id: 'maasai-crafts', name: 'Maasai Crafts', slug: 'maasai-crafts' },
              }),
            ],
          },
    );
    const added: Array<EventPayload<'cart:item-added'>> = [];
    const off = bus.subscribe('cart:item-added', (payload) => added.push(payload));
    renderAt('/product/fp-1', routes, testHost());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitenge Print Maxi Dress' })).toBeInTheDocument();
    expect(screen.getByText('29% OFF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mama Africa Fashions' })).toHaveAttribute('href', '/vendor/mama-africa-fashions');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveAttribute('href', '/category/clothing');
    expect(await screen.findByRole('link', { name: 'Ankara Wrap Skirt' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    off();
    expect(added).toEqual([
      {
        product: {
          id: 'fp-1',
          name: 'Kitenge Print Maxi Dress',
          price: 2500,
          currency: 'KES',
          image: 'http://backend.test/storage/v1/object/public/catalog/products/fp-1.svg',
          category: 'clothing',
        },
        quantity: 3,
      },
    ]);
  });

  it('shows the product’s image (described, sized, loaded at once as the page’s main image), rating, stock and description', async () => {
    fakeBackend((url) =>
      url.searchParams.get('id') === 'eq.fp-1'
        ? {
            body: productRow('fp-1', {
              name: 'Kitenge Print Maxi Dress',
              description: 'Hand-cut kitenge cotton, lined.',
              rating: '4.5',
              rating_count: 128,
              stock: 7,
            }),
          }
        : { body: [] },
    );
    renderAt('/product/fp-1', routes);
    const image = await screen.findByRole('img', { name: 'Kitenge Print Maxi Dress' });
    expect(image).toHaveAttribute('src', 'http://backend.test/storage/v1/object/public/catalog/products/fp-1.svg');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '450');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 by 128 shoppers' })).toHaveTextContent('★★★★★ (128)');
    expect(screen.getByText('Hand-cut kitenge cotton, lined.')).toBeInTheDocument();
    expect(screen.getByText('7 in stock')).toBeInTheDocument();
  });

  it('in Swahili shows the vendor’s Swahili name and description (heading, picture, tab title) and switches back to English with the language', async () => {
    fakeBackend((url) =>
      url.searchParams.get('id') === 'eq.sl-1'
        ? {
            body: productRow('sl-1', {
              name: 'Solar Lamp',
              description: 'Charges in a day of sun.',
              name_sw: 'Taa ya Jua',
              description_sw: 'Huchaji kwa siku moja ya jua.',
            }),
          }
        : { body: [] },
    );
    const setPageTitle = jest.fn();
    await act(() => i18next.changeLanguage('sw'));
    try {
      renderAt('/product/sl-1', routes, testHost({ setPageTitle }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Taa ya Jua' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Taa ya Jua' })).toBeInTheDocument();
      expect(screen.getByText('Huchaji kwa siku moja ya jua.')).toBeInTheDocument();
      expect(setPageTitle).toHaveBeenLastCalledWith('Taa ya Jua');
      await act(() => i18next.changeLanguage('en'));
      expect(screen.getByRole('heading', { level: 1, name: 'Solar Lamp' })).toBeInTheDocument();
      expect(screen.getByText('Charges in a day of sun.')).toBeInTheDocument();
      expect(setPageTitle).toHaveBeenLastCalledWith('Solar Lamp');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('in Somali, for a product with only a Swahili version, shows the English name and description', async () => {
    fakeBackend((url) =>
      url.searchParams.get('id') === 'eq.sl-1'
        ? {
            body: productRow('sl-1', {
              name: 'Solar Lamp',
              description: 'Charges in a day of sun.',
              name_sw: 'Taa ya Jua',
              description_sw: 'Huchaji kwa siku moja ya jua.',
            }),
          }
        : { body: [] },
    );
    await act(() => i18next.changeLanguage('so'));
    try {
      renderAt('/product/sl-1', routes);
      expect(await screen.findByRole('heading', { level: 1, name: 'Solar Lamp' })).toBeInTheDocument();
      expect(screen.getByText('Charges in a day of sun.')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('the heart saves the product to the wishlist (pressed, stored under the versioned key) and a second press removes it', async () => {
    localStorage.clear();
    wishlist.reload();
    fakeBackend((url) =>
      url.searchParams.get('id') === 'eq.fp-1' ? { body: productRow('fp-1', { name: 'Kitenge Print Maxi Dress' }) } : { body: [] },
    );
    renderAt('/product/fp-1', routes);
    const heart = await screen.findByRole('button', { name: 'Save to wishlist: Kitenge Print Maxi Dress' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['fp-1']);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('the quantity stays within 1 to 99', async () => {
    fakeBackend((url) => (url.searchParams.get('id') === 'eq.fp-1' ? { body: productRow('fp-1') } : { body: [] }));
    renderAt('/product/fp-1', routes);
    const field = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    expect(field).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('with the backend down it offers Try Again, and Try Again asks again', async () => {
    let calls = 0;
    fakeBackend(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Internal Server Error' } }
        : { body: productRow('fp-1', { name: 'Back Again' }) };
    });
    renderAt('/product/fp-1', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back Again' })).toBeInTheDocument();
  });
});
