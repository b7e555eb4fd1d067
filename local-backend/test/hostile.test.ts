import { createHmac } from 'node:crypto';
import type { Backend } from '../src/server';
import { client, DEMO, raw, startTestBackend } from './helpers';

let backend: Backend;
let demoToken: string;

beforeAll(async () => {
  backend = await startTestBackend({ bodyLimitBytes: 64 * 1024 });
  const { data } = await client(backend).auth.signInWithPassword(DEMO);
  demoToken = data.session!.access_token;
});

afterAll(async () => {
  await backend?.close();
});

const asDemo = () => ({ key: backend.anonKey, headers: { Authorization: `Bearer ${demoToken}` } });

async function orderCount(): Promise<number> {
  const response = await raw(backend, '/rest/v1/orders?select=id', { key: backend.serviceKey });
  return ((await response.json()) as unknown[]).length;
}

function jwt(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('hostile REST input', () => {
  it('treats SQL in filter values as data', async () => {
    const before = await orderCount();
    for (const value of ["x' or '1'='1", "'; drop table orders; --", 'ORD-2024-001) or (1=1', '$1']) {
      const response = await raw(backend, `/rest/v1/orders?select=id&id=eq.${encodeURIComponent(value)}`, asDemo());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    const inList = await raw(backend, `/rest/v1/orders?select=id&id=in.(${encodeURIComponent('"a\') or true --",b')})`, asDemo());
    expect(await inList.json()).toEqual([]);
    expect(await orderCount()).toBe(before);
  });

  it('rejects SQL in identifiers with PostgREST errors', async () => {
    const cases: [string, number, string][] = [
      ['/rest/v1/orders;drop table orders', 404, 'PGRST205'],
      ['/rest/v1/pg_user', 404, 'PGRST205'],
      [`/rest/v1/${encodeURIComponent('orders"; drop table orders; --')}`, 404, 'PGRST205'],
      [`/rest/v1/orders?select=${encodeURIComponent('id,(select 1)')}`, 400, 'PGRST100'],
      [`/rest/v1/orders?select=${encodeURIComponent('"id""; drop table orders; --"')}`, 400, 'PGRST100'],
      [`/rest/v1/orders?select=${encodeURIComponent('"id; drop table orders"')}`, 400, '42703'],
      [`/rest/v1/orders?${encodeURIComponent('id;drop')}=eq.1`, 400, '42703'],
      ['/rest/v1/orders?order=id;drop', 400, '42703'],
      ['/rest/v1/orders?order=id.sideways', 400, 'PGRST100'],
      ['/rest/v1/orders?order=secret.desc', 400, '42703'],
      ['/rest/v1/orders?select=id::text;drop', 400, 'PGRST100'],
      ['/rest/v1/orders?select=*,auth_users(*)', 400, 'PGRST200'],
      ['/rest/v1/orders?limit=1;drop', 400, 'PGRST100'],
      ['/rest/v1/orders?id=like.*&or=(id.eq.1', 400, 'PGRST100'],
      ['/rest/v1/orders?id=sql.1', 400, 'PGRST100'],
      ['/rest/v1/orders?id=is.evil', 400, 'PGRST100'],
      ['/rest/v1/orders?unknown_column=eq.1', 400, '42703'],
      ['/rest/v1/orders?total=gt.not-a-number', 400, '22P02'],
    ];
    const before = await orderCount();
    for (const [path, status, code] of cases) {
      const response = await raw(backend, path, asDemo());
      const body = (await response.json()) as Record<string, unknown>;
      expect({ path, status: response.status, code: body.code }).toEqual({ path, status, code });
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await orderCount()).toBe(before);
  });

  it('rejects unknown columns in bodies and malformed JSON', async () => {
    const badColumn = await raw(backend, '/rest/v1/newsletter_subscriptions', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.test', 'email) values (1); --': 'x' }),
    });
    expect(badColumn.status).toBe(400);
    expect(((await badColumn.json()) as { code: string }).code).toBe('PGRST204');

    for (const body of ['{"email": ', 'not json', '', '"a string"', '[1, 2]']) {
      const response = await raw(backend, '/rest/v1/newsletter_subscriptions', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
    }
  });

  it('answers 413 to a huge body and stores nothing', async () => {
    const huge = JSON.stringify({ name: 'x', email: 'big@example.test', message: 'x'.repeat(200 * 1024) });
    const response = await raw(backend, '/rest/v1/contact_messages', { method: 'POST', body: huge });
    expect(response.status).toBe(413);
    const auth = await raw(backend, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(100 * 1024) }),
    });
    expect(auth.status).toBe(413);
  });

  it('refuses PATCH bodies that are not objects and wrong media types', async () => {
    const patch = await raw(backend, '/rest/v1/orders?id=eq.ORD-2024-001', { ...asDemo(), method: 'PATCH', body: '[]' });
    expect(patch.status).toBe(400);
    const csv = await raw(backend, '/rest/v1/orders', { key: backend.anonKey, headers: { Accept: 'text/csv' } });
    expect(csv.status).toBe(406);
    const schema = await raw(backend, '/rest/v1/orders', { key: backend.anonKey, headers: { 'Accept-Profile': 'auth' } });
    expect(((await schema.json()) as { code: string }).code).toBe('PGRST106');
  });
});

