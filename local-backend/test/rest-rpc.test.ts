import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, raw } from './helpers';
import { startFixtureBackend } from './rest-fixtures';

let backend: Backend;
let dir: string;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  ({ backend, dir } = await startFixtureBackend());
  anon = client(backend);
  service = client(backend, backend.serviceKey);
}, 90_000); // a fresh PGlite plus every migration, on a shared two-core machine

afterAll(async () => {
  await backend?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('POST and GET /rest/v1/rpc/<function>', () => {
  it('calls scalar functions with a JSON body or GET query arguments, using defaults', async () => {
    expect(await anon.rpc('fx_add', { a: 2, b: 3 })).toMatchObject({ status: 200, data: 5 });
    expect((await anon.rpc('fx_add', { a: 2 })).data).toBe(12);
    expect((await anon.rpc('fx_add', { a: 4 }, { get: true })).data).toBe(14);
    const echo = await anon.rpc('fx_echo', { payload: { nested: [1, 'two'] }, tags: ['a', 'b'] });
    expect(echo.data).toEqual({ payload: { nested: [1, 'two'] }, tags: ['a', 'b'] });
  });

  it('returns sets of rows filtered, ordered, paged and counted like a table, and sets of scalars as arrays', async () => {
    const page = await anon
      .rpc('fx_products_under', { max_price: 1500 }, { count: 'exact' })
      .select('id, price, vendor:vendors(slug)')
      .eq('category', 'jewelry')
      .order('price', { ascending: false })
      .order('id')
      .range(0, 1);
    expect(page.error).toBeNull();
    const rows = page.data as unknown as { id: string; price: number; vendor: { slug: string } }[];
    expect(rows).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.price).toBeGreaterThanOrEqual(rows[1]!.price);
    expect(rows[0]!.vendor).toEqual({ slug: expect.any(String) });

    expect((await anon.rpc('fx_numbers', { n: 4 })).data).toEqual([1, 2, 3, 4]);
    const stats = await anon.rpc('fx_vendor_stats', { vendor: 'maasai-crafts' });
    expect(stats.data).toEqual([{ products: expect.any(Number), cheapest: expect.any(Number) }]);
    const single = await anon.rpc('fx_vendor_stats', { vendor: 'maasai-crafts' }).single();
    expect(single.data).toMatchObject({ products: expect.any(Number) });
  });

  it('runs functions as the caller: auth.uid() inside SQL, and SECURITY DEFINER past row-level security', async () => {
    const { id, supabase } = await confirmedUser(backend);
    expect((await supabase.rpc('fx_my_id')).data).toBe(id);
    expect((await anon.rpc('fx_my_id')).data).toBeNull();
    // anon may record but not read security_events; the definer's function counts them.
    expect((await anon.from('security_events').insert({ type: 'suspicious_activity', details: {} })).error).toBeNull();
    expect((await anon.from('security_events').select('id')).data ?? []).toEqual([]);
    const count = await anon.rpc('fx_event_count');
    expect(count.status).toBe(200);
    expect(count.data).toBeGreaterThanOrEqual(1);
  });

  it('answers 204 for a void function; a volatile function called by GET is refused and writes nothing', async () => {
    const id = `rpc-${Math.random().toString(36).slice(2, 8)}`;
    expect(await service.rpc('fx_tag', { id, name: 'Via RPC' })).toMatchObject({ status: 204, error: null });
    expect((await service.from('tags').select('name').eq('id', id)).data).toEqual([{ name: 'Via RPC' }]);
    const viaGet = await service.rpc('fx_tag', { id: `${id}-get`, name: 'x' }, { get: true });
    expect(viaGet.status).toBe(405);
    expect(viaGet.error?.code).toBe('25006');
    expect((await service.from('tags').select('id').eq('id', `${id}-get`)).data).toEqual([]);
  });

  it("answers PostgREST's PGRST202 for an unknown function or unknown arguments, and the database's error for a wrong type", async () => {
    const unknown = await anon.rpc('fx_nope', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.fx_nope(a) in the schema cache',
      details:
        'Searched for the function public.fx_nope with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const extra = await anon.rpc('fx_add', { a: 1, c: 2 });
    expect(extra.status).toBe(404);
    expect(extra.error?.code).toBe('PGRST202');
    const missing = await anon.rpc('fx_add', { b: 1 });
    expect(missing.error?.code).toBe('PGRST202');
    const wrongType = await anon.rpc('fx_add', { a: 'two' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.code).toBe('22P02');
    const badBody = await raw(backend, '/rest/v1/rpc/fx_add', { method: 'POST', body: '[1,2]' });
    expect(badBody.status).toBe(400);
    expect((await raw(backend, '/rest/v1/rpc/fx_add', { method: 'PATCH', body: '{}' })).status).toBe(405);
  });
});

describe('200 concurrent catalogue reads', () => {
  it('answers every one with 200/206, stays responsive and writes nothing', async () => {
    const fingerprint = async () => {
      const { data } = await service.from('products').select('id, price, stock, name').order('id');
      return JSON.stringify(data);
    };
    const before = await fingerprint();
    const reads = Array.from({ length: 200 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return anon
            .from('products')
            .select('id, name, price, image', { count: 'exact' })
            .order('created_at', { ascending: false })
            .range(0, 23);
        case 1:
          return anon.from('products').select('id, name').textSearch('fts', 'maasai beaded', { type: 'websearch', config: 'simple' });
        case 2:
          return anon.from('products').select('*, vendor:vendors(slug, name)').eq('id', 'fp-3').single();
        default:
          return anon.rpc('fx_products_under', { max_price: 2000 }).select('id').ilike('name', `*'; drop table products; --*`);
      }
    });
    const started = Date.now();
    const results = await Promise.all(reads);
    expect(results.map((r) => r.error)).toEqual(results.map(() => null));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200, 206]));
    const probe = Date.now();
    expect((await anon.from('categories').select('slug').limit(1)).status).toBe(200);
    expect(Date.now() - probe).toBeLessThan(2_000);
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(await fingerprint()).toBe(before);
  });
});
