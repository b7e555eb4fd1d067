import type { SitePage } from '@marketplace/contracts/pages';
import { pageModuleFor } from './route-target';

const title = { en: 'T', so: 'T', sw: 'T' };
const page = (
  remote: string,
  path: string,
  module: string,
  guard: SitePage['guard'] = 'public',
  extra: Partial<SitePage> = {},
): SitePage => ({ remote, path, module, guard, title, ...extra });

const PAGES: SitePage[] = [
  page('mfe_catalog', '/', './HomePage'),
  page('mfe_catalog', '/vendor/:slug', './VendorPage'),
  page('mfe_search', '/search', './SearchPage'),
  page('mfe_account', '/login', './LoginPage', 'guest-only'),
  page('mfe_account', '/register', './RegisterPage', 'guest-only'),
  page('mfe_account', '/orders', './OrdersPage', 'signed-in'),
  page('mfe_account', '/orders/:orderId', './OrderDetailsPage', 'signed-in'),
  page('mfe_cart_checkout', '/cart', './CartPage'),
  page('mfe_cart_checkout', '/checkout', './CheckoutPage', 'public', { opensInstead: './CartPage' }),
];

describe('pageModuleFor', () => {
  it('is the remote module of a public page, signed in or not', () => {
    expect(pageModuleFor(PAGES, '/', false)).toEqual({ remote: 'mfe_catalog', module: './HomePage' });
    expect(pageModuleFor(PAGES, '/vendor/mama-njeri', true)).toEqual({ remote: 'mfe_catalog', module: './VendorPage' });
    expect(pageModuleFor(PAGES, '/search', true)).toEqual({ remote: 'mfe_search', module: './SearchPage' });
  });

  it.each(['/orders', '/orders/12'])('is the sign-in page for %s without a stored session, where the guard sends a guest', (path) => {
    expect(pageModuleFor(PAGES, path, false)).toEqual({ remote: 'mfe_account', module: './LoginPage' });
  });

  it.each([
    ['/orders', './OrdersPage'],
    ['/orders/12', './OrderDetailsPage'],
  ])('is the page itself for %s with a stored session', (path, module) => {
    expect(pageModuleFor(PAGES, path, true)).toEqual({ remote: 'mfe_account', module });
  });

  it.each(['/login', '/register'])('is null for %s with a stored session: the guard sends the shopper elsewhere', (path) => {
    expect(pageModuleFor(PAGES, path, true)).toBeNull();
  });

  it('is null for an address no page declares (the shell shows it), and when no remote serves the sign-in page', () => {
    expect(pageModuleFor(PAGES, '/nowhere', false)).toBeNull();
    expect(
      pageModuleFor(
        PAGES.filter((p) => p.path !== '/login'),
        '/orders',
        false,
      ),
    ).toBeNull();
  });

  it('names the page a page may open instead: the cart for checkout', () => {
    expect(pageModuleFor(PAGES, '/checkout', false)).toEqual({
      remote: 'mfe_cart_checkout',
      module: './CheckoutPage',
      opensInstead: './CartPage',
    });
    expect(pageModuleFor(PAGES, '/cart', false)).toEqual({ remote: 'mfe_cart_checkout', module: './CartPage' });
  });
});
