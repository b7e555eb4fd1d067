import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpI18n } from '../testing/harness';
import { WishlistButton } from '../components/WishlistButton';
import { wishlist, WISHLIST_STORAGE_KEY } from './wishlist-store';

beforeAll(setUpI18n);
beforeEach(() => {
  localStorage.clear();
  wishlist.reload();
});

describe('wishlist', () => {
  it('a heart toggles, is named and pressed, and every heart of the same product follows', async () => {
    render(
      <>
        <WishlistButton id="fp-1" name="Kitenge Print Maxi Dress" />
        <WishlistButton id="fp-1" name="Kitenge Print Maxi Dress (page)" />
      </>,
    );
    const [card, page] = [
      screen.getByRole('button', { name: 'Save to wishlist: Kitenge Print Maxi Dress' }),
      screen.getByRole('button', { name: 'Save to wishlist: Kitenge Print Maxi Dress (page)' }),
    ];
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(page).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page);
    expect(card).toHaveAttribute('aria-pressed', 'false');
  });

  it('persists under its versioned key and survives a reload', async () => {
    const { unmount } = render(<WishlistButton id="e1" name="Speaker" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist: Speaker' }));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null')).toEqual(['e1']);
    unmount();
    act(() => wishlist.reload());
    render(<WishlistButton id="e1" name="Speaker" />);
    expect(screen.getByRole('button', { name: 'Save to wishlist: Speaker' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['invalid JSON', '{"ids": [oops'],
    ['a wrong shape', JSON.stringify({ ids: ['e1'] })],
    ['hostile ids', JSON.stringify(['<script>alert(1)</script>'])],
  ])('corrupt storage (%s) is discarded with a warning', (_label, stored) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(WISHLIST_STORAGE_KEY, stored);
    wishlist.reload();
    render(<WishlistButton id="e1" name="Speaker" />);
    expect(screen.getByRole('button', { name: 'Save to wishlist: Speaker' })).toHaveAttribute('aria-pressed', 'false');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('discarded'));
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });
});
