import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, range, accept-profile, content-profile';
// supabase-js reads these from cross-origin responses (counts, API version, error codes).
const EXPOSED_HEADERS = 'Content-Range, Content-Location, Location, X-Supabase-Api-Version, x-sb-error-code';

/**
 * Sets CORS headers for an allowed Origin. Returns true when the request was a
 * preflight and has been answered.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && (allowedOrigins.includes('*') || allowedOrigins.includes(origin));
  res.setHeader('Vary', 'Origin');
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.writeHead(allowed ? 204 : 403);
  res.end();
  return true;
}
