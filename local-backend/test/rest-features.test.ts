import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, raw } from './helpers';
import { startFixtureBackend } from './rest-fixtures';

let backend: Backend;
let dir: string;
let anon: SupabaseClient;
let service: SupabaseClient;
const suffix = Math.random().toString(36).slice(2, 8);

/**
 * PostgREST features the apps use, on the fixture tables of rest-fixtures.ts: embedding, JSON
 * paths, array filters, upserts and defaults, hostile and heavy input, compression. What hosted
 * PostgREST 12 answers, with the source of each answer, is fidelity-postgrest.test.ts.
 */

beforeAll(async () => {
  ({ backend, dir } = await startFixtureBackend(50));
  anon = client(backend);
  service = client(backend, backend.serviceKey);
}, 90_000); // a fresh PGlite plus every migration, on a shared two-core machine

afterAll(async () => {
  await backend?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedding as PostgREST does', () => {
  it('embeds a one-to-one relation (unique foreign key) as an object and one-to-many as an array', async () => {
    const { data } = await anon.from('products').select('id, product_details(details), order_items(id)').eq('id', 'fp-1').single();
    expect(data).toEqual({
      id: 'fp-1',
      product_details: { details: { color: 'red', size: 'M', care: { wash: 'cold' } } },
      order_items: [],
    });
    const none = await anon.from('products').select('id, product_details(colors)').eq('id', 'fp-2').single();
    expect(none.data).toEqual({ id: 'fp-2', product_details: null });
    const back = await anon.from('product_details').select('product_id, products(name)').eq('product_id', 'fp-3').single();
    expect(back.data).toEqual({ product_id: 'fp-3', products: { name: 'Maasai Beaded Necklace' } });
  });

  it('embeds many-to-many through a junction table, with the junction as a hint', async () => {
    const { data } = await anon.from('products').select('id, tags(id, name)').in('id', ['fp-3', 'e2', 'fp-1']).order('id');
    expect(data).toEqual([
      { id: 'e2', tags: [{ id: 'solar', name: 'Solar' }] },
      { id: 'fp-1', tags: [] },
      {
        id: 'fp-3',
        tags: expect.arrayContaining([
          { id: 'handmade', name: 'Handmade' },
          { id: 'gift', name: 'Gift idea' },
        ]),
      },
    ]);
    const hinted = await anon.from('tags').select('id, products!product_tags(id)').eq('id', 'solar').single();
    expect(hinted.data).toEqual({ id: 'solar', products: [{ id: 'e2' }] });
  });

  it('embeds a self-reference: the parent by its column, the children by the table, with or without a hint', async () => {
    const { data } = await anon.from('staff').select('name, manager:manager_id(name), reports:staff!manager_id(name)').order('id');
    expect(data).toEqual([
      { name: 'Wanjiru', manager: null, reports: [{ name: 'Otieno' }, { name: 'Achieng' }] },
      { name: 'Otieno', manager: { name: 'Wanjiru' }, reports: [{ name: 'Kamau' }] },
      { name: 'Achieng', manager: { name: 'Wanjiru' }, reports: [] },
      { name: 'Kamau', manager: { name: 'Otieno' }, reports: [] },
    ]);
    // PostgREST's findRel: on a self-reference the table name alone embeds the children.
    const children = await anon.from('staff').select('name, staff(name)').eq('id', 2).single();
    expect(children.data).toEqual({ name: 'Otieno', staff: [{ name: 'Kamau' }] });
  });

  it('selects JSON paths with -> and ->>, filters and orders by them', async () => {
    const { data } = await anon
      .from('product_details')
      .select('product_id, details->color, size:details->>size, details->care->>wash')
      .order('product_id');
    expect(data).toEqual([
      { product_id: 'fp-1', color: 'red', size: 'M', wash: 'cold' },
      { product_id: 'fp-3', color: 'blue', size: 'one size', wash: null },
    ]);
    const filtered = await anon.from('product_details').select('product_id').eq('details->>color', 'blue');
    expect(filtered.data).toEqual([{ product_id: 'fp-3' }]);
    const ordered = await anon.from('product_details').select('product_id').order('details->>color');
    expect(ordered.data).toEqual([{ product_id: 'fp-3' }, { product_id: 'fp-1' }]);
  });

  it('filters arrays with cs, cd and ov', async () => {
    const ids = async (query: PromiseLike<{ data: { product_id: string }[] | null }>) =>
      ((await query).data ?? []).map((r) => r.product_id).sort();
    const q = () => anon.from('product_details').select('product_id');
    expect(await ids(q().contains('colors', ['red']))).toEqual(['fp-1', 'fp-3']);
    expect(await ids(q().contains('colors', ['red', 'white']))).toEqual(['fp-3']);
    expect(await ids(q().containedBy('colors', ['red', 'gold', 'green']))).toEqual(['fp-1']);
    expect(await ids(q().overlaps('colors', ['gold', 'white']))).toEqual(['fp-1', 'fp-3']);
    expect(await ids(q().overlaps('colors', ['green']))).toEqual([]);
    expect(await ids(q().contains('details', { color: 'blue' }))).toEqual(['fp-3']);
  });
});

