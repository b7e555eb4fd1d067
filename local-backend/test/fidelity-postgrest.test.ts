import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { closestMatch } from '../src/rest/fuzzy';
import type { Backend } from '../src/server';
import { client, raw, startTestBackend } from './helpers';
import { fixtureSupabaseDir } from './rest-fixtures';

/**
 * Hosted PostgREST 12's answers (the version hosted Supabase runs), each test naming its source in
 * PostgREST (github.com/PostgREST/postgrest, tag v12.2.12). The fixtures below exist only in this
 * test's temporary copy of supabase/, after those of rest-fixtures.ts.
 */
const FIDELITY_SQL = `
create table public.collections (id int primary key, name text not null, parent_id int references public.collections (id));
insert into public.collections values (1, 'Home', null), (2, 'Kitchen', 1), (3, 'Garden', 1), (4, 'Pots', 2);
create table public.deliveries (
  id int primary key,
  origin_id int not null references public.collections (id),
  destination_id int not null references public.collections (id)
);
insert into public.deliveries values (1, 2, 3);
grant select on public.collections, public.deliveries to anon, authenticated;
-- Views over base tables: PostgREST embeds them through the keys their columns show.
create view public.product_cards as select p.id as card_id, p.name as title, p.vendor_id as seller from public.products p;
create view public.card_titles as select card_id, title, seller from public.product_cards;
create view public.vendor_names as select v.id as vendor, v.name from public.vendors v;
grant select on public.product_cards, public.card_titles, public.vendor_names to anon, authenticated;
create function public.fx_body(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
create function public.fx_named(doc jsonb) returns jsonb language sql immutable as $$ select doc $$;
create function public.fx_text(text) returns text language sql immutable as $$ select $1 $$;
create function public.fx_over(a int) returns text language sql immutable as $$ select 'integer' $$;
create function public.fx_over(a text) returns text language sql immutable as $$ select 'text' $$;
`;

let backend: Backend;
let overridable: Backend;
let dir: string;
let anon: SupabaseClient;
let service: SupabaseClient;
const suffix = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  dir = fixtureSupabaseDir(50);
  fs.writeFileSync(path.join(dir, 'migrations', '29991231000001_fidelity.sql'), FIDELITY_SQL);
  [backend, overridable] = await Promise.all([
    startTestBackend({ supabaseDir: dir }),
    startTestBackend({ supabaseDir: dir, dbTxEnd: 'commit-allow-override' }),
  ]);
  anon = client(backend);
  service = client(backend, backend.serviceKey);
}, 180_000); // two fresh PGlites plus every migration, on a shared two-core machine

