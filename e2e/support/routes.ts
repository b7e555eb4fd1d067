import type { PageDeclaration } from '@marketplace/contracts';
import { PAGES as ACCOUNT } from '../../mfe-account/src/pages';
import { PAGES as CART_CHECKOUT } from '../../mfe-cart-checkout/src/pages';
import { PAGES as CATALOG } from '../../mfe-catalog/src/pages';
import { PAGES as SEARCH } from '../../mfe-search/src/pages';
import { PAGES as SELLER } from '../../mfe-seller/src/pages';
import { PAGES as SUPPORT } from '../../mfe-support/src/pages';

/** Every page the site's remotes declare, and an address none does (the shell's Page Not Found). */
const ROUTES: Array<Pick<PageDeclaration, 'path' | 'guard'>> = [
  ...CATALOG,
  ...SEARCH,
  ...CART_CHECKOUT,
  ...ACCOUNT,
  ...SUPPORT,
  ...SELLER,
  { path: '*', guard: 'public' },
];

/** Real values for the route table's parameters (the demo data's). */
const PARAMS: Record<string, string> = {
  id: 'fp-1',
  slug: 'nairobi-scale-models',
  categoryId: 'electronics',
  orderId: 'ORD-2024-001',
};

/** A page's path with real parameters; the catch-all becomes an address no page takes. */
export function withParams(path: string): string {
  if (path === '*') return '/no-such-page';
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`no value for the route parameter :${name} of ${path}`);
    return value;
  });
}

const signedIn = new Set(ROUTES.filter((route) => route.guard === 'signed-in').map((route) => route.path));
/** Every page a visitor reaches, plus search with results (the declared /search has no query). */
export const VISITOR_PAGES = [
  ...ROUTES.filter((route) => !signedIn.has(route.path)).map((route) => withParams(route.path)),
  '/search?q=earbuds',
];
/** The pages only a signed-in shopper sees, with the demo user's data. */
export const SIGNED_IN_PAGES = [...signedIn].map(withParams);
