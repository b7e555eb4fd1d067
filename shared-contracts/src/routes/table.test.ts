import { REMOTE_NAMES, type RemoteName } from '../federation/apps';
import { exposedModules, FRAGMENTS, ROUTES, type Guard, type RouteDef } from './table';
import { en } from '../i18n/common/en';
import { so } from '../i18n/common/so';
import { sw } from '../i18n/common/sw';

function route(path: string): RouteDef {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

/** Spec section 2, one row per path: who renders it and its guard. */
const SPEC_ROUTES: Array<[path: string, app: RemoteName | 'shell', guard: Guard]> = [
  ['/', 'mfe_catalog', 'public'],
  ['/products', 'mfe_catalog', 'public'],
  ['/deals', 'mfe_catalog', 'public'],
  ['/vendors', 'mfe_catalog', 'public'],
  ['/categories', 'mfe_catalog', 'public'],
  ['/category/:categoryId', 'mfe_catalog', 'public'],
  ['/vendor/:slug', 'mfe_catalog', 'public'],
  ['/vendor/register', 'mfe_catalog', 'public'],
  ['/vendor/info', 'mfe_catalog', 'public'],
  ['/product/:id', 'mfe_catalog', 'public'],
  ['/search', 'mfe_search', 'public'],
  ['/login', 'mfe_account', 'guest-only'],
  ['/register', 'mfe_account', 'guest-only'],
  ['/forgot-password', 'mfe_account', 'guest-only'],
  ['/reset-password', 'mfe_account', 'public'],
  ['/cart', 'mfe_cart_checkout', 'public'],
  ['/checkout', 'mfe_cart_checkout', 'public'],
  ['/orders', 'mfe_account', 'signed-in'],
  ['/orders/:orderId', 'mfe_account', 'signed-in'],
  ['/profile', 'mfe_account', 'signed-in'],
  ['/contact', 'mfe_support', 'public'],
  ['/about', 'mfe_support', 'public'],
  ['/faq', 'mfe_support', 'public'],
  ['/shipping', 'mfe_support', 'public'],
  ['/returns', 'mfe_support', 'public'],
  ['/privacy', 'shell', 'public'],
  ['/terms', 'shell', 'public'],
  ['*', 'shell', 'public'],
];

describe('ROUTES', () => {
  it.each(SPEC_ROUTES)('%s is rendered by %s with guard %s', (path, app, guard) => {
    const r = route(path);
    expect(r.target.app).toBe(app);
    expect(r.guard).toBe(guard);
  });

  it('holds exactly the routes of the spec, each once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(SPEC_ROUTES.map(([p]) => p).sort());
  });

  it('composes the support panel from mfe-support under the home page, and nowhere else', () => {
    expect(ROUTES.filter((r) => r.secondary).map((r) => [r.path, r.secondary])).toEqual([
      ['/', { app: 'mfe_support', module: './SupportPanel' }],
    ]);
    expect(exposedModules('mfe_support')).toContain('./SupportPanel');
    expect(exposedModules('mfe_catalog')).not.toContain('./SupportPanel');
  });

  it('names one page that opens instead of another (checkout with an empty cart shows the cart), of the same remote', () => {
    expect(ROUTES.filter((r) => r.opensInstead).map((r) => [r.path, r.opensInstead])).toEqual([
      ['/checkout', { app: 'mfe_cart_checkout', module: './CartPage' }],
    ]);
    for (const route of ROUTES) if (route.opensInstead) expect(route.opensInstead.app).toBe(route.target.app);
  });

  it('only /login, /register and /forgot-password are guest-only', () => {
    expect(ROUTES.filter((r) => r.guard === 'guest-only').map((r) => r.path).sort()).toEqual(['/forgot-password', '/login', '/register']);
  });

  it('only /orders, /orders/:orderId and /profile need a signed-in user', () => {
    expect(ROUTES.filter((r) => r.guard === 'signed-in').map((r) => r.path).sort()).toEqual(['/orders', '/orders/:orderId', '/profile']);
  });

  it('/privacy, /terms and the catch-all share the shell NotFound page', () => {
    for (const path of ['/privacy', '/terms', '*']) {
      expect(route(path).target).toEqual({ app: 'shell', module: 'NotFound' });
      expect(route(path).titleKey).toBe('pages.notFound');
    }
  });

  it('the catch-all is last', () => {
    expect(ROUTES[ROUTES.length - 1]?.path).toBe('*');
    expect(ROUTES.filter((r) => r.path === '*')).toHaveLength(1);
  });

  it('/products, /deals, /vendors and /category/:categoryId share the listing page', () => {
    for (const path of ['/products', '/deals', '/vendors', '/category/:categoryId']) {
      expect(route(path).target).toEqual({ app: 'mfe_catalog', module: './ListingPage' });
    }
  });

  it('the literal /vendor/register and /vendor/info come before /vendor/:slug', () => {
    const index = (p: string) => ROUTES.findIndex((r) => r.path === p);
    expect(index('/vendor/register')).toBeLessThan(index('/vendor/:slug'));
    expect(index('/vendor/info')).toBeLessThan(index('/vendor/:slug'));
  });

  it('every remote module is a relative "./Name" export and every remote target is a known remote', () => {
    for (const r of ROUTES) {
      if (r.target.app === 'shell') continue;
      expect(REMOTE_NAMES).toContain(r.target.app);
      expect(r.target.module).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
    }
  });

  it('every title key exists in the common translations of every language', () => {
    for (const common of [en, so, sw]) {
      const pages = common.pages as Record<string, unknown>;
      for (const r of ROUTES) {
        const [ns, key] = r.titleKey.split('.');
        expect(ns).toBe('pages');
        expect(typeof pages[key ?? '']).toBe('string');
      }
    }
  });
});

describe('FRAGMENTS', () => {
  it('the cart remote exposes the mini-cart and the support remote the chat widget', () => {
    expect(FRAGMENTS.miniCart).toEqual({ app: 'mfe_cart_checkout', module: './MiniCart' });
    expect(FRAGMENTS.chatWidget).toEqual({ app: 'mfe_support', module: './ChatWidget' });
  });
});

describe('exposedModules', () => {
  it.each<[RemoteName, string[]]>([
    [
      'mfe_catalog',
      ['./HomePage', './ListingPage', './CategoriesPage', './VendorRegisterPage', './VendorInfoPage', './VendorPage', './ProductPage'],
    ],
    ['mfe_search', ['./SearchPage']],
    ['mfe_account', ['./LoginPage', './RegisterPage', './ForgotPasswordPage', './ResetPasswordPage', './OrdersPage', './OrderDetailsPage', './ProfilePage']],
    ['mfe_cart_checkout', ['./CartPage', './CheckoutPage', './MiniCart']],
    ['mfe_support', ['./SupportPanel', './ContactPage', './AboutPage', './FaqPage', './ShippingPage', './ReturnsPage', './ChatWidget']],
  ])('%s must expose exactly its pages and fragments', (app, modules) => {
    expect([...exposedModules(app)].sort()).toEqual([...modules].sort());
  });

  it('lists each module once even when several routes use it', () => {
    const modules = exposedModules('mfe_catalog');
    expect(modules.filter((m) => m === './ListingPage')).toHaveLength(1);
  });

  it('covers every remote route target', () => {
    for (const r of ROUTES) {
      if (r.target.app !== 'shell') expect(exposedModules(r.target.app)).toContain(r.target.module);
    }
  });
});