afterAll(async () => {
  await Promise.all([backend?.close(), overridable?.close()]);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedding as PostgREST 12 resolves it (src/PostgREST/Plan.hs findRel, Error.hs)', () => {
  it('embeds a plain self-reference: the table name gives the children, the key column the parent', async () => {
    const { data, error } = await anon.from('collections').select('name, collections(name), parent:parent_id(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Home', collections: [{ name: 'Kitchen' }, { name: 'Garden' }], parent: null },
      { name: 'Kitchen', collections: [{ name: 'Pots' }], parent: { name: 'Home' } },
      { name: 'Garden', collections: [], parent: { name: 'Home' } },
      { name: 'Pots', collections: [], parent: { name: 'Kitchen' } },
    ]);
    const hinted = await anon.from('collections').select('name, children:collections!parent_id(name)').eq('id', 2).single();
    expect(hinted.data).toEqual({ name: 'Kitchen', children: [{ name: 'Pots' }] });
  });

  it('answers 400 PGRST200 to a constraint-name hint on a self-reference', async () => {
    const { error, status } = await anon.from('collections').select('name, collections!collections_parent_id_fkey(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'collections' and 'collections' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'collections' and 'collections' using the hint 'collections_parent_id_fkey' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('answers PGRST201 with details as {cardinality, embedding, relationship} and a hint naming each', async () => {
    const { error, status } = await anon.from('collections').select('name, deliveries(id)');
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'collections' and 'deliveries'",
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'collections with deliveries',
          relationship: 'deliveries_destination_id_fkey using collections(id) and deliveries(destination_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'collections with deliveries',
          relationship: 'deliveries_origin_id_fkey using collections(id) and deliveries(origin_id)',
        },
      ],
      hint: "Try changing 'deliveries' to one of the following: 'deliveries!deliveries_destination_id_fkey', 'deliveries!deliveries_origin_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const back = await anon.from('deliveries').select('collections(name)');
    expect(back.error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'deliveries with collections',
        relationship: 'deliveries_destination_id_fkey using deliveries(destination_id) and collections(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'deliveries with collections',
        relationship: 'deliveries_origin_id_fkey using deliveries(origin_id) and collections(id)',
      },
    ]);
  });

  it('answers 400 42712 to the same embed twice without an alias (Query/QueryBuilder.hs joins it as <table>_<name>_<depth>)', async () => {
    const twice = await anon.from('products').select('id, vendors(name), vendors(slug)').limit(1);
    expect(twice.status).toBe(400);
    expect(twice.error).toMatchObject({ code: '42712', message: 'table name "products_vendors_1" specified more than once' });
    const aliased = await anon.from('products').select('id, a:vendors(name), b:vendors(slug)').eq('id', 'fp-1').single();
    expect(aliased.data).toEqual({ id: 'fp-1', a: { name: expect.any(String) }, b: { slug: expect.any(String) } });
  });

  it('joins an empty embed without outputting it, filtering with !inner; takes !column!inner in either order', async () => {
    const empty = await anon.from('products').select('id, vendors()').eq('id', 'fp-1');
    expect(empty.data).toEqual([{ id: 'fp-1' }]);
    const filtered = await anon.from('collections').select('name, collections!inner()').order('id');
    expect(filtered.data).toEqual([{ name: 'Home' }, { name: 'Kitchen' }]);
    for (const embed of ['vendors!vendor_id!inner(name)', 'vendors!inner!vendor_id(name)', 'vendors!products_vendor_id_fkey!left(name)']) {
      const { data, error } = await anon.from('products').select(`id, ${embed}`).eq('id', 'fp-1').single();
      expect({ embed, error }).toEqual({ embed, error: null });
      expect(data).toEqual({ id: 'fp-1', vendors: { name: expect.any(String) } });
    }
  });

  it('embeds views through the keys of their base tables: view to table, table to view, view over a view', async () => {
    const card = await anon.from('product_cards').select('title, vendors(id)').eq('card_id', 'fp-1').single();
    expect(card.error).toBeNull();
    const vendor = (card.data as unknown as { vendors: { id: string } }).vendors.id;
    const deeper = await anon.from('card_titles').select('title, vendor_names(name)').eq('card_id', 'fp-1').single();
    expect(deeper.error).toBeNull();
    expect(deeper.data).toMatchObject({ vendor_names: { name: expect.any(String) } });
    const back = await anon.from('vendors').select('id, product_cards(card_id)').eq('id', vendor).single();
    expect((back.data as unknown as { product_cards: { card_id: string }[] }).product_cards).toContainEqual({ card_id: 'fp-1' });
    // A view is not embedded by a constraint name (relFTableIsView): only products is, which has no card_id.
    expect((await anon.from('vendors').select('id, products_vendor_id_fkey(card_id)').limit(1)).error?.code).toBe('42703');
  });

  it("suggests PostgREST's fuzzy-matched name in PGRST200's hint (Error.hs noRelBetweenHint)", async () => {
    const { error } = await anon.from('products').select('id, vendor(name)');
    expect(error).toMatchObject({ code: 'PGRST200', hint: "Perhaps you meant 'vendors' instead of 'vendor'." });
  });
});

