import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors } from './errors';

// Signed-URL tokens are HS256 JWTs ({ url, iat, exp }) under a key derived from the JWT
// secret for this purpose only, so a signed-URL token never passes as an API token and back.
const signingKey = (secret: string) => createHmac('sha256', secret).update('storage-signed-url').digest();

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function mac(input: string, secret: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(input).digest();
}

export function signObjectUrl(bucket: string, key: string, expiresIn: number, secret: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ url: `${bucket}/${key}`, iat, exp: iat + expiresIn })).toString('base64url');
  const unsigned = `${HEADER}.${payload}`;
  return `${unsigned}.${mac(unsigned, secret).toString('base64url')}`;
}

/** Throws Storage's InvalidJWT answer unless the token was signed here, for this object, and is unexpired. */
export function verifyObjectUrl(token: string | null, bucket: string, key: string, secret: string, now = Date.now()): void {
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) throw errors.invalidJwt('jwt malformed');
  const expected = mac(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw errors.invalidJwt('invalid signature');
  let claims: { url?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw errors.invalidJwt('jwt malformed');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw errors.invalidJwt('jwt expired');
  if (claims.url !== `${bucket}/${key}`) throw errors.invalidSignature();
}
