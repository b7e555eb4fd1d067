import type { NavDeclaration, PageDeclaration } from '@marketplace/contracts/pages';

/**
 * The seller center's pages; they travel in its manifest (see mfe-catalog/src/pages.ts). Every one
 * needs a signed-in user: what a user may see there is the database's answer, asked on the page.
 */
export const PAGES: PageDeclaration[] = [
  {
    path: '/seller',
    module: './SellerHomePage',
    guard: 'signed-in',
    title: { en: 'Seller center', so: 'Xarunta Iibiyaha', sw: 'Kituo cha Muuzaji' },
  },
  {
    path: '/seller/products',
    module: './ProductsPage',
    guard: 'signed-in',
    title: { en: 'Your products', so: 'Alaabtaada', sw: 'Bidhaa zako' },
  },
  {
    path: '/seller/products/new',
    module: './ProductEditorPage',
    guard: 'signed-in',
    title: { en: 'New product', so: 'Alaab cusub', sw: 'Bidhaa mpya' },
  },
  { path: '/seller/orders', module: './OrdersPage', guard: 'signed-in', title: { en: 'Orders', so: 'Dalabaadka', sw: 'Maagizo' } },
  {
    path: '/seller/settings',
    module: './SettingsPage',
    guard: 'signed-in',
    title: { en: 'Shop profile', so: 'Xogta dukaanka', sw: 'Wasifu wa duka' },
  },
  {
    path: '/seller/applications',
    module: './ApplicationsPage',
    guard: 'signed-in',
    title: { en: 'Vendor applications', so: 'Codsiyada iibiyeyaasha', sw: 'Maombi ya wauzaji' },
  },
  {
    path: '/seller/payments',
    module: './PaymentsPage',
    guard: 'signed-in',
    title: { en: 'Payments', so: 'Lacag-bixinta', sw: 'Malipo' },
  },
  {
    path: '/seller/payments/statement',
    module: './StatementPage',
    guard: 'signed-in',
    title: { en: 'Monthly statement', so: 'Warbixinta bishii', sw: 'Taarifa ya mwezi' },
  },
  {
    path: '/seller/payouts',
    module: './PayoutsPage',
    guard: 'signed-in',
    title: { en: 'Vendor payouts', so: 'Lacag-siinta iibiyeyaasha', sw: 'Malipo kwa wauzaji' },
  },
  {
    path: '/seller/products/:id',
    module: './ProductEditorPage',
    guard: 'signed-in',
    title: { en: 'Edit product', so: 'Wax ka beddel alaabta', sw: 'Hariri bidhaa' },
  },
];

/** 'Seller center' among the account links, for vendor members and operators (the token's roles). */
export const NAV: NavDeclaration[] = [
  {
    menu: 'account',
    path: '/seller',
    label: { en: 'Seller center', so: 'Xarunta Iibiyaha', sw: 'Kituo cha Muuzaji' },
    roles: ['vendor', 'operator'],
  },
];
