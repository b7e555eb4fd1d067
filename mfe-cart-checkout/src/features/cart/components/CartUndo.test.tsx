import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import {
  COMMON_TRANSLATIONS,
  createDevHost,
  HostProvider,
  initI18n,
  registerTranslations,
  type ProductSummary,
} from '@marketplace/contracts';
import { translations } from '../../../i18n/translations';
import { cart } from '../../../lib/cart/cart';
import { UNDO_MS } from '../hooks/useUndoRemove';
import { CartScreen } from './CartScreen';

const dress: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/a.svg',
  category: 'clothing',
};
const earbuds: ProductSummary = { ...dress, id: 'fp-2', name: 'Wireless Earbuds Pro', price: 4200, category: 'electronics' };

function renderCart() {
  render(
    <HostProvider value={createDevHost()}>
      <MemoryRouter>
        <CartScreen />
      </MemoryRouter>
    </HostProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
  registerTranslations('cart', translations);
});

beforeEach(() => {
  jest.useFakeTimers();
  cart.clear();
  cart.add(dress, 1);
  cart.add(earbuds, 2);
});

afterEach(() => jest.useRealTimers());

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('CartScreen: remove with undo', () => {
  it("announces 'Removed X' in a live region; Undo within 5 s puts the line back where it was", () => {
    renderCart();
    click('Remove Kitenge Print Maxi Dress from cart');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Removed Kitenge Print Maxi Dress');
    expect(cart.get().lines).toHaveLength(1);
    act(() => jest.advanceTimersByTime(UNDO_MS - 100));
    click('Undo removing Kitenge Print Maxi Dress');
    expect(cart.get().lines.map((line) => line.product.id)).toEqual(['fp-1', 'fp-2']);
    expect(status).toBeEmptyDOMElement();
  });

  it('the undo goes away after 5 s and the line stays removed', () => {
    renderCart();
    click('Remove Wireless Earbuds Pro from cart');
    act(() => jest.advanceTimersByTime(UNDO_MS));
    expect(screen.queryByRole('button', { name: 'Undo removing Wireless Earbuds Pro' })).not.toBeInTheDocument();
    expect(cart.get().lines.map((line) => line.product.id)).toEqual(['fp-1']);
  });

  it('minus on a quantity of 1 removes the line with the same undo; the last line gone still offers undo', () => {
    cart.remove('fp-2');
    renderCart();
    click('Decrease quantity of Kitenge Print Maxi Dress');
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    click('Undo removing Kitenge Print Maxi Dress');
    expect(cart.get().lines).toEqual([{ product: dress, quantity: 1 }]);
  });
});

describe('CartScreen: summary and notes', () => {
  it('Subtotal, Shipping, Tax, Total in KSh and the free-shipping hint in whole shillings, rounded up', () => {
    renderCart();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KSh 10,900');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('KSh 872');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KSh 11,772');
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
    act(() => cart.setQuantity('fp-2', 1));
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('KSh 300');
    expect(screen.getByText('Add KSh 3,301 more for free shipping!')).toBeInTheDocument();
  });

  it('a changed price shows the notice and the old and new price on the line; a gone product is marked unavailable', () => {
    renderCart();
    act(() => {
      cart.reconcile([{ id: 'fp-1', name: dress.name, price: 2300, image: '/a.svg', category: 'clothing' }]);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Some prices have changed');
    const notes = screen.getAllByTestId('line-note');
    expect(notes[0]).toHaveTextContent('Price changed from KSh 2,500 to KSh 2,300');
    expect(notes[1]).toHaveTextContent('No longer available');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KSh 2,300');
  });

  it('plus is disabled at 99', () => {
    act(() => cart.setQuantity('fp-1', 99));
    renderCart();
    expect(screen.getByRole('button', { name: 'Increase quantity of Kitenge Print Maxi Dress' })).toBeDisabled();
  });
});
