import type { RemoteName } from '../federation/apps';

// The values of the table's :categoryId, for code that reads the table without the whole contracts
// module (a remote's build config declaring its first reads).
export { CATEGORY_SLUGS } from './paths';

export type Guard = 'public' | 'guest-only' | 'signed-in';

/** Where a route is rendered: an exposed module of a remote, or one of the shell's own pages. */
export type RouteTarget =
  | { app: RemoteName; module: string }
  | { app: 'shell'; module: 'NotFound' | 'Categories' };

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  target: RouteTarget;
  guard: Guard;
  /** i18n key (namespace "common") of the page's title, for breadcrumbs and document.title. */
  titleKey: string;
  /**
   * A second region under the page, from another remote (the home page's support panel): loaded
   * after the page's own region, in its own boundary, and showing nothing if it cannot load.
   */
  secondary?: RemoteModule;
  /**
   * A page of the same remote that the page may show at once instead, with nothing done by the
   * shopper (checkout with an empty cart shows the cart): the start-up warm-up fetches its chunks
   * beside the page's, so the hand-over does not wait for another round trip.
   */
  opensInstead?: RemoteModule;
}

export interface RemoteModule {
  app: RemoteName;
  module: string;
}

const remote = (app: RemoteName, module: string): RemoteModule => ({ app, module });

/** Every route of spec section 2, in order; '*' is last. */
export const ROUTES: readonly RouteDef[] = [
  {
    path: '/',
    target: remote('mfe_catalog', './HomePage'),
    guard: 'public',
    titleKey: 'pages.home',
    secondary: remote('mfe_support', './SupportPanel'),
  },
  { path: '/products', target: remote('mfe_catalog', './ListingPage'), guard: 'public', titleKey: 'pages.products' },
  { path: '/deals', target: remote('mfe_catalog', './ListingPage'), guard: 'public', titleKey: 'pages.deals' },
  { path: '/vendors', target: remote('mfe_catalog', './ListingPage'), guard: 'public', titleKey: 'pages.vendors' },
  { path: '/categories', target: remote('mfe_catalog', './CategoriesPage'), guard: 'public', titleKey: 'pages.categories' },
  { path: '/category/:categoryId', target: remote('mfe_catalog', './ListingPage'), guard: 'public', titleKey: 'pages.category' },
  { path: '/vendor/register', target: remote('mfe_catalog', './VendorRegisterPage'), guard: 'public', titleKey: 'pages.vendorRegister' },
  { path: '/vendor/info', target: remote('mfe_catalog', './VendorInfoPage'), guard: 'public', titleKey: 'pages.vendorInfo' },
  { path: '/vendor/:slug', target: remote('mfe_catalog', './VendorPage'), guard: 'public', titleKey: 'pages.vendor' },
  { path: '/product/:id', target: remote('mfe_catalog', './ProductPage'), guard: 'public', titleKey: 'pages.product' },
  { path: '/search', target: remote('mfe_search', './SearchPage'), guard: 'public', titleKey: 'pages.search' },
  { path: '/login', target: remote('mfe_account', './LoginPage'), guard: 'guest-only', titleKey: 'pages.login' },
  { path: '/register', target: remote('mfe_account', './RegisterPage'), guard: 'guest-only', titleKey: 'pages.register' },
  { path: '/forgot-password', target: remote('mfe_account', './ForgotPasswordPage'), guard: 'guest-only', titleKey: 'pages.forgotPassword' },
  // The mailed recovery link lands here; public, since the link itself signs the user in.
  { path: '/reset-password', target: remote('mfe_account', './ResetPasswordPage'), guard: 'public', titleKey: 'pages.resetPassword' },
  { path: '/orders', target: remote('mfe_account', './OrdersPage'), guard: 'signed-in', titleKey: 'pages.orders' },
  { path: '/orders/:orderId', target: remote('mfe_account', './OrderDetailsPage'), guard: 'signed-in', titleKey: 'pages.orderDetails' },
  { path: '/profile', target: remote('mfe_account', './ProfilePage'), guard: 'signed-in', titleKey: 'pages.profile' },
  { path: '/cart', target: remote('mfe_cart_checkout', './CartPage'), guard: 'public', titleKey: 'pages.cart' },
  {
    path: '/checkout',
    target: remote('mfe_cart_checkout', './CheckoutPage'),
    guard: 'public',
    titleKey: 'pages.checkout',
    opensInstead: remote('mfe_cart_checkout', './CartPage'),
  },
  { path: '/contact', target: remote('mfe_support', './ContactPage'), guard: 'public', titleKey: 'pages.contact' },
  { path: '/about', target: remote('mfe_support', './AboutPage'), guard: 'public', titleKey: 'pages.about' },
  { path: '/faq', target: remote('mfe_support', './FaqPage'), guard: 'public', titleKey: 'pages.faq' },
  { path: '/shipping', target: remote('mfe_support', './ShippingPage'), guard: 'public', titleKey: 'pages.shipping' },
  { path: '/returns', target: remote('mfe_support', './ReturnsPage'), guard: 'public', titleKey: 'pages.returns' },
  { path: '/privacy', target: { app: 'shell', module: 'NotFound' }, guard: 'public', titleKey: 'pages.notFound' },
  { path: '/terms', target: { app: 'shell', module: 'NotFound' }, guard: 'public', titleKey: 'pages.notFound' },
  { path: '*', target: { app: 'shell', module: 'NotFound' }, guard: 'public', titleKey: 'pages.notFound' },
];

/** Fragments a remote exposes for the shell's layout slots. */
export const FRAGMENTS: Record<'miniCart' | 'chatWidget', RemoteModule> = {
  miniCart: remote('mfe_cart_checkout', './MiniCart'),
  chatWidget: remote('mfe_support', './ChatWidget'),
};

/** The modules each remote must expose, derived from the table (build configs check against it). */
export function exposedModules(app: RemoteName): string[] {
  const fromRoutes = ROUTES.flatMap((r) => [r.target, ...(r.secondary ? [r.secondary] : []), ...(r.opensInstead ? [r.opensInstead] : [])]).flatMap((t) =>
    t.app === app ? [t.module] : [],
  );
  const fromFragments = Object.values(FRAGMENTS).flatMap((f) => (f.app === app ? [f.module] : []));
  return [...new Set([...fromRoutes, ...fromFragments])];
}
