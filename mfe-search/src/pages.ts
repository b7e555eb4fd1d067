import type { PageDeclaration, SlotDeclarations } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/** The search page's address: its own search form submits to it. */
export const SEARCH_PATH = '/search';

/**
 * The pages this remote serves; they travel in its manifest (see mfe-catalog/src/pages.ts). The
 * search page arrives as HTML its own server rendered (src/server/); an image search renders in
 * the browser.
 */
export const PAGES: PageDeclaration[] = [
  { path: SEARCH_PATH, module: './SearchPage', guard: 'public', title: commonPageTitle('search'), render: 'server' },
];

/** The header's search box with suggestions as you type: the shell loads it on first focus. */
export const SLOTS: SlotDeclarations = { 'search-suggest': './SearchSuggest' };
