import { bearerToken, type RequestInfo } from '../../http/request';
import { AuthError } from '../errors';
import { verifyJwt, type Claims } from '../tokens';
import { findUserById, type UserRow } from '../users';
import type { AuthDeps } from './context';

export interface Authenticated {
  claims: Claims & { sub: string; session_id: string };
  user: UserRow;
}

/** The Bearer token must be a live user access token whose session still exists. */
export async function authenticate(info: RequestInfo, deps: AuthDeps): Promise<Authenticated> {
  const jwt = bearerToken(info.req);
  if (!jwt) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(jwt, deps.secret);
  if (!result.ok) {
    const reason =
      result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed or its signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const { claims } = result;
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (typeof claims.session_id !== 'string')
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const sessions = await deps.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id, claims.sub]);
  if (sessions.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims: claims as Authenticated['claims'], user };
}

/** As Supabase Auth: a bearer JWT whose role is an admin role (service_role). */
export function requireServiceRole(info: RequestInfo, secret: string): void {
  const jwt = bearerToken(info.req);
  if (!jwt) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(jwt, secret);
  if (!result.ok) throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  if (result.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}