describe('Prefer as PostgREST 12 reads it (src/PostgREST/ApiRequest/Preferences.hs, Query.hs)', () => {
  it('ignores tx=rollback unless db-tx-end allows an override (hosted: commit), then honours it', async () => {
    const id = `rb-${suffix}`;
    const committed = await service.from('tags').insert({ id, name: 'Kept' }).select('id').rollback();
    expect(committed).toMatchObject({ status: 201, data: [{ id }] });
    expect((await service.from('tags').select('id').eq('id', id)).data).toEqual([{ id }]);

    // On PostgreSQL both servers share one database, hence another id.
    const other = client(overridable, overridable.serviceKey);
    const gone = `${id}-gone`;
    const rolledBack = await other.from('tags').insert({ id: gone, name: 'Gone' }).select('id').rollback();
    expect(rolledBack).toMatchObject({ status: 201, data: [{ id: gone }] });
    expect((await other.from('tags').select('id').eq('id', gone)).data).toEqual([]);
    const response = await raw(overridable, '/rest/v1/tags?id=eq.handmade', {
      key: overridable.serviceKey,
      method: 'DELETE',
      headers: { Prefer: 'tx=rollback, return=representation' },
    });
    expect(response.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
  });

  it('refuses an update or delete over max-affected with handling=strict: 400 PGRST124, nothing changed', async () => {
    await service.from('tags').insert([1, 2, 3].map((n) => ({ id: `ma-${suffix}-${n}`, name: 'Max' })));
    type Strict = { maxAffected(rows: number): PromiseLike<{ status: number; error: unknown }> };
    const update = service.from('tags').update({ label: 'changed' }).like('id', `ma-${suffix}-%`) as unknown as Strict;
    const refused = await update.maxAffected(2);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    expect((await service.from('tags').select('label').like('id', `ma-${suffix}-%`)).data).toEqual([
      { label: 'new' },
      { label: 'new' },
      { label: 'new' },
    ]);
    const deletion = service.from('tags').delete().like('id', `ma-${suffix}-%`) as unknown as Strict;
    expect((await deletion.maxAffected(1)).error).toMatchObject({ code: 'PGRST124' });
    expect((await (service.from('tags').delete().like('id', `ma-${suffix}-%`) as unknown as Strict).maxAffected(3)).status).toBe(204);
    // Without handling=strict, max-affected is not enforced.
    const lenient = await raw(backend, `/rest/v1/tags?id=like.zz*`, {
      key: backend.serviceKey,
      method: 'PATCH',
      headers: { Prefer: 'max-affected=0' },
      body: '{"label":"x"}',
    });
    expect(lenient.status).toBe(204);
    const strictUnknown = await raw(backend, '/rest/v1/tags?select=id', { headers: { Prefer: 'handling=strict, return=everything' } });
    expect(strictUnknown.status).toBe(400);
    expect(await strictUnknown.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: return=everything' });
  });

  it('answers count=planned with the planner estimate and count=estimated exactly up to max-rows, the larger beyond', async () => {
    const exact = await anon.from('products').select('id', { count: 'exact', head: true }).eq('id', 'no-such-product');
    expect(exact.count).toBe(0);
    // The planner never estimates fewer than one row.
    const planned = await anon.from('products').select('id', { count: 'planned', head: true }).eq('id', 'no-such-product');
    expect(planned.count).toBeGreaterThanOrEqual(1);
    const estimatedFew = await anon.from('products').select('id', { count: 'estimated', head: true }).eq('id', 'no-such-product');
    expect(estimatedFew.count).toBe(0);
    const all = await anon.from('products').select('id', { count: 'exact', head: true });
    expect(all.count).toBeGreaterThan(50);
    const plannedAll = await anon.from('products').select('id', { count: 'planned', head: true });
    const estimatedAll = await anon.from('products').select('id', { count: 'estimated', head: true });
    expect(estimatedAll.count).toBe(Math.max(51, plannedAll.count!));
  });

  it('refuses what it does not do with a clear answer: aggregates as hosted (PGRST123), timezone and bulk calls with 501', async () => {
    for (const select of ['count()', 'price.sum()', 'total:price.max()::int']) {
      const { status, error } = await anon.from('products').select(select);
      expect({ select, status, code: error?.code }).toEqual({ select, status: 400, code: 'PGRST123' });
    }
    const bulk = await raw(backend, '/rest/v1/rpc/fx_add', { method: 'POST', body: '[{"a":1},{"a":2}]' });
    expect(bulk.status).toBe(501);
    const timezone = await raw(backend, '/rest/v1/products?select=id&limit=1', { headers: { Prefer: 'timezone=Africa/Nairobi' } });
    expect(timezone.status).toBe(501);
    expect(await timezone.json()).toMatchObject({ code: 'not_implemented' });
  });

  it("answers the README's unsupported requests as its table says: embedded filters, order and limit 400 PGRST100, PUT 405 PGRST117", async () => {
    for (const query of [
      'select=id,vendors(name)&vendors.name=eq.x',
      'select=id,vendors(name)&order=vendors(name)',
      'select=id,vendors(name)&vendors.limit=1',
    ]) {
      const response = await raw(backend, `/rest/v1/products?${query}`);
      expect({ query, status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
        query,
        status: 400,
        code: 'PGRST100',
      });
    }
    const put = await raw(backend, '/rest/v1/tags?id=eq.handmade', {
      key: backend.serviceKey,
      method: 'PUT',
      body: '{"id":"handmade","name":"Handmade"}',
    });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ code: 'PGRST117' });
  });

  it('answers 201 to an ignore-duplicates upsert that inserts nothing, 200 only to a merge that inserts nothing (Response.hs)', async () => {
    const ignored = await service.from('tags').upsert({ id: 'handmade', name: 'Other' }, { ignoreDuplicates: true });
    expect(ignored).toMatchObject({ status: 201, error: null });
    expect((await service.from('tags').select('name').eq('id', 'handmade').single()).data).toEqual({ name: 'Handmade' });
    const merged = await service.from('tags').upsert({ id: 'handmade', name: 'Handmade' });
    expect(merged.status).toBe(200);
  });

  it('takes any limit and caps the rows at max-rows: range(0, 999999999) (RangeQuery.hs restrictRange)', async () => {
    const { data, error, status } = await anon.from('products').select('id').order('id').range(0, 999_999_999);
    expect({ error, status }).toEqual({ error: null, status: 200 });
    expect(data).toHaveLength(50);
    const huge = await raw(backend, '/rest/v1/products?select=id&limit=99999999999999999999&offset=0');
    expect(((await huge.json()) as unknown[]).length).toBe(50);
  });
});

