import '@testing-library/jest-dom';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  bus,
  COMMON_TRANSLATIONS,
  createDevHost,
  HostProvider,
  initI18n,
  registerTranslations,
  type ProductSummary,
} from '@marketplace/contracts';
import { translations } from '../../../i18n/translations';
import { CART_STORAGE_KEY } from '../../../lib/cart/cart-store';
import { cart } from '../../../lib/cart/cart';
import { CartScreen } from './CartScreen';

const dress: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/img/clothing.svg',
  category: 'clothing',
};
const earbuds: ProductSummary = { ...dress, id: 'fp-2', name: 'Wireless Earbuds Pro', price: 4200, category: 'electronics' };
const HOSTILE_NAME = '<img src=x onerror=alert(1)><b>Bold</b>';

function renderCart() {
  return render(
    <HostProvider value={createDevHost()}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartScreen />} />
          <Route path="/products" element={<p>products page</p>} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/checkout" element={<p>checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </HostProvider>,
  );
}

const line = (name: string) => {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByText(name, { selector: '.name' }));
  if (!item) throw new Error(`no cart line for ${name}`);
  return item;
};

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
  await i18next.changeLanguage('en');
});

describe('CartScreen: empty', () => {
  it("shows the title, 'Your cart is empty' and 'Browse Products' to /products", async () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    const browse = screen.getByRole('link', { name: 'Browse Products' });
    expect(browse).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).not.toBeInTheDocument();
    await userEvent.click(browse);
    expect(screen.getByText('products page')).toBeInTheDocument();
  });

  it('has a breadcrumb Home > Shopping Cart', () => {
    renderCart();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Shopping Cart')).toHaveAttribute('aria-current', 'page');
  });
});

describe('CartScreen: lines', () => {
  beforeEach(() => {
    cart.add(dress, 2);
    cart.add(earbuds, 1);
  });

  it('lists each line with image, name, category, price and quantity', () => {
    renderCart();
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = line('Kitenge Print Maxi Dress');
    expect(within(first).getByRole('img', { name: 'Kitenge Print Maxi Dress' })).toHaveAttribute('src', '/img/clothing.svg');
    expect(first).toHaveTextContent('Clothing');
    expect(first).toHaveTextContent('KSh 2,500');
    expect(within(first).getByTestId('line-quantity')).toHaveTextContent('2');

    expect(line('Wireless Earbuds Pro')).toHaveTextContent('Electronics');
  });

  it('shows the item count and the subtotal', () => {
    renderCart();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 items');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KSh 9,200');
  });

  it('"1 item" in the singular', () => {
    cart.remove('fp-2');
    cart.setQuantity('fp-1', 1);
    renderCart();
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^1 item$/);
  });

  it('plus and minus change the quantity by one', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Kitenge Print Maxi Dress' }));
    expect(within(line('Kitenge Print Maxi Dress')).getByTestId('line-quantity')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4 items');

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kitenge Print Maxi Dress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kitenge Print Maxi Dress' }));
    expect(within(line('Kitenge Print Maxi Dress')).getByTestId('line-quantity')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KSh 6,700');
  });

  it('a line reaching 0 is removed', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Wireless Earbuds Pro' }));
    expect(screen.queryByText('Wireless Earbuds Pro')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('plus stops at 99', async () => {
    act(() => cart.setQuantity('fp-1', 99));
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Kitenge Print Maxi Dress' }));
    expect(within(line('Kitenge Print Maxi Dress')).getByTestId('line-quantity')).toHaveTextContent(/^99$/);
  });

  it('remove deletes a line; removing the last shows the empty state', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kitenge Print Maxi Dress from cart' }));
    expect(screen.queryByText('Kitenge Print Maxi Dress')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1 item');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wireless Earbuds Pro from cart' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({ lines: [] });
  });

  it('Continue Shopping goes to / and Proceed to Checkout to /checkout', async () => {
    renderCart();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    const checkout = screen.getByRole('link', { name: 'Proceed to Checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    await userEvent.click(checkout);
    expect(screen.getByText('checkout page')).toBeInTheDocument();
  });

  it('updates live when another remote adds an item on the bus', () => {
    renderCart();
    act(() => {
      bus.publish('cart:item-added', { product: earbuds, quantity: 2 });
    });
    expect(within(line('Wireless Earbuds Pro')).getByTestId('line-quantity')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5 items');
  });

  it('shows a category without a translation as it is', () => {
    act(() => cart.add({ ...dress, id: 'x-1', name: 'Odd Item', category: 'gadgets' }));
    renderCart();
    expect(line('Odd Item')).toHaveTextContent('gadgets');
  });
});

describe('CartScreen: hostile product data', () => {
  it('renders a product name containing HTML as text', () => {
    cart.add({ ...dress, id: 'evil', name: HOSTILE_NAME, category: '<script>x</script>' });
    const { container } = renderCart();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(HOSTILE_NAME, { selector: '.name' })).toBeInTheDocument();
    expect(screen.getByText('<script>x</script>')).toBeInTheDocument();
    // The line's image uses the product image, with the name as plain alt text.
    expect(screen.getByRole('img', { name: HOSTILE_NAME })).toHaveAttribute('src', dress.image);
    expect(screen.getByRole('button', { name: `Remove ${HOSTILE_NAME} from cart` })).toBeInTheDocument();
  });
});

describe('CartScreen: language', () => {
  it('follows the current language', async () => {
    await act(async () => {
      await i18next.changeLanguage('so');
    });
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Gaadhiga Dukaamaysiga' })).toBeInTheDocument();
    expect(screen.getByText('Gaadhigaagu waa madhan yahay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baadh Alaabta' })).toHaveAttribute('href', '/products');
  });
});
