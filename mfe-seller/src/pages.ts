import type { NavDeclaration, PageDeclaration } from '@marketplace/contracts/pages';

/**
 * The seller center's pages; they travel in its manifest (see mfe-catalog/src/pages.ts). Every one
 * needs a signed-in user: what a user may see there is the database's answer, asked on the page.
 */
export const PAGES: PageDeclaration[] = [
  { path: '/seller', module: './SellerHomePage', guard: 'signed-in', title: { en: 'Seller center', so: 'Xarunta Iibiyaha', sw: 'Kituo cha Muuzaji' } },
];

/** 'Seller center' among the account links, for vendor members and operators (the token's roles). */
export const NAV: NavDeclaration[] = [
  { menu: 'account', path: '/seller', label: { en: 'Seller center', so: 'Xarunta Iibiyaha', sw: 'Kituo cha Muuzaji' }, roles: ['vendor', 'operator'] },
];
