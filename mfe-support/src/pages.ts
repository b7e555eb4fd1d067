import type { PageDeclaration, SlotDeclarations } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/** The pages this remote serves; they travel in its manifest (see mfe-catalog/src/pages.ts). */
export const PAGES: PageDeclaration[] = [
  { path: '/contact', module: './ContactPage', guard: 'public', title: commonPageTitle('contact') },
  { path: '/about', module: './AboutPage', guard: 'public', title: commonPageTitle('about') },
  { path: '/faq', module: './FaqPage', guard: 'public', title: commonPageTitle('faq') },
  { path: '/shipping', module: './ShippingPage', guard: 'public', title: commonPageTitle('shipping') },
  { path: '/returns', module: './ReturnsPage', guard: 'public', title: commonPageTitle('returns') },
];

/** The chat assistant's window behind the shell's chat button. */
export const SLOTS: SlotDeclarations = { 'chat-widget': './ChatWidget' };
