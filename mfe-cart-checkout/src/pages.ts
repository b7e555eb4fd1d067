import type { PageDeclaration, SlotDeclarations } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/** The pages this remote serves; they travel in its manifest (see mfe-catalog/src/pages.ts). */
export const PAGES: PageDeclaration[] = [
  { path: '/cart', module: './CartPage', guard: 'public', title: commonPageTitle('cart') },
  // With an empty cart, checkout shows the cart at once: the start-up fetches both.
  { path: '/checkout', module: './CheckoutPage', guard: 'public', title: commonPageTitle('checkout'), opensInstead: './CartPage' },
];

/** The header's mini-cart is this remote's. */
export const SLOTS: SlotDeclarations = { 'mini-cart': './MiniCart' };
