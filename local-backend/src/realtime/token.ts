import { verifyJwt, type Claims } from '../auth/tokens';
import { API_ROLES } from '../db/claims';

export type TokenCheck = { ok: true; claims: Claims & { exp: number } } | { ok: false; code: string; message: string };

/**
 * Realtime's checks of a channel's token, with its error codes and messages. The signature is
 * verified with the clock at 0 so that an expired token still yields its claims: Realtime says
 * how long ago it expired.
 */
export function checkToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const result = verifyJwt(token.replace(/\s/g, ''), secret, 0);
  if (!result.ok) {
    return result.reason === 'signature'
      ? { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' }
      : { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  const { claims } = result;
  if (typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  const left = Math.round(claims.exp) - Math.floor(now / 1000);
  if (left <= 0) return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${-left} seconds ago` };
  if (!API_ROLES.has(claims.role)) {
    return { ok: false, code: 'Unauthorized', message: `JWT role "${claims.role}" is not allowed` };
  }
  return { ok: true, claims: claims as Claims & { exp: number } };
}
