/** @jest-environment node */
import { fetchReaching, serverBackend } from './backend-address';

const KEY = 'anon-key-0123456789';

describe('serverBackend (a fragment server environment)', () => {
  test('the public backend alone: read where the browser reads', () => {
    expect(serverBackend({ SUPABASE_URL: 'http://localhost:54321', SUPABASE_ANON_KEY: KEY })).toEqual({
      backend: { url: 'http://localhost:54321', anonKey: KEY },
      reachedAt: null,
    });
  });

  test('SUPABASE_SERVER_URL: read there, while the render keeps the public address', () => {
    const env = { SUPABASE_URL: 'http://localhost:54321', SUPABASE_ANON_KEY: KEY, SUPABASE_SERVER_URL: 'http://local-backend:54321' };
    expect(serverBackend(env)).toEqual({
      backend: { url: 'http://localhost:54321', anonKey: KEY },
      reachedAt: 'http://local-backend:54321',
    });
  });

  test.each([
    [{ SUPABASE_ANON_KEY: KEY }, /SUPABASE_URL is not set/],
    [{ SUPABASE_URL: 'http://localhost:54321' }, /SUPABASE_ANON_KEY is not set/],
    [{ SUPABASE_URL: 'localhost:54321', SUPABASE_ANON_KEY: KEY }, /SUPABASE_URL must be an http\(s\) URL/],
    [{ SUPABASE_URL: 'http://localhost:54321', SUPABASE_ANON_KEY: KEY, SUPABASE_SERVER_URL: 'file:///etc' }, /SUPABASE_SERVER_URL must be/],
  ])('refuses %j', (env, message) => {
    expect(() => serverBackend(env)).toThrow(message);
  });
});

describe('fetchReaching', () => {
  const asked: string[] = [];
  const fake: typeof fetch = (input) => {
    asked.push(input instanceof Request ? `${input.method} ${input.url}` : String(input));
    return Promise.resolve(new Response('{}'));
  };
  beforeEach(() => (asked.length = 0));

  test('sends the public backend requests to the server address, path and query kept', async () => {
    const reach = fetchReaching('http://localhost:54321', 'http://local-backend:54321/', fake);
    await reach('http://localhost:54321/rest/v1/products?select=*&id=eq.e1');
    await reach(new URL('http://localhost:54321/storage/v1/object/public/catalog/a.svg'));
    await reach(new Request('http://localhost:54321/rest/v1/rpc/search_products', { method: 'POST', body: '{}' }));
    expect(asked).toEqual([
      'http://local-backend:54321/rest/v1/products?select=*&id=eq.e1',
      'http://local-backend:54321/storage/v1/object/public/catalog/a.svg',
      'POST http://local-backend:54321/rest/v1/rpc/search_products',
    ]);
  });

  test('a backend under a path keeps it; anything else goes where it was going', async () => {
    const reach = fetchReaching('https://api.example.com/supabase/', 'http://backend:8000/', fake);
    await reach('https://api.example.com/supabase/rest/v1/vendors');
    await reach('https://api.example.com/supabasex/rest/v1/vendors');
    await reach('https://api.example.com:8443/supabase/rest/v1/vendors');
    await reach('https://cdn.example.com/mf-manifest.json');
    expect(asked).toEqual([
      'http://backend:8000/rest/v1/vendors',
      'https://api.example.com/supabasex/rest/v1/vendors',
      'https://api.example.com:8443/supabase/rest/v1/vendors',
      'https://cdn.example.com/mf-manifest.json',
    ]);
  });
});
