import type { PageDeclaration } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/**
 * The pages this remote serves. They travel in its manifest: the shell routes them without a
 * release of its own (a new page is a line here and an exposed module).
 */
export const PAGES: PageDeclaration[] = [
  {
    path: '/',
    module: './HomePage',
    guard: 'public',
    title: commonPageTitle('home'),
    render: 'server',
    // The support team's panel under the storefront, loaded when the shopper scrolls near it.
    secondary: { remote: 'mfe_support', module: './SupportPanel' },
  },
  { path: '/products', module: './ListingPage', guard: 'public', title: commonPageTitle('products'), render: 'server' },
  { path: '/deals', module: './ListingPage', guard: 'public', title: commonPageTitle('deals'), render: 'server' },
  { path: '/vendors', module: './ListingPage', guard: 'public', title: commonPageTitle('vendors'), render: 'server' },
  { path: '/categories', module: './CategoriesPage', guard: 'public', title: commonPageTitle('categories'), render: 'server' },
  { path: '/category/:categoryId', module: './ListingPage', guard: 'public', title: commonPageTitle('category'), render: 'server' },
  { path: '/vendor/register', module: './VendorRegisterPage', guard: 'public', title: commonPageTitle('vendorRegister') },
  { path: '/vendor/info', module: './VendorInfoPage', guard: 'public', title: commonPageTitle('vendorInfo'), render: 'server' },
  { path: '/vendor/:slug', module: './VendorPage', guard: 'public', title: commonPageTitle('vendor'), render: 'server' },
  { path: '/product/:id', module: './ProductPage', guard: 'public', title: commonPageTitle('product'), render: 'server' },
];
