import { ROUTES } from '@marketplace/contracts';

/** Real values for the route table's parameters (the demo data's). */
const PARAMS: Record<string, string> = {
  id: 'fp-1',
  slug: 'nairobi-scale-models',
  categoryId: 'electronics',
  orderId: 'ORD-2024-001',
};

/** A route table path with real parameters; the catch-all becomes an address no route takes. */
export function withParams(path: string): string {
  if (path === '*') return '/no-such-page';
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`no value for the route parameter :${name} of ${path}`);
    return value;
  });
}

const signedIn = new Set(ROUTES.filter((route) => route.guard === 'signed-in').map((route) => route.path));
/** Every route a visitor reaches, plus search with results (the table's /search has no query). */
export const VISITOR_PAGES = [...ROUTES.filter((route) => !signedIn.has(route.path)).map((route) => withParams(route.path)), '/search?q=earbuds'];
/** The routes only a signed-in shopper sees, with the demo user's data. */
export const SIGNED_IN_PAGES = [...signedIn].map(withParams);
