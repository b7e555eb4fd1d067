import type { DbTxEnd } from '../config';
import { verifyJwt, type Claims } from '../auth/tokens';
import { API_ROLES } from '../db/claims';
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../http/body';
import { bearerToken, header, type RequestInfo } from '../http/request';
import { RestError } from './errors';
import { parseCount, type ReadQuery } from './parse-query';
import { parsePreferences, type Preferences } from './preferences';

/**
 * What a REST request asks, read from its headers, path and body as PostgREST reads them: the
 * caller's role and claims, the media type, Prefer, the profile, the table or function, the body
 * and a Range header. Refusals are PostgREST's (RestError).
 */

export const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** The request's Prefer headers, as this server's db-tx-end lets them apply. */
export function preferences(info: RequestInfo, txEnd: DbTxEnd): Preferences {
  const raw = info.req.headersDistinct['prefer'] ?? [];
  return parsePreferences(raw, txEnd);
}

export interface Media {
  single: boolean;
  stripNulls: boolean;
}

/** Array JSON by default; a single object for vnd.pgrst.object+json; nothing else is offered. */
export function media(info: RequestInfo): Media {
  const accept = (header(info.req, 'accept') ?? '*/*').split(',').map((a) => a.trim());
  for (const option of accept) {
    const [type, ...params] = option.split(';').map((p) => p.trim());
    const stripNulls = params.includes('nulls=stripped');
    if (type === OBJECT_MEDIA) return { single: true, stripNulls };
    if (type === 'application/json' || type === 'application/vnd.pgrst.array+json' || type === '*/*' || type === 'application/*') {
      return { single: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept.join(', ')}`);
}

/** The database role and claims for this request, from the user's JWT or else the API key. */
export function authorise(info: RequestInfo, secret: string): { role: string; claims: Claims } {
  const token = bearerToken(info.req) ?? header(info.req, 'apikey') ?? info.query.get('apikey');
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const result = verifyJwt(token, secret);
  if (!result.ok) {
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    throw new RestError(
      401,
      'PGRST301',
      result.reason === 'malformed' ? 'Expected 3 parts in JWT; got a malformed token' : 'JWSError JWSInvalidSignature',
    );
  }
  if (!API_ROLES.has(result.claims.role)) throw new RestError(401, 'PGRST301', `JWT role "${result.claims.role}" is not allowed`);
  return { role: result.claims.role, claims: result.claims };
}

export function checkProfile(info: RequestInfo): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(info.req, name);
    if (profile !== undefined && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }
}

/**
 * URLSearchParams silently keeps a `%` escape that does not decode; PostgREST
 * refuses the request instead, so check the raw path and query first.
 */
export function decodedPath(info: RequestInfo): string {
  const rawQuery = (info.req.url ?? '').split('?')[1] ?? '';
  try {
    for (const piece of rawQuery.split('&')) decodeURIComponent(piece.replace(/\+/g, ' '));
    return decodeURIComponent(info.path.replace(/^\//, ''));
  } catch {
    throw new RestError(400, 'PGRST100', 'failed to parse the request URI', 'a "%" escape does not decode to valid UTF-8');
  }
}

export async function jsonBody(info: RequestInfo, limit: number): Promise<unknown> {
  try {
    const body = parseJson(await readBody(info.req, limit));
    if (body === undefined) throw new InvalidJsonError('empty body');
    return body;
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new RestError(413, 'PGRST413', 'Payload Too Large', `The request body exceeds ${limit} bytes`);
    if (error instanceof InvalidJsonError) throw new RestError(400, 'PGRST102', 'Empty or invalid json', error.message);
    throw error;
  }
}

/** `Range: 0-9` (items) as a limit and offset when the query string gives neither, as PostgREST allows. */
export function withRangeHeader(info: RequestInfo, query: ReadQuery): ReadQuery {
  const range = /^(?:items=)?(\d+)-(\d*)$/.exec((header(info.req, 'range') ?? '').trim());
  if (!range || query.limit !== null || query.offset !== 0) return query;
  const offset = parseCount('Range', range[1]!)!;
  const last = parseCount('Range', range[2] || null);
  if (last !== null && last < offset)
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `the range ${offset}-${last} ends before it starts`);
  return { ...query, offset, limit: last === null ? null : last - offset + 1 };
}
