import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createSite } from '../../../lib/federation/site';
import { renderInShell, settledRequest, setUpI18n, signedInHost } from '../../../testing/harness';
import { Header } from './Header';

// The mini-cart is a Module Federation fragment; here the slot shows its own fallback.
jest.mock('../../../components/RemoteRegion', () => ({
  RemoteRegion: ({ slotFallback }: { slotFallback?: ReactNode }) => slotFallback ?? null,
}));

beforeAll(setUpI18n);
beforeEach(async () => {
  await i18next.changeLanguage('en');
  setScrollY(0);
});

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

const topBar = () => screen.getByRole('navigation', { name: 'Help' });
const accountNav = () => screen.getByRole('navigation', { name: 'Account' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Header', () => {
  it('shows the top bar: phone, help links and the offers', () => {
    renderInShell(<Header />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const help = topBar();
    expect(within(help).getByRole('link', { name: 'Call us at +254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(within(help).getByText('+254 700 000 000')).toBeInTheDocument();
    for (const [name, href] of [
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Shipping', '/shipping'],
      ['Returns', '/returns'],
    ]) {
      expect(within(help).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText('NEW ARRIVALS')).toBeInTheDocument();
    expect(screen.getByText('UP TO 40% OFF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/deals');
  });

  it('offers Login and Sign Up to a signed-out visitor', () => {
    renderInShell(<Header />);
    const account = accountNav();
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(account).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('offers Profile, Orders and Sign out to a signed-in user; Sign out asks the host', async () => {
    const signOut = jest.fn(async () => undefined);
    renderInShell(<Header />, { host: signedInHost(signOut) });
    const account = accountNav();
    expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(account).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(account).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('adds a remote’s account-menu link for a user holding one of its roles, in the shopper’s language, and not for others', async () => {
    const label = { en: 'Seller center', so: 'Xarunta iibiyaha', sw: 'Kituo cha muuzaji' };
    const manifest = {
      metaData: {
        pages: [{ path: '/seller', module: './Page', guard: 'signed-in', title: label }],
        nav: [{ menu: 'account', path: '/seller', label, roles: ['vendor'] }],
      },
    };
    const answer = { name: 'mfe_seller', manifest: 'http://localhost/mfe_seller/mf-manifest.json', problem: null, json: manifest };
    const site = () => createSite([answer], [settledRequest(answer)]);
    const vendor = signedInHost();
    vendor.auth!.user!.roles = ['vendor'];
    const first = renderInShell(<Header />, { host: vendor, site: site() });
    const account = accountNav();
    expect(within(account).getByRole('link', { name: 'Seller center' })).toHaveAttribute('href', '/seller');
    await act(() => i18next.changeLanguage('sw'));
    expect(within(account).getByRole('link', { name: 'Kituo cha muuzaji' })).toHaveAttribute('href', '/seller');
    await act(() => i18next.changeLanguage('en'));
    first.unmount();
    renderInShell(<Header />, { host: signedInHost(), site: site() });
    expect(within(accountNav()).queryByRole('link', { name: 'Seller center' })).not.toBeInTheDocument();
  });

  it('shows no account links while the session is loading', () => {
    renderInShell(<Header />, {
      host: { auth: { status: 'loading', user: null, available: true, signOut: jest.fn() } },
    });
    expect(within(accountNav()).queryAllByRole('link')).toHaveLength(0);
  });

  it('has the logo, main links and the cart in the main bar', () => {
    renderInShell(<Header />);
    expect(screen.getByRole('link', { name: 'District Market, home' })).toHaveAttribute('href', '/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: "Today's Deals" })).toHaveAttribute('href', '/deals');
    expect(within(nav).getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: /^Shopping cart, \d+ items?$/ })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Search by image' })).toBeInTheDocument();
  });

  it('turns compact once the page is scrolled past 10 px, and back', () => {
    renderInShell(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-compact', 'false');
    act(() => {
      setScrollY(10);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-compact', 'false');
    act(() => {
      setScrollY(11);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-compact', 'true');
    act(() => {
      setScrollY(0);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-compact', 'false');
  });

  describe('mobile menu', () => {
    it('opens and closes with its toggle, which names its action; closed, the panel holds nothing', async () => {
      const user = userEvent.setup();
      renderInShell(<Header />);
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      // Closed, it builds nothing: every page's first render would pay for its links and search form.
      expect(panel).toBeEmptyDOMElement();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Close menu');
      const nav = screen.getByRole('navigation', { name: 'Mobile navigation' });
      for (const name of [
        'Home',
        "Today's Deals",
        'All Products',
        'Clothing',
        'Models',
        'FAQ',
        'Contact',
        'Shipping',
        'Returns',
        'Login',
        'Sign Up',
      ]) {
        expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
      }
      expect(within(panel as HTMLElement).getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
      expect(within(panel as HTMLElement).getByRole('button', { name: 'Somali' })).toHaveAttribute('lang', 'so');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAccessibleName('Open menu');
      expect(panel).toBeEmptyDOMElement();
    });

    it('closes on Escape, giving focus back to the toggle', async () => {
      const user = userEvent.setup();
      renderInShell(<Header />);
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.tab();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('closes when a link is followed', async () => {
      const user = userEvent.setup();
      const { location } = renderInShell(<Header />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const nav = screen.getByRole('navigation', { name: 'Mobile navigation' });
      await user.click(within(nav).getByRole('link', { name: 'Electronics' }));
      expect(location()).toBe('/category/electronics');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('switches the language and searches', async () => {
      const user = userEvent.setup();
      const { location } = renderInShell(<Header />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const panel = document.getElementById(
        screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
      ) as HTMLElement;
      await user.click(within(panel).getByRole('button', { name: 'Swahili' }));
      expect(i18next.language).toBe('sw');
      expect(within(panel).getByRole('button', { name: /Swahili/ })).toHaveAttribute('aria-pressed', 'true');
      expect(within(panel).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
      await user.type(within(panel).getByRole('combobox', { name: 'Tafuta bidhaa' }), 'kanga');
      await user.click(within(panel).getByRole('button', { name: 'Tafuta' }));
      expect(location()).toBe('/search?q=kanga');
    });
  });

  it('speaks Somali and Swahili, not English copies', async () => {
    renderInShell(<Header />, { host: signedInHost() });
    await act(() => i18next.changeLanguage('so'));
    expect(within(screen.getByRole('navigation', { name: 'Caawimaad' })).getByRole('link', { name: "Su'aalaha" })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByText('ALAAB CUSUB')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Akoon' })).getByRole('button', { name: 'Ka bax' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Hagidda ugu muhiimsan' })).getByRole('link', { name: 'Dalabyada Maanta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fur liiska' })).toBeInTheDocument();

    await act(() => i18next.changeLanguage('sw'));
    expect(within(screen.getByRole('navigation', { name: 'Msaada' })).getByRole('link', { name: 'Usafirishaji' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    expect(screen.getByText('PUNGUZO HADI 40%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NUNUA SASA' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Akaunti' })).getByRole('button', { name: 'Toka' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fungua menyu' })).toBeInTheDocument();
  });
});
