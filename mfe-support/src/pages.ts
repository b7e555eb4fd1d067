import type { PageDeclaration, SlotDeclarations } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/**
 * The pages this remote serves; they travel in its manifest (see mfe-catalog/src/pages.ts). Each
 * renders on the server: none needs the shopper's session or storage for its first render.
 */
export const PAGES: PageDeclaration[] = [
  { path: '/contact', module: './ContactPage', guard: 'public', title: commonPageTitle('contact'), render: 'server' },
  { path: '/about', module: './AboutPage', guard: 'public', title: commonPageTitle('about'), render: 'server' },
  { path: '/faq', module: './FaqPage', guard: 'public', title: commonPageTitle('faq'), render: 'server' },
  { path: '/shipping', module: './ShippingPage', guard: 'public', title: commonPageTitle('shipping'), render: 'server' },
  { path: '/returns', module: './ReturnsPage', guard: 'public', title: commonPageTitle('returns'), render: 'server' },
];

/** The chat assistant's window behind the shell's chat button. */
export const SLOTS: SlotDeclarations = { 'chat-widget': './ChatWidget' };
