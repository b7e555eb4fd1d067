import '@testing-library/jest-dom';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { bus, EVENTS, type EventPayload } from '@marketplace/contracts';
import { englishOnly, setUpI18n } from '../testing/harness';
import type { Product } from '../lib/catalogue/catalogue';
import { ProductCard } from './ProductCard';

const kitenge: Product = {
  id: 'fp-1',
  names: englishOnly('Kitenge Print Maxi Dress'),
  descriptions: englishOnly('A dress'),
  price: 2500,
  originalPrice: 3500,
  image: '/img/clothing.svg',
  rating: 4.8,
  ratingCount: 124,
  isNew: true,
  stock: 10,
  vendor: { id: 'mama-africa-fashions', name: 'Mama Africa Fashions', slug: 'mama-africa-fashions' },
  category: 'clothing',
};

function ProductProbe() {
  const { id } = useParams();
  return <p>product page {id}</p>;
}

function VendorProbe() {
  const { slug } = useParams();
  return <p>vendor page {slug}</p>;
}

function renderCard(product: Product) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ProductCard product={product} />} />
        <Route path="/product/:id" element={<ProductProbe />} />
        <Route path="/vendor/:slug" element={<VendorProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const addButton = (name: string) => screen.getByRole('button', { name: `Add to Cart: ${name}` });

let added: Array<EventPayload<'cart:item-added'>>;
let unsubscribe: () => void;

beforeAll(setUpI18n);

beforeEach(() => {
  added = [];
  unsubscribe = bus.subscribe('cart:item-added', (payload) => added.push(payload));
});

afterEach(async () => {
  unsubscribe();
  jest.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('ProductCard: add to cart', () => {
  it('publishes a valid cart:item-added with the product summary and quantity 1', async () => {
    const error = jest.spyOn(console, 'error');
    renderCard(kitenge);
    const button = addButton('Kitenge Print Maxi Dress');
    expect(button).toHaveTextContent('Add to Cart');

    await userEvent.click(button);

    expect(added).toEqual([
      {
        product: {
          id: 'fp-1',
          name: 'Kitenge Print Maxi Dress',
          price: 2500,
          currency: 'KES',
          image: '/img/clothing.svg',
          category: 'clothing',
        },
        quantity: 1,
      },
    ]);
    expect(EVENTS['cart:item-added'].schema.safeParse(added[0]).success).toBe(true);
    expect(bus.last('cart:item-added')?.payload).toEqual(added[0]);
    expect(error).not.toHaveBeenCalled();
  });

  it('publishes once per click', async () => {
    renderCard(kitenge);
    await userEvent.click(addButton('Kitenge Print Maxi Dress'));
    await userEvent.click(addButton('Kitenge Print Maxi Dress'));
    expect(added).toHaveLength(2);
  });

  it('sends only the summary fields, not the card-only data (rating, vendor, original price)', async () => {
    // The payload as published, before the bus validates it: the bus strips unknown keys (event
    // payloads evolve additively, so readers must tolerate fields they do not know), so what a
    // subscriber receives could never show extra data being sent.
    const publish = jest.spyOn(bus, 'publish');
    renderCard(kitenge);
    await userEvent.click(addButton('Kitenge Print Maxi Dress'));
    expect(publish).toHaveBeenCalledTimes(1);
    const [name, payload] = publish.mock.calls[0] ?? [];
    expect(name).toBe('cart:item-added');
    expect(Object.keys(payload ?? {}).sort()).toEqual(['product', 'quantity']);
    expect(Object.keys((payload as EventPayload<'cart:item-added'>).product).sort()).toEqual([
      'category',
      'currency',
      'id',
      'image',
      'name',
      'price',
    ]);
  });
});

describe('ProductCard: badges and prices', () => {
  it('shows the New badge and the discount percent', () => {
    const { container } = renderCard(kitenge);
    const card = container.querySelector('article') as HTMLElement;
    expect(within(card).getByText('New')).toBeInTheDocument();
    // round((3500 - 2500) / 3500 * 100) = 29
    expect(within(card).getByText('29% OFF')).toBeInTheDocument();
  });

  it.each<[number, number, string]>([
    [4200, 5999, '30% OFF'],
    [1500, 2000, '25% OFF'],
    [18999, 22999, '17% OFF'],
  ])('price %i, was %i: %s', (price, originalPrice, text) => {
    renderCard({ ...kitenge, price, originalPrice, isNew: false });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('no New badge for an older product', () => {
    renderCard({ ...kitenge, isNew: false });
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('no discount badge and no struck-through price when there is no discount', () => {
    const { container } = renderCard({ ...kitenge, originalPrice: null });
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(container.querySelector('.was')).toBeNull();
    expect(screen.queryByText('Original price:')).not.toBeInTheDocument();
  });

  it('no discount badge when the original price is below the price', () => {
    renderCard({ ...kitenge, originalPrice: 2000 });
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows the price in KSh and the original price struck through with a label for screen readers', () => {
    const { container } = renderCard(kitenge);
    const price = container.querySelector('.price') as HTMLElement;
    expect(price).toHaveTextContent('KSh 2,500');
    const was = container.querySelector('.was') as HTMLElement;
    expect(was).toHaveTextContent('Original price: KSh 3,500');
  });

  it('describes the rating', () => {
    renderCard(kitenge);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 by 124 shoppers' })).toHaveTextContent('★★★★★ (124)');
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('sw');
    renderCard(kitenge);
    expect(screen.getByText('Mpya')).toBeInTheDocument();
    expect(screen.getByText('PUNGUZO 29%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongeza Kikapuni: Kitenge Print Maxi Dress' })).toHaveTextContent('Ongeza Kikapuni');
  });
});

describe('ProductCard: the vendor’s own language', () => {
  const taa: Product = { ...kitenge, id: 'sl-1', names: { en: 'Solar Lamp', sw: 'Taa ya Jua', so: 'Laambad Qoraxeed' } };

  it('names the product in Swahili and in Somali when the vendor wrote those names, and changes with the language while shown', async () => {
    await i18next.changeLanguage('sw');
    renderCard(taa);
    expect(screen.getByRole('link', { name: 'Taa ya Jua' })).toHaveAttribute('href', '/product/sl-1');
    expect(screen.getByRole('img', { hidden: true, name: 'Taa ya Jua' })).toHaveAttribute('src', '/img/clothing.svg');
    expect(screen.getByRole('button', { name: 'Ongeza Kikapuni: Taa ya Jua' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('so'));
    expect(screen.getByRole('link', { name: 'Laambad Qoraxeed' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Solar Lamp' })).toBeInTheDocument();
    expect(screen.queryByText('Taa ya Jua')).not.toBeInTheDocument();
  });

  it('gives the cart the English name whatever the language, the name the cart reads back from the catalogue', async () => {
    await i18next.changeLanguage('sw');
    renderCard(taa);
    await userEvent.click(screen.getByRole('button', { name: 'Ongeza Kikapuni: Taa ya Jua' }));
    expect(added.map(({ product }) => product.name)).toEqual(['Solar Lamp']);
  });
});

describe('ProductCard: links', () => {
  it('the image and the name link to /product/{id}; only the name link is in the tab order', () => {
    const { container } = renderCard(kitenge);
    const productLinks = [...container.querySelectorAll('a[href="/product/fp-1"]')];
    expect(productLinks).toHaveLength(2);
    const nameLink = screen.getByRole('link', { name: 'Kitenge Print Maxi Dress' });
    expect(nameLink).toHaveAttribute('href', '/product/fp-1');
    const imageLink = productLinks.find((a) => a !== nameLink);
    expect(imageLink).toHaveAttribute('tabindex', '-1');
    expect(imageLink).toHaveAttribute('aria-hidden', 'true');
    expect(within(imageLink as HTMLElement).getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Kitenge Print Maxi Dress');
  });

  it('the vendor links to /vendor/{slug}', () => {
    renderCard(kitenge);
    expect(screen.getByRole('link', { name: 'Mama Africa Fashions' })).toHaveAttribute('href', '/vendor/mama-africa-fashions');
  });

  it('following the links reaches the product and vendor pages', async () => {
    const { unmount } = renderCard(kitenge);
    await userEvent.click(screen.getByRole('link', { name: 'Kitenge Print Maxi Dress' }));
    expect(screen.getByText('product page fp-1')).toBeInTheDocument();
    unmount();
    renderCard(kitenge);
    await userEvent.click(screen.getByRole('link', { name: 'Mama Africa Fashions' }));
    expect(screen.getByText('vendor page mama-africa-fashions')).toBeInTheDocument();
  });
});

describe('ProductCard: hostile data', () => {
  const hostile: Product = {
    ...kitenge,
    id: '../../admin?x=1#y',
    names: englishOnly('<img src=x onerror=alert(1)>'),
    vendor: { id: 'x', name: '<script>alert(1)</script> Shop', slug: '' },
  };

  it('renders names as text, never as HTML', () => {
    const { container } = renderCard(hostile);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script> Shop')).toBeInTheDocument();
  });

  it('keeps a hostile id inside the product path segment', () => {
    renderCard(hostile);
    const href = screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' }).getAttribute('href') ?? '';
    const url = new URL(href, 'https://market.example');
    expect(url.pathname).toBe('/product/..%2F..%2Fadmin%3Fx%3D1%23y');
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('publishes the hostile name as plain data', async () => {
    renderCard(hostile);
    await userEvent.click(addButton('<img src=x onerror=alert(1)>'));
    expect(added[0]?.product.name).toBe('<img src=x onerror=alert(1)>');
  });
});
