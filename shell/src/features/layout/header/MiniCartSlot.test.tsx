import { act, screen } from '@testing-library/react';
import { bus, keptEventKey } from '@marketplace/contracts';
import { renderInShell, setUpI18n } from '../../../testing/harness';
import { MiniCartSlot } from './MiniCartSlot';

const mockRegion = jest.fn((props: { remote: string; module: string }) => <span data-testid="fragment">{props.module}</span>);
jest.mock('../../../components/RemoteRegion', () => ({
  RemoteRegion: (props: { remote: string; module: string }) => mockRegion(props),
}));

const dress = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES' as const,
  image: 'kitenge.jpg',
  category: 'clothing',
};

beforeAll(setUpI18n);
beforeEach(() => mockRegion.mockClear());

describe('MiniCartSlot', () => {
  it("shows the cart link with the bus's kept cart:changed count and follows it, without loading the cart team's code", () => {
    bus.publish('cart:changed', { count: 3, subtotal: 4500 });
    renderInShell(<MiniCartSlot />);
    expect(screen.getByRole('link', { name: 'Shopping cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');

    act(() => {
      bus.publish('cart:changed', { count: 1, subtotal: 1500 });
    });
    expect(screen.getByRole('link', { name: 'Shopping cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    expect(mockRegion).not.toHaveBeenCalled();
  });

  it("follows another tab's kept count (a storage event), and shows 0 once storage is cleared", () => {
    bus.publish('cart:changed', { count: 2, subtotal: 3000 });
    renderInShell(<MiniCartSlot />);
    const other = { name: 'cart:changed', version: 1, at: Date.now(), payload: { count: 7, subtotal: 9000 } };
    act(() => {
      localStorage.setItem(keptEventKey('cart:changed'), JSON.stringify(other));
      window.dispatchEvent(new StorageEvent('storage', { key: keptEventKey('cart:changed'), storageArea: localStorage }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('7');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
  });

  it("mounts the cart team's mini-cart fragment at the first cart:item-added, which waits in the bus for it", () => {
    renderInShell(<MiniCartSlot />);
    expect(mockRegion).not.toHaveBeenCalled();
    const handled: string[] = [];
    act(() => {
      bus.publish('cart:item-added', { product: dress, quantity: 1 });
    });
    expect(screen.getByTestId('fragment')).toHaveTextContent('./MiniCart');
    expect(mockRegion).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe_cart_checkout', module: './MiniCart' }));
    // The shell only heard of it: the add is still queued for the cart team's subscriber.
    const stop = bus.subscribe('cart:item-added', ({ product }) => handled.push(product.id));
    expect(handled).toEqual(['fp-1']);
    stop();
  });
});
