import '@testing-library/jest-dom';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { bus, COMMON_TRANSLATIONS, initI18n, registerTranslations, type EventPayload, type ProductSummary } from '@marketplace/contracts';
import { translations } from '../../../i18n/translations';
import { CART_STORAGE_KEY } from '../../../lib/cart/cart-store';
import { cart } from '../../../lib/cart/cart';
import { MiniCartView } from './MiniCartView';

const dress: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/img/clothing.svg',
  category: 'clothing',
};
const earbuds: ProductSummary = { ...dress, id: 'fp-2', name: 'Wireless Earbuds Pro', price: 4200, category: 'electronics' };

/** What another remote (the catalog) does: announce the fact on the bus. */
function itemAdded(payload: EventPayload<'cart:item-added'>): boolean {
  let accepted = false;
  act(() => {
    accepted = bus.publish('cart:item-added', payload);
  });
  return accepted;
}

function renderMiniCart() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<MiniCartView />} />
        <Route path="/cart" element={<p>cart page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const badge = () => screen.getByTestId('cart-badge');

beforeAll(async () => {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
  registerTranslations('cart', translations);
});

beforeEach(() => {
  cart.clear();
  localStorage.clear();
});

afterEach(async () => {
  jest.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('MiniCartView', () => {
  it('shows 0 and the accessible name "Cart, 0 items" for an empty cart', () => {
    renderMiniCart();
    expect(badge()).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  it('counts an item another remote announced on the bus: "Cart, 1 item"', () => {
    renderMiniCart();
    expect(itemAdded({ product: dress, quantity: 1 })).toBe(true);
    expect(badge()).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('counts quantities across lines, merging repeated products', () => {
    renderMiniCart();
    itemAdded({ product: dress, quantity: 1 });
    itemAdded({ product: dress, quantity: 2 });
    itemAdded({ product: earbuds, quantity: 1 });
    expect(badge()).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(cart.get().lines).toHaveLength(2);
  });

  it('the badge is hidden from assistive tech (the link name carries the count)', () => {
    renderMiniCart();
    expect(badge()).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 99+ above 99 items, with the exact count in the name', () => {
    renderMiniCart();
    itemAdded({ product: dress, quantity: 99 });
    expect(badge()).toHaveTextContent(/^99$/);
    itemAdded({ product: earbuds, quantity: 1 });
    expect(badge()).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Cart, 100 items' })).toBeInTheDocument();
  });

  it('ignores an invalid announcement (quantity 0): nothing is added', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMiniCart();
    expect(itemAdded({ product: dress, quantity: 0 })).toBe(false);
    expect(badge()).toHaveTextContent('0');
    expect(error).toHaveBeenCalled();
  });

  it('persists what the bus added', () => {
    renderMiniCart();
    itemAdded({ product: dress, quantity: 2 });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({ lines: [{ product: dress, quantity: 2 }] });
  });

  it('follows direct cart changes (remove, clear)', () => {
    renderMiniCart();
    itemAdded({ product: dress, quantity: 2 });
    act(() => cart.remove('fp-1'));
    expect(badge()).toHaveTextContent('0');
  });

  it('links to the cart page', async () => {
    renderMiniCart();
    await userEvent.click(screen.getByRole('link', { name: /^Cart,/ }));
    expect(screen.getByText('cart page')).toBeInTheDocument();
  });

  it('names the link in the current language', async () => {
    await act(async () => {
      await i18next.changeLanguage('sw');
    });
    renderMiniCart();
    itemAdded({ product: dress, quantity: 1 });
    expect(screen.getByRole('link', { name: 'Kikapu, bidhaa 1' })).toBeInTheDocument();
  });
});
