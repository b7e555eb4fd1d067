import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, setUpI18n } from '../../../testing/harness';
import { CategoriesMenu } from './CategoriesMenu';

beforeAll(setUpI18n);

const CATEGORIES = [
  ['Clothing', '/category/clothing'],
  ['Electronics', '/category/electronics'],
  ['Home & Kitchen', '/category/home-kitchen'],
  ['Beauty', '/category/beauty'],
  ['Jewelry', '/category/jewelry'],
  ['Models', '/category/models'],
  ['Food', '/category/food'],
];

const button = () => screen.getByRole('button', { name: 'Categories' });

describe('CategoriesMenu', () => {
  it('lists the seven categories when opened', async () => {
    renderInShell(<CategoriesMenu />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Clothing' })).not.toBeInTheDocument();

    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links.slice(0, 7).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(CATEGORIES);
    expect(links[7]).toHaveAttribute('href', '/categories');
  });

  it('is keyboard operable: Enter opens on the first category, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    renderInShell(<CategoriesMenu />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'View all categories' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after navigating to a category', async () => {
    const user = userEvent.setup();
    const { location } = renderInShell(<CategoriesMenu />);
    await user.click(button());
    await user.click(screen.getByRole('link', { name: 'Models' }));
    expect(location()).toBe('/category/models');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Models' })).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <CategoriesMenu />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(button());
    await user.click(screen.getByText('Elsewhere'));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
