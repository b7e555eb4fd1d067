import { act, screen } from '@testing-library/react';
import { bus } from '@marketplace/contracts';
import { renderInShell, setUpI18n } from '../testing';
import { MiniCartSlot } from './MiniCartSlot';

const mockRegion = jest.fn((props: { remote: string; module: string }) => <span data-testid="fragment">{props.module}</span>);
jest.mock('../../federation/RemoteRegion', () => ({
  RemoteRegion: (props: { remote: string; module: string }) => mockRegion(props),
}));

beforeAll(setUpI18n);
beforeEach(() => {
  jest.useFakeTimers();
  mockRegion.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('MiniCartSlot', () => {
  it("shows the cart link with the bus's kept cart:changed count first, and mounts the cart team's fragment only after the first paint", () => {
    bus.publish('cart:changed', { count: 3, subtotal: 4500 });
    renderInShell(<MiniCartSlot />);
    expect(screen.getByRole('link', { name: 'Shopping cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(mockRegion).not.toHaveBeenCalled();

    act(() => bus.publish('cart:changed', { count: 4, subtotal: 6000 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('fragment')).toHaveTextContent('./MiniCart');
    expect(mockRegion).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe_cart_checkout', module: './MiniCart' }));
  });
});
