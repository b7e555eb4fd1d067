import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, raw, startTestBackend } from './helpers';

let backend: Backend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
});

afterAll(async () => {
  await backend?.close();
});

const ids = (rows: { id: string }[] | null) => (rows ?? []).map((row) => row.id);

describe('catalogue reads through supabase-js', () => {
  it('searches products.fts with fts, plfts, phfts and wfts, with and without a configuration', async () => {
    const search = (query: string, options: { type?: 'plain' | 'phrase' | 'websearch'; config?: string }) =>
      anon.from('products').select('id').textSearch('fts', query, options).order('id');
    // Without a configuration the database default (english) parses the query: 'maasai' stems to itself.
    expect(ids((await search('maasai', {})).data)).toEqual(ids((await search('maasai', { config: 'simple' })).data));
    expect(ids((await search('maasai', {})).data).length).toBeGreaterThanOrEqual(3);
    expect(ids((await search('maasai & necklace', { config: 'simple' })).data)).toEqual(['fp-3']);
    expect(ids((await search('beaded maasai', { type: 'plain', config: 'simple' })).data)).toEqual(
      ids((await anon.from('products').select('id').ilike('name', '%maasai%').ilike('name', '%bead%').order('id')).data),
    );
    expect(ids((await search('wireless earbuds', { type: 'phrase', config: 'simple' })).data)).toEqual(['fp-2']);
    expect(ids((await search('"earbuds pro" or lantern -nothing', { type: 'websearch', config: 'simple' })).data)).toEqual(['e2', 'fp-2']);

    // A text column is searched through to_tsvector, as PostgREST does.
    expect(ids((await anon.from('products').select('id').textSearch('name', 'kikoy', { config: 'simple' })).data)).toEqual(['s2']);
    const badConfig = await anon.from('products').select('id').textSearch('fts', 'x', { config: 'klingon' });
    expect(badConfig.status).toBe(400);
    expect(badConfig.error?.code).toBe('42704');
  });

  it('pages a listing of 24 with an exact count and Content-Range', async () => {
    const all = await anon.from('products').select('id', { count: 'exact', head: true });
    const total = all.count!;
    expect(total).toBeGreaterThanOrEqual(60);

    const page = await anon.from('products').select('id, name, price', { count: 'exact' }).order('price').order('id').range(24, 47);
    expect(page.status).toBe(206);
    expect(page.count).toBe(total);
    expect(page.data).toHaveLength(24);

    const response = await raw(backend, '/rest/v1/products?select=id&order=id&offset=24&limit=24', { headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`24-47/${total}`);
    const rangeHeader = await raw(backend, '/rest/v1/products?select=id&order=id', { headers: { Range: '0-9', 'Range-Unit': 'items' } });
    expect(rangeHeader.headers.get('content-range')).toBe('0-9/*');
  });

  it('orders by several keys with nullsfirst and nullslast', async () => {
    const { data } = await anon
      .from('products')
      .select('id, category, original_price, price')
      .order('category')
      .order('original_price', { ascending: false, nullsFirst: true })
      .order('id');
    const rows = data!;
    const expected = [...rows].sort(
      (a, b) =>
        a.category.localeCompare(b.category, 'en') ||
        (a.original_price === null ? -1 : 0) - (b.original_price === null ? -1 : 0) ||
        (b.original_price ?? 0) - (a.original_price ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows.some((r) => r.original_price === null)).toBe(true);

    const last = await anon.from('products').select('id, original_price').order('original_price', { nullsFirst: false }).order('id');
    expect(last.data!.at(-1)!.original_price).toBeNull();
    expect(last.data![0]!.original_price).not.toBeNull();
  });

  it('embeds a product with its vendor by table, alias, column and constraint name, and spreads it', async () => {
    const expectedVendor = { slug: 'maasai-crafts', name: 'Maasai Crafts' };
    const byAlias = await anon.from('products').select('id, vendor:vendors(slug, name)').eq('id', 'fp-3').single();
    expect(byAlias.data).toEqual({ id: 'fp-3', vendor: expect.objectContaining({ slug: 'maasai-crafts' }) });
    const vendorName = byAlias.data!.vendor as unknown as { name: string };
    expectedVendor.name = vendorName.name;

    const byColumn = await anon.from('products').select('id, vendor_id(slug, name)').eq('id', 'fp-3').single();
    expect(byColumn.data).toEqual({ id: 'fp-3', vendor_id: expectedVendor });
    const byConstraint = await anon.from('products').select('id, products_vendor_id_fkey(slug, name)').eq('id', 'fp-3').single();
    expect(byConstraint.data).toEqual({ id: 'fp-3', products_vendor_id_fkey: expectedVendor });
    const spread = await anon.from('products').select('id, ...vendors(vendor_name:name, slug)').eq('id', 'fp-3').single();
    expect(spread.data).toEqual({ id: 'fp-3', vendor_name: expectedVendor.name, slug: 'maasai-crafts' });

    // One-to-many the other way: an array, in order.
    const vendor = await anon.from('vendors').select('slug, products(id)').eq('slug', 'maasai-crafts').single();
    expect(Array.isArray(vendor.data!.products)).toBe(true);
    expect((vendor.data!.products as { id: string }[]).map((p) => p.id)).toContain('fp-3');
    const inner = await anon.from('categories').select('slug, products!inner(id)').eq('products.id', 'fp-3');
    expect(inner.status).toBe(400); // filters on embedded resources are not supported (documented)
  });

  it('filters with match, imatch, isdistinct, like(all) and ilike(any)', async () => {
    const q = () => anon.from('products').select('id').order('id');
    expect(ids((await q().match({ vendor_id: 'maasai-crafts', category: 'jewelry' })).data)).toEqual(
      ids((await q().eq('vendor_id', 'maasai-crafts').eq('category', 'jewelry')).data),
    );
    expect(ids((await q().filter('name', 'match', '^Maasai B')).data)).toEqual(['beaded-earrings', 'fp-3', 's8']);
    expect(ids((await q().filter('name', 'imatch', '^maasai b')).data)).toEqual(['beaded-earrings', 'fp-3', 's8']);
    expect(ids((await q().likeAllOf('name', ['%Maasai%', '%Bead%'])).data)).toEqual(['beaded-earrings', 'fp-3', 'j2', 's8']);
    expect(ids((await q().ilikeAnyOf('name', ['%KIKOY%', 'dashiki%'])).data)).toEqual(['dashiki-shirt', 's2']);
    const distinct = await q().filter('original_price', 'isdistinct', '3500');
    expect(ids(distinct.data)).toEqual(ids((await q().or('original_price.is.null,original_price.neq.3500')).data));
    expect(ids(distinct.data)).not.toContain('fp-1');
    expect(ids(distinct.data).length).toBeGreaterThan(50);
    const eqAny = await raw(backend, '/rest/v1/products?select=id&id=eq(any).{fp-1,fp-2}&order=id');
    expect(await eqAny.json()).toEqual([{ id: 'fp-1' }, { id: 'fp-2' }]);
  });
});