describe('RPC as PostgREST 12 calls it (src/PostgREST/Plan.hs findProc, callPlan; Error.hs NoRpc)', () => {
  it('passes the body to a single unnamed json parameter: an object, the {"": value} form, a scalar as []', async () => {
    expect((await anon.rpc('fx_body', { a: 1, b: [2] })).data).toEqual({ a: 1, b: [2] });
    expect((await anon.rpc('fx_body', { '': 5 })).data).toEqual({ '': 5 });
    const scalar = await raw(backend, '/rest/v1/rpc/fx_body', { method: 'POST', body: '"text"' });
    expect(await scalar.json()).toEqual([]);
    const rows = await raw(backend, '/rest/v1/rpc/fx_body', { method: 'POST', body: '[{"a":1},{"a":2}]' });
    expect(await rows.json()).toEqual([{ a: 1 }, { a: 2 }]);
    const mixed = await raw(backend, '/rest/v1/rpc/fx_body', { method: 'POST', body: '[1,2]' });
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('passes the whole body to a single unnamed parameter of any type: {"": value} reaches a text one as the JSON text (callPlan OnePosParam)', async () => {
    const { data, error } = await anon.rpc('fx_text', { '': 'x' });
    expect({ data, error }).toEqual({ data: '{"":"x"}', error: null });
    // A key that names no parameter of it finds no function.
    const named = await anon.rpc('fx_text', { t: 'x' });
    expect(named.status).toBe(404);
    expect(named.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.fx_text(t) in the schema cache' });
  });

  it('refuses a function call answering more rows than max-affected with handling=strict: 400 PGRST124 (Query.hs DbCall)', async () => {
    type Strict = { maxAffected(rows: number): PromiseLike<{ status: number; error: unknown; data: unknown }> };
    const rows = anon.rpc('fx_products_under', { max_price: 1_000_000_000_000 }).select('id') as unknown as Strict;
    const refused = await rows.maxAffected(1);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 50 rows',
    });
    const within = await (
      anon.rpc('fx_products_under', { max_price: 1_000_000_000_000 }).select('id').limit(2) as unknown as Strict
    ).maxAffected(2);
    expect({ status: within.status, rows: (within.data as unknown[]).length }).toEqual({ status: 200, rows: 2 });
    const set = await (anon.rpc('fx_numbers', { n: 3 }) as unknown as Strict).maxAffected(2);
    expect(set.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
  });

  it('with Prefer: params=single-object passes the body to the one json/jsonb parameter, named or not, and finds no other function (findProc paramsAsSingleObject)', async () => {
    const prefer = { Prefer: 'params=single-object' };
    const named = await raw(backend, '/rest/v1/rpc/fx_named', { method: 'POST', headers: prefer, body: '{"a":1,"doc":2}' });
    expect(await named.json()).toEqual({ a: 1, doc: 2 });
    // An array goes whole too, not once per element.
    const unnamed = await raw(backend, '/rest/v1/rpc/fx_named', { method: 'POST', headers: prefer, body: '[{"a":1},{"a":2}]' });
    expect(await unnamed.json()).toEqual([{ a: 1 }, { a: 2 }]);
    const keyed = await raw(backend, '/rest/v1/rpc/fx_add', { method: 'POST', headers: prefer, body: '{"a":1}' });
    expect(keyed.status).toBe(404);
    expect(await keyed.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.fx_add in the schema cache',
      details: 'Searched for the function public.fx_add with a single json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('answers 300 PGRST203 with the candidates for ambiguous overloads', async () => {
    const { error, status } = await anon.rpc('fx_over', { a: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.fx_over(a => integer), public.fx_over(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('counts one row for a function returning a scalar with count=exact', async () => {
    const { data, count } = await anon.rpc('fx_add', { a: 1 }, { count: 'exact' });
    expect({ data, count }).toEqual({ data: 11, count: 1 });
    const set = await anon.rpc('fx_numbers', { n: 4 }, { count: 'exact' });
    expect({ data: set.data, count: set.count }).toEqual({ data: [1, 2, 3, 4], count: 4 });
  });

  it("answers a missing function and a bad argument with PostgREST 12's message, details and hint", async () => {
    const misspelt = await anon.rpc('fx_ad', { a: 1 });
    expect(misspelt.status).toBe(404);
    expect(misspelt.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.fx_ad(a) in the schema cache',
      details:
        'Searched for the function public.fx_ad with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.fx_add',
    });
    const wrongNames = await anon.rpc('fx_add', { aa: 1, bb: 2 });
    expect(wrongNames.error).toMatchObject({
      message: 'Could not find the function public.fx_add(aa, bb) in the schema cache',
      details:
        'Searched for the function public.fx_add with parameters aa, bb or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.fx_add(a, b)',
    });
    const none = await raw(backend, '/rest/v1/rpc/qqq_zzz');
    expect(await none.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.qqq_zzz without parameters in the schema cache',
      details: 'Searched for the function public.qqq_zzz without parameters, but no matches were found in the schema cache.',
      hint: null,
    });
    const badValue = await anon.rpc('fx_add', { a: 'one' });
    expect(badValue.status).toBe(400);
    expect(badValue.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "one"' });
  });

  it("suggests as PostgREST's fuzzyset does (the doctests of Error.hs noRelBetweenHint and noRpcHint)", () => {
    expect(closestMatch(['test', 'another'], 'testt')).toBe('test');
    expect(closestMatch(['test', 'another'], 'other')).toBe('another');
    expect(closestMatch(['test', 'another'], 'noclosealternative')).toBeNull();
    const overloads = ['(name, param, val)', '(attr, id)'];
    expect(closestMatch(overloads, '(nam, pqaram, vall)')).toBe('(name, param, val)');
    expect(closestMatch(overloads, '(attrs, id)')).toBe('(attr, id)');
    expect(closestMatch(overloads, '(id)')).toBe('(attr, id)');
    expect(closestMatch(overloads, '(noclosealternative)')).toBeNull();
    expect(closestMatch(['films'], 'film')).toBe('films');
  });
});
