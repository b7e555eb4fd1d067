import { matchRoutes } from 'react-router-dom';
import { ROUTES } from '@marketplace/contracts/routes';
import { pageModuleFor, routeFor } from './route-target';

/** A path each route of the table matches: its parameters filled in, '*' an unknown page. */
const sampleOf = (pattern: string) => (pattern === '*' ? '/no-such-page' : pattern.replace(/:[^/]+/g, 'x-12'));

/** The route react-router itself renders for a path (the last match is the leaf route). */
const routerChoice = (path: string) => matchRoutes([...ROUTES], path)?.at(-1)?.route;

describe('routeFor picks the route react-router picks', () => {
  it.each(ROUTES.map((route) => [sampleOf(route.path), route.path]))('%s (a sample of %s)', (path) => {
    expect(routeFor(path)).toBe(routerChoice(path));
  });

  it.each([
    '/vendor/register',
    '/vendor/info',
    '/vendor/some-shop',
    '/orders/12',
    '/orders/',
    '/vendor/register/',
    '/ORDERS',
    '/Vendor/Register',
    '/nowhere',
    '/orders/12/extra',
    '/product',
    '',
  ])('%p', (path) => {
    expect(routeFor(path)).toBe(routerChoice(path));
  });

  it('lets a fixed segment beat a parameter: /vendor/register is not a vendor named "register"', () => {
    expect(routeFor('/vendor/register')?.path).toBe('/vendor/register');
    expect(routeFor('/vendor/some-shop')?.path).toBe('/vendor/:slug');
  });
});

describe('pageModuleFor', () => {
  it('is the remote module of a public or guest-only page', () => {
    expect(pageModuleFor('/', false)).toEqual({ app: 'mfe_catalog', module: './HomePage' });
    expect(pageModuleFor('/search', true)).toEqual({ app: 'mfe_search', module: './SearchPage' });
    expect(pageModuleFor('/login', false)).toEqual({ app: 'mfe_account', module: './LoginPage' });
  });

  const signedInPages = ROUTES.filter((r) => r.guard === 'signed-in').map((r) => [sampleOf(r.path), r] as const);

  it.each(signedInPages)('is the sign-in page for %s without a stored session, where the guard sends a guest', (path) => {
    expect(pageModuleFor(path, false)).toEqual({ app: 'mfe_account', module: './LoginPage' });
  });

  it.each(signedInPages)('is the route target for %s with a stored session', (path, route) => {
    expect(pageModuleFor(path, true)).toEqual(route.target);
  });

  it.each(ROUTES.filter((r) => r.guard === 'guest-only').map((r) => sampleOf(r.path)))('is null for %s with a stored session: the guard sends the shopper elsewhere', (path) => {
    expect(pageModuleFor(path, true)).toBeNull();
  });

  it.each(ROUTES.filter((r) => r.target.app === 'shell').map((r) => sampleOf(r.path)))('is null for %s, a page of the shell itself', (path) => {
    expect(pageModuleFor(path, false)).toBeNull();
    expect(pageModuleFor(path, true)).toBeNull();
  });

  it.each(ROUTES.filter((r) => r.guard !== 'signed-in' && r.target.app !== 'shell').map((r) => [sampleOf(r.path), r] as const))(
    'is the route target for %s without a stored session',
    (path, route) => {
      expect(pageModuleFor(path, false)).toEqual(route.opensInstead ? { ...route.target, opensInstead: route.opensInstead.module } : route.target);
    },
  );

  it('names the page a page may open instead: the cart for checkout', () => {
    expect(pageModuleFor('/checkout', false)).toEqual({ app: 'mfe_cart_checkout', module: './CheckoutPage', opensInstead: './CartPage' });
    expect(pageModuleFor('/cart', false)).toEqual({ app: 'mfe_cart_checkout', module: './CartPage' });
  });
});
