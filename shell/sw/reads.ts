/**
 * Which backend reads the worker keeps for offline browsing: the public catalogue (products,
 * vendors, categories, search), as a shopper or a visitor reads it, and a signed-in shopper's own
 * orders, kept under their user id and forgotten at sign-out. A vendor's or an operator's reads
 * can include what shoppers never see, so they are never stored.
 */
const PUBLIC_TABLES = /\/rest\/v1\/(?:products|vendors|categories)$/;
// Function calls that read the public catalogue: the search (search_page, and search_products as
// search remotes before it call it), and a listing's page and count.
const PUBLIC_CALLS = /\/rest\/v1\/rpc\/(?:search_page|search_products|catalog_page|catalog_count)$/;

interface Claims {
  sub?: unknown;
  iat?: unknown;
  app_metadata?: { roles?: unknown[] };
}

function claimsOf(request: Request): Claims | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
  } catch {
    return null;
  }
}

const hasRoles = (claims: Claims | null) => Array.isArray(claims?.app_metadata?.roles) && claims.app_metadata.roles.length > 0;

/** 'GET' or 'POST' when the request is a catalogue read the worker keeps, otherwise null. */
export function catalogueRead(url: URL, request: Request): 'GET' | 'POST' | null {
  if (hasRoles(claimsOf(request))) return null;
  if (request.method === 'GET' && PUBLIC_TABLES.test(url.pathname)) return 'GET';
  if (request.method === 'POST' && PUBLIC_CALLS.test(url.pathname)) return 'POST';
  return null;
}

/** A search or a listing's call is a POST; the cache keeps it under its URL and body, as a GET. */
export async function searchCacheKey(request: Request): Promise<Request> {
  const body = await request.clone().text();
  const url = new URL(request.url);
  url.searchParams.set('__body', body);
  return new Request(url.href, { method: 'GET' });
}

const OWN_ORDERS = /\/rest\/v1\/orders$/;

/** The shopper's user id when the request reads their own orders, otherwise null. */
export function ownOrdersOf(url: URL, request: Request): string | null {
  if (request.method !== 'GET' || !OWN_ORDERS.test(url.pathname)) return null;
  const claims = claimsOf(request);
  return typeof claims?.sub === 'string' && !hasRoles(claims) ? claims.sub : null;
}

/** When the request's session token was issued (ms), if it says. */
export function issuedAt(request: Request): number | null {
  const iat = claimsOf(request)?.iat;
  return typeof iat === 'number' ? iat * 1000 : null;
}

/** A shopper's orders are kept under their user id: another account on the phone never reads them. */
export function ownOrdersCacheKey(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.set('__user', ownOrdersOf(url, request) ?? 'none');
  return new Request(url.href);
}
