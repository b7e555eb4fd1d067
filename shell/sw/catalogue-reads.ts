/**
 * Which backend reads the worker keeps for offline browsing: the public catalogue (products,
 * vendors, categories, search), as a shopper or a visitor reads it. A vendor's or an operator's
 * reads can include what shoppers never see, so they are never stored.
 */
const PUBLIC_TABLES = /\/rest\/v1\/(?:products|vendors|categories)$/;
const SEARCH = /\/rest\/v1\/rpc\/search_products$/;

function claimsOf(request: Request): { app_metadata?: { roles?: unknown[] } } | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { app_metadata?: { roles?: unknown[] } };
  } catch {
    return null;
  }
}

/** 'GET' or 'POST' when the request is a catalogue read the worker keeps, otherwise null. */
export function catalogueRead(url: URL, request: Request): 'GET' | 'POST' | null {
  const roles = claimsOf(request)?.app_metadata?.roles;
  if (Array.isArray(roles) && roles.length > 0) return null;
  if (request.method === 'GET' && PUBLIC_TABLES.test(url.pathname)) return 'GET';
  if (request.method === 'POST' && SEARCH.test(url.pathname)) return 'POST';
  return null;
}

/** A search is a POST; the cache keeps it under its URL and body, as a GET. */
export async function searchCacheKey(request: Request): Promise<Request> {
  const body = await request.clone().text();
  const url = new URL(request.url);
  url.searchParams.set('__body', body);
  return new Request(url.href, { method: 'GET' });
}