describe('writes as PostgREST does', () => {
  it('answers an upsert with 201 when it inserted and 200 with the row when it updated, also for a body of only the key', async () => {
    const id = `up-${suffix}`;
    const inserted = await service.from('tags').upsert({ id, name: 'First' }).select('id, name');
    expect(inserted).toMatchObject({ status: 201, data: [{ id, name: 'First' }] });
    const updated = await service.from('tags').upsert({ id, name: 'Second' }).select('id, name');
    expect(updated).toMatchObject({ status: 200, data: [{ id, name: 'Second' }] });
    // A body of only the conflict column still returns the row (other columns keep their values or defaults).
    const keyOnly = await service.from('product_details').upsert({ product_id: 'fp-1' }).select('product_id, details->>color');
    expect(keyOnly).toMatchObject({ status: 200, data: [{ product_id: 'fp-1', color: 'red' }] });
    await service.from('product_details').delete().eq('product_id', 'fp-2');
    const keyOnlyNew = await service
      .from('product_details')
      .upsert({ product_id: 'fp-2' }, { onConflict: 'product_id' })
      .select('product_id, colors');
    expect(keyOnlyNew).toMatchObject({ status: 201, data: [{ product_id: 'fp-2', colors: [] }] });
    await service.from('product_details').delete().eq('product_id', 'fp-2');
    const minimal = await service.from('tags').upsert({ id, name: 'Third' });
    expect(minimal).toMatchObject({ status: 200, data: null, error: null });
  });

  it('fills column defaults for keys missing from some rows with Prefer: missing=default', async () => {
    const rows = [
      { id: `md-${suffix}-1`, name: 'With label', label: 'custom' },
      { id: `md-${suffix}-2`, name: 'Without label' },
    ];
    const filled = await service.from('tags').insert(rows, { defaultToNull: false }).select('id, label');
    expect(filled.data).toEqual([
      { id: `md-${suffix}-1`, label: 'custom' },
      { id: `md-${suffix}-2`, label: 'new' },
    ]);
    // Without it the missing key is null, which the NOT NULL column refuses.
    const nulls = await service.from('tags').insert([
      { id: `md-${suffix}-3`, name: 'A', label: 'x' },
      { id: `md-${suffix}-4`, name: 'B' },
    ]);
    expect(nulls.error?.code).toBe('23502');
  });
});

describe('hostile and heavy input on the catalogue', () => {
  it('answers 10,000-character fts and ilike values without error', async () => {
    const long = 'kitenge '.repeat(1250);
    const fts = await anon.from('products').select('id').textSearch('fts', long, { type: 'websearch', config: 'simple' });
    expect(fts).toMatchObject({ status: 200, error: null });
    const plain = await anon.from('products').select('id').textSearch('fts', 'x'.repeat(10_000), { type: 'plain', config: 'simple' });
    expect(plain).toMatchObject({ status: 200, data: [] });
    const ilike = await anon
      .from('products')
      .select('id')
      .ilike('name', `*${'a'.repeat(9_998)}*`);
    expect(ilike).toMatchObject({ status: 200, data: [] });
    // A URL past Node's 16 KiB header limit is refused by the HTTP layer with 431, and the server carries on.
    const huge = await anon
      .from('products')
      .select('id')
      .ilike('name', `%${'%a'.repeat(5_000)}%`);
    expect(huge.status).toBe(431);
    expect((await anon.from('products').select('id').eq('id', 'fp-1')).data).toEqual([{ id: 'fp-1' }]);
    // to_tsquery syntax errors are the database's 400, not a 500.
    const syntax = await anon.from('products').select('id').textSearch('fts', '&&& ((', { config: 'simple' });
    expect(syntax.status).toBe(400);
  });

  it("answers PostgREST's 400 to a % escape that does not decode, in the query or the path", async () => {
    for (const path of ['/rest/v1/products?name=eq.%E0%A4%A', '/rest/v1/products?name=eq.%FF', '/rest/v1/%E0%A4%A']) {
      const response = await raw(backend, path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    }
  });

  it('answers 400 PGRST100 to unbalanced parentheses in or=', async () => {
    for (const or of ['(name.eq.a', 'name.eq.a)', '(and(name.eq.a,id.eq.b)', '(name.eq.a))', '(id.in.(a,b)']) {
      const response = await raw(backend, `/rest/v1/products?or=${encodeURIComponent(or)}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST100');
    }
    const viaClient = await anon.from('products').select('id').or('name.eq.a,and(id.eq.b');
    expect(viaClient.status).toBe(400);
  });

  it('caps a range of 0-999999999 at [api] max_rows from config.toml (50 here)', async () => {
    const capped = await anon.from('products').select('id', { count: 'exact' }).order('id').range(0, 999_999_998);
    expect(capped.data).toHaveLength(50);
    expect(capped.status).toBe(206);
    const response = await raw(backend, '/rest/v1/products?select=id&order=id', {
      headers: { Range: '0-999999999', Prefer: 'count=exact' },
    });
    const total = Number(response.headers.get('content-range')!.split('/')[1]);
    expect(response.headers.get('content-range')).toBe(`0-49/${total}`);
    expect(((await response.json()) as unknown[]).length).toBe(50);
    const limit = await raw(backend, '/rest/v1/products?select=id&limit=999999999');
    expect(((await limit.json()) as unknown[]).length).toBe(50);
  });
});

describe('transfer as Supabase sends it', () => {
  it('gzips an answer of 1 KB or more for a client that accepts gzip, and sends it plain otherwise', async () => {
    const path = '/rest/v1/products?select=id,name,description&order=id&limit=20';
    const zipped = await raw(backend, path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const rows = (await zipped.json()) as { id: string }[];
    expect(rows).toHaveLength(20);

    const plain = await raw(backend, path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(rows);
    // The compressed answer really is smaller than what it stands for.
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(Number(plain.headers.get('content-length')) / 2);
  });

  it('sends a small answer plain: compressing it would save less than it costs', async () => {
    const small = await raw(backend, '/rest/v1/products?select=id&id=eq.fp-1', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual([{ id: 'fp-1' }]);
  });
});
