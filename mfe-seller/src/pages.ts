import type { NavDeclaration, PageDeclaration, PageTitle } from '@marketplace/contracts/pages';
import { en } from './i18n/en';
import { so } from './i18n/so';
import { sw } from './i18n/sw';

/**
 * A page's title in every language, from the seller center's own texts (`pages.<key>`): the title
 * travels in the manifest, so the tab is named before the remote's code loads, and the screens show
 * the same words. The seller's titles are its own, not the contracts' common ones.
 */
const pageTitle = (key: keyof (typeof en)['pages']): PageTitle => ({ en: en.pages[key], so: so.pages[key], sw: sw.pages[key] });

/**
 * The seller center's pages; they travel in its manifest (see mfe-catalog/src/pages.ts). Every one
 * needs a signed-in user: what a user may see there is the database's answer, asked on the page.
 */
export const PAGES: PageDeclaration[] = [
  {
    path: '/seller',
    module: './SellerHomePage',
    guard: 'signed-in',
    title: pageTitle('home'),
  },
  {
    path: '/seller/products',
    module: './ProductsPage',
    guard: 'signed-in',
    title: pageTitle('products'),
  },
  {
    path: '/seller/products/new',
    module: './ProductEditorPage',
    guard: 'signed-in',
    title: pageTitle('newProduct'),
  },
  { path: '/seller/orders', module: './OrdersPage', guard: 'signed-in', title: pageTitle('orders') },
  {
    path: '/seller/settings',
    module: './SettingsPage',
    guard: 'signed-in',
    title: pageTitle('settings'),
  },
  {
    path: '/seller/applications',
    module: './ApplicationsPage',
    guard: 'signed-in',
    title: pageTitle('applications'),
  },
  {
    path: '/seller/payments',
    module: './PaymentsPage',
    guard: 'signed-in',
    title: pageTitle('payments'),
  },
  {
    path: '/seller/payments/statement',
    module: './StatementPage',
    guard: 'signed-in',
    title: pageTitle('statement'),
  },
  {
    path: '/seller/payouts',
    module: './PayoutsPage',
    guard: 'signed-in',
    title: pageTitle('payouts'),
  },
  {
    path: '/seller/products/:id',
    module: './ProductEditorPage',
    guard: 'signed-in',
    title: pageTitle('editProduct'),
  },
];

/** 'Seller center' among the account links, for vendor members and operators (the token's roles). */
export const NAV: NavDeclaration[] = [
  {
    menu: 'account',
    path: '/seller',
    label: pageTitle('home'),
    roles: ['vendor', 'operator'],
  },
];
