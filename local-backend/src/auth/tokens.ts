import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The claims this server puts in (and reads from) its HS256 JWTs. */
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

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: Claims, secret: string): string {
  const unsigned = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${hmac(unsigned, secret).toString('base64url')}`;
}

export function verifyJwt(token: string, secret: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: Claims;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    // Only HS256: "none" and asymmetric algorithms are never accepted.
    if (parsedHeader.alg !== 'HS256') return { ok: false, reason: 'signature' };
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (typeof claims.role !== 'string') return { ok: false, reason: 'malformed' };
  return { ok: true, claims };
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
 * Long-lived API keys as a hosted project issues them: JWTs whose role is the
 * database role. Fixed dates make them a function of the secret alone, so they
 * survive restarts (apps keep them in their configuration).
 */
export function makeApiKeys(secret: string): ApiKeys {
  const iat = Date.UTC(2025, 0, 1) / 1000;
  const exp = Date.UTC(2035, 0, 1) / 1000;
  return {
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
