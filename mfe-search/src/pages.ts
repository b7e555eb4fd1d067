import type { PageDeclaration } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/** The pages this remote serves; they travel in its manifest (see mfe-catalog/src/pages.ts). */
export const PAGES: PageDeclaration[] = [{ path: '/search', module: './SearchPage', guard: 'public', title: commonPageTitle('search') }];
