import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  timingSafeEqual,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

/** The claims this server puts in (and reads from) its JWTs. */
export interface Claims {
  role: string;
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  email?: string;
  phone?: string;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** The asymmetric algorithms a hosted project's signing keys use (Supabase "JWT Signing Keys"). */
export type SigningAlgorithm = 'ES256' | 'RS256';

/** An asymmetric signing key: access tokens carry its `kid`, the JWKS publishes its public half. */
export interface SigningKey {
  kid: string;
  alg: SigningAlgorithm;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

interface Header {
  alg?: unknown;
  kid?: unknown;
}

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/**
 * The signing key in use for the backend whose legacy HS256 secret is the map's key. Every part
 * holding that secret (Auth, REST, Storage, Functions) signs and verifies through it, so none of
 * them needs the key passed along. Backends started with one secret in one process share the key
 * registered last, as a hosted project's Auth servers share theirs.
 */
const signingKeys = new Map<string, SigningKey>();

/** Access tokens for `secret`'s backend are signed with `key` from now on (without one: HS256, as a legacy project). */
export function registerSigningKey(secret: string, key: SigningKey): void {
  signingKeys.set(secret, key);
}

/** Stops using `key` (a backend closing), unless another backend with the secret registered its own since. */
export function forgetSigningKey(secret: string, key: SigningKey): void {
  if (signingKeys.get(secret) === key) signingKeys.delete(secret);
}

// ES256 signatures in a JWT are r || s (RFC 7518 §3.4), not DER.
const ecdsa = (key: KeyObject, alg: SigningAlgorithm) => (alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' as const } : key);

function signWith(header: object, claims: Claims, signature: (input: string) => Buffer): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${signature(unsigned).toString('base64url')}`;
}

/** HS256 with the shared secret: the legacy API keys, and every token while no signing key is in use. */
function signHs256(claims: Claims, secret: string): string {
  return signWith({ alg: 'HS256', typ: 'JWT' }, claims, (input) => hmac(input, secret));
}

/** Signs with the asymmetric key in use for `secret`'s backend, else with the secret (HS256). */
export function signJwt(claims: Claims, secret: string): string {
  const key = signingKeys.get(secret);
  if (!key) return signHs256(claims, secret);
  return signWith({ alg: key.alg, kid: key.kid, typ: 'JWT' }, claims, (input) =>
    sign('sha256', Buffer.from(input), ecdsa(key.privateKey, key.alg)),
  );
}

function signatureValid(header: Header, input: string, signature: Buffer, secret: string): boolean {
  if (header.alg === 'HS256') {
    const expected = hmac(input, secret);
    return signature.length === expected.length && timingSafeEqual(signature, expected);
  }
  // "none" and any other algorithm are never accepted; an asymmetric one only with the key in use.
  const key = signingKeys.get(secret);
  if (!key || header.alg !== key.alg || header.kid !== key.kid) return false;
  return verify('sha256', Buffer.from(input), ecdsa(key.publicKey, key.alg), signature);
}

/** Accepts the legacy HS256 tokens (the anon and service keys) and those of the signing key in use. */
export function verifyJwt(token: string, secret: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: Header;
  let claims: Claims;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Header;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof parsedHeader !== 'object' || parsedHeader === null) return { ok: false, reason: 'malformed' };
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
  if (!signatureValid(parsedHeader, `${header}.${payload}`, Buffer.from(signature, 'base64url'), secret))
    return { ok: false, reason: 'signature' };
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (typeof claims.role !== 'string') return { ok: false, reason: 'malformed' };
  return { ok: true, claims };
}

export function generateSigningKey(alg: SigningAlgorithm): SigningKey {
  const { privateKey, publicKey } =
    alg === 'ES256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: randomUUID(), alg, privateKey, publicKey };
}

/** The key as a private JWK with its kid and alg, for the data folder. */
export function exportSigningKey(key: SigningKey): string {
  return JSON.stringify({ ...key.privateKey.export({ format: 'jwk' }), kid: key.kid, alg: key.alg });
}

export function importSigningKey(text: string): SigningKey {
  const jwk = JSON.parse(text) as JsonWebKey & { kid?: unknown; alg?: unknown };
  if (typeof jwk.kid !== 'string' || (jwk.alg !== 'ES256' && jwk.alg !== 'RS256')) throw new Error('not a signing key: kid or alg missing');
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  return { kid: jwk.kid, alg: jwk.alg, privateKey, publicKey: createPublicKey(privateKey) };
}

/**
 * `GET /auth/v1/.well-known/jwks.json` as Supabase Auth answers it (internal/api/jwks.go): the
 * public signing keys, never the HS256 secret; empty for a legacy project.
 */
export function jwks(secret: string): { keys: JsonWebKey[] } {
  const key = signingKeys.get(secret);
  if (!key) return { keys: [] };
  return { keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid: key.kid, alg: key.alg, use: 'sig', key_ops: ['verify'], ext: true }] };
}

/** URL-safe random token (refresh tokens, mail link tokens). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as digests so that a database dump cannot be replayed. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ApiKeys {
  anonKey: string;
  serviceKey: string;
}

/**
 * Long-lived API keys as a hosted project issues them (the legacy anon and service_role keys, HS256
 * even where access tokens are signed asymmetrically): JWTs whose role is the
 * database role. Fixed dates make them a function of the secret alone, so they
 * survive restarts (apps keep them in their configuration).
 */
export function makeApiKeys(secret: string): ApiKeys {
  const iat = Date.UTC(2025, 0, 1) / 1000;
  const exp = Date.UTC(2035, 0, 1) / 1000;
  return {
    anonKey: signHs256({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceKey: signHs256({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
