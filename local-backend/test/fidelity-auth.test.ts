import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSigningKey } from '../src/auth/signing-key';
import { forgetSigningKey, generateSigningKey, jwks, signJwt, registerSigningKey, verifyJwt } from '../src/auth/tokens';
import { resolveConfig } from '../src/config';
import type { Backend } from '../src/server';
import { client, confirmedUser, DEMO, PASSWORD, raw, startTestBackend, uniqueEmail } from './helpers';

/**
 * Hosted Supabase Auth's answers for addresses and signing keys. Sources:
 * - supabase/auth internal/api/mail.go `validateEmail` (called by signup.go, admin.go, recover.go,
 *   resend.go, user.go), whose format check is github.com/badoux/checkmail `ValidateFormat`;
 * - supabase/auth internal/api/jwks.go `WellKnownJwks`;
 * - @supabase/auth-js src/GoTrueClient.ts `getClaims` (verifies ES256/RS256 tokens with the JWKS and
 *   only falls back to GET /user for HS256 ones).
 */

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

const REFUSED = ['xx:;x@x.x', 'x@-bad.com', '"q"@x.com', ' padded@example.test', 'x@bad-.com', 'ünï@example.test'];
const INVALID_FORMAT = { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' };
/** An AuthError's fields, with its message (not an own enumerable property), and the address tried. */
const answer = (email: string, error: { status?: number; code?: string; message: string } | null) => ({
  email,
  status: error?.status,
  code: error?.code,
  message: error?.message,
});

describe('e-mail addresses as Supabase Auth validates them (internal/api/mail.go validateEmail)', () => {
  it('answers sign-up with 400 validation_failed "invalid format" for each address checkmail refuses', async () => {
    for (const email of REFUSED) {
      const { error } = await client(backend).auth.signUp({ email, password: PASSWORD });
      expect(answer(email, error)).toEqual({ email, ...INVALID_FORMAT });
    }
  });

  it('answers the admin API (create and update) with the same 400 for each of them', async () => {
    const admin = client(backend, backend.serviceKey).auth.admin;
    for (const email of REFUSED) {
      const { error } = await admin.createUser({ email, password: PASSWORD });
      expect(answer(email, error)).toEqual({ email, ...INVALID_FORMAT });
    }
    const { data } = await admin.createUser({ email: uniqueEmail('valid'), password: PASSWORD });
    const { error } = await admin.updateUserById(data.user!.id, { email: 'x@-bad.com' });
    expect(error).toMatchObject(INVALID_FORMAT);
  });

  it('answers recovery, resend, invite and an e-mail change (recover.go, resend.go, invite.go, user.go) with the same 400 for each of them', async () => {
    const anon = client(backend);
    const admin = client(backend, backend.serviceKey).auth.admin;
    const { supabase: signedIn } = await confirmedUser(backend);
    for (const email of REFUSED) {
      const answers = {
        recover: (await anon.auth.resetPasswordForEmail(email)).error,
        resend: (await anon.auth.resend({ type: 'signup', email })).error,
        invite: (await admin.inviteUserByEmail(email)).error,
        change: (await signedIn.auth.updateUser({ email })).error,
      };
      for (const [route, error] of Object.entries(answers))
        expect({ route, ...answer(email, error) }).toEqual({ route, email, ...INVALID_FORMAT });
    }
  });

  it('accepts what the format allows (a domain without a dot, every atext symbol) and lower-cases it', async () => {
    const admin = client(backend, backend.serviceKey).auth.admin;
    const local = `A.b!#$%&'*+/=?^_\`{|}~-${Date.now()}`;
    const { data, error } = await admin.createUser({ email: `${local}@Intranet`, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(`${local}@intranet`.toLowerCase());
  });

  it('answers "An email address is too long" above 255 bytes and "An email address is required" for none', async () => {
    const long = `${'a'.repeat(244)}@example.test`;
    expect(Buffer.byteLength(long)).toBe(257);
    const tooLong = await client(backend, backend.serviceKey).auth.admin.createUser({ email: long, password: PASSWORD });
    expect(tooLong.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'An email address is too long' });
    const recover = await raw(backend, '/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: '' }) });
    expect(recover.status).toBe(400);
    expect(await recover.json()).toMatchObject({ msg: 'An email address is required' });
  });
});

function decodeHeader(token: string): { alg: string; kid?: string } {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { alg: string; kid?: string };
}

describe('asymmetric signing keys (internal/api/jwks.go; auth-js getClaims)', () => {
  it('publishes the ES256 public key at /auth/v1/.well-known/jwks.json, without an API key, and never the secret', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
        ext: true,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(backend.jwtSecret);
  });

  it('signs access tokens with ES256 under the published kid; getClaims() verifies them without calling /user', async () => {
    const supabase = client(backend);
    const { data } = await supabase.auth.signInWithPassword(DEMO);
    const token = data.session!.access_token;
    const { keys } = (await (await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(decodeHeader(token)).toEqual({ alg: 'ES256', kid: keys[0]!.kid, typ: 'JWT' });

    const requests = jest.spyOn(globalThis, 'fetch');
    try {
      const first = await supabase.auth.getClaims();
      expect(first.error).toBeNull();
      expect(first.data?.claims).toMatchObject({ sub: DEMO.id, role: 'authenticated', email: DEMO.email });
      expect(first.data?.header).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid });
      const urls = requests.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
      // The JWKS may be fetched once (auth-js caches it per storage key); /user never is.
      expect(urls.every((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);

      // A token whose payload was changed fails the local check.
      const [header, payload, signature] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'service_role' }),
      ).toString('base64url');
      const forged = await supabase.auth.getClaims(`${header}.${forgedPayload}.${signature}`);
      expect(forged.error?.message).toBe('Invalid JWT signature');
    } finally {
      requests.mockRestore();
    }
    // The same token works on REST and Auth.
    expect((await supabase.from('orders').select('id')).data).toHaveLength(4);
    expect((await supabase.auth.getUser()).data.user?.id).toBe(DEMO.id);
  });

  it('keeps accepting the legacy HS256 anon and service keys, and HS256 tokens signed with the secret', async () => {
    expect(decodeHeader(backend.anonKey).alg).toBe('HS256');
    expect(decodeHeader(backend.serviceKey).alg).toBe('HS256');
    expect((await client(backend, backend.serviceKey).auth.admin.listUsers({ perPage: 1 })).error).toBeNull();
    expect((await client(backend).from('products').select('id').limit(1)).status).toBe(200);
    const unsigned = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ role: 'authenticated', sub: DEMO.id, exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url')}`;
    const legacy = `${unsigned}.${createHmac('sha256', backend.jwtSecret).update(unsigned).digest('base64url')}`;
    const orders = await raw(backend, '/rest/v1/orders?select=id', { headers: { Authorization: `Bearer ${legacy}` } });
    expect(((await orders.json()) as unknown[]).length).toBe(4);
  });

  it('refuses an ES256 token under another kid or signed by another key', async () => {
    const { data } = await client(backend).auth.signInWithPassword(DEMO);
    const token = data.session!.access_token;
    const [, payload, signature] = token.split('.');
    const otherKid = `${Buffer.from(JSON.stringify({ ...decodeHeader(token), kid: 'another' })).toString('base64url')}.${payload}.${signature}`;
    const stranger = generateSigningKey('ES256');
    const secret = 'another-backend-secret';
    registerSigningKey(secret, stranger);
    const foreign = signJwt(JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { role: string }, secret);
    forgetSigningKey(secret, stranger);
    for (const bad of [otherKid, foreign]) {
      const response = await raw(backend, '/rest/v1/orders?select=id', { headers: { Authorization: `Bearer ${bad}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST301' });
    }
  });
});

describe('signing key options', () => {
  it('signs RS256 with an RSA key when asked, and publishes it as an RSA JWK', () => {
    const secret = `rs256-${Date.now()}`;
    const key = generateSigningKey('RS256');
    registerSigningKey(secret, key);
    try {
      const token = signJwt({ role: 'authenticated', sub: 'x' }, secret);
      expect(decodeHeader(token)).toEqual({ alg: 'RS256', kid: key.kid, typ: 'JWT' });
      expect(verifyJwt(token, secret)).toMatchObject({ ok: true, claims: { sub: 'x' } });
      expect(jwks(secret).keys).toEqual([
        { kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: key.kid, alg: 'RS256', use: 'sig', key_ops: ['verify'], ext: true },
      ]);
    } finally {
      forgetSigningKey(secret, key);
    }
  });

  it('keeps the generated key in the data folder across restarts, and replaces it when the algorithm changes', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
    try {
      const first = loadSigningKey(resolveConfig({ dataDir }))!;
      expect(first.alg).toBe('ES256');
      expect(fs.statSync(path.join(dataDir, 'jwt-signing-key.json')).mode & 0o777).toBe(0o600);
      expect(loadSigningKey(resolveConfig({ dataDir }))!.kid).toBe(first.kid);
      expect(loadSigningKey(resolveConfig({ dataDir, jwtSigningAlgorithm: 'RS256' }))!.alg).toBe('RS256');
      expect(loadSigningKey(resolveConfig({ dataDir, jwtSigningAlgorithm: 'HS256' }))).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('as a legacy project (HS256): an empty JWKS, HS256 access tokens, and getClaims() asks /user', async () => {
    const legacy = await startTestBackend({ jwtSigningAlgorithm: 'HS256' });
    try {
      expect(await (await fetch(`${legacy.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
      const supabase = client(legacy);
      const { data } = await supabase.auth.signInWithPassword(DEMO);
      expect(decodeHeader(data.session!.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
      const requests = jest.spyOn(globalThis, 'fetch');
      try {
        expect((await supabase.auth.getClaims()).data?.claims.sub).toBe(DEMO.id);
        expect(requests.mock.calls.some(([input]) => String(input).endsWith('/auth/v1/user'))).toBe(true);
      } finally {
        requests.mockRestore();
      }
    } finally {
      await legacy.close();
    }
  });
});