describe('malformed and forged JWTs', () => {
  const rest = (token: string) =>
    raw(backend, '/rest/v1/orders?select=id', { key: backend.anonKey, headers: { Authorization: `Bearer ${token}` } });

  it('answers 401 on REST for garbage, wrong signatures, alg none, expiry and unknown roles', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      'garbage',
      'a.b.c',
      jwt({ role: 'service_role', exp: now + 60 }, 'not-the-secret'),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
      jwt({ role: 'authenticated', sub: DEMO.id, exp: now - 10 }, backend.jwtSecret),
      jwt({ role: 'postgres', exp: now + 60 }, backend.jwtSecret),
    ];
    for (const token of tokens) {
      const response = await rest(token);
      expect(response.status).toBe(401);
      const body = (await response.json()) as { code: string };
      expect(body.code).toMatch(/^PGRST30[13]$/);
    }
  });

  it('rejects requests without a valid API key', async () => {
    const missing = await raw(backend, '/rest/v1/orders', { key: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const forged = await raw(backend, '/auth/v1/settings', { key: jwt({ role: 'anon' }, 'wrong') });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: 'Invalid API key' });
    // A user's access token is not an API key.
    expect((await raw(backend, '/rest/v1/orders', { key: demoToken })).status).toBe(401);
  });

  it('answers bad_jwt on auth endpoints', async () => {
    for (const token of ['garbage', jwt({ role: 'authenticated', sub: DEMO.id, session_id: 'x' }, 'wrong')]) {
      const response = await raw(backend, '/auth/v1/user', { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    }
    const missing = await raw(backend, '/auth/v1/user');
    expect(missing.status).toBe(401);
  });

  it('answers bad_json to malformed auth bodies', async () => {
    for (const body of ['{', '[]', '42']) {
      const response = await raw(backend, '/auth/v1/token?grant_type=password', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'bad_json' });
    }
    const wrongType = await raw(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: ['a'], password: 1 }),
    });
    expect(wrongType.status).toBe(400);
  });
});

describe('HTTP surface', () => {
  it('answers 404 to unknown routes and functions, 501 to realtime', async () => {
    expect((await fetch(`${backend.url}/nope`)).status).toBe(404);
    expect((await raw(backend, '/auth/v1/nope')).status).toBe(404);
    for (const path of ['/realtime/v1/websocket']) {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status).toBe(501);
      expect(await response.json()).toMatchObject({ code: 'not_implemented' });
    }
    expect((await fetch(`${backend.url}/functions/v1/hello`, { method: 'POST' })).status).toBe(404);
  });

  it('allows CORS for the configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/rest/v1/orders`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, authorization' },
      });
    const allowed = await preflight('http://localhost:3001');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('apikey, authorization');
    const denied = await preflight('https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();

    const get = await raw(backend, '/rest/v1/orders', { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
