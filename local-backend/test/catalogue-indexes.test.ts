import type { Database, Sql } from '../src/db/types';
import { inRolledBackTransaction, openTestDatabase } from './helpers';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('catalogue indexes (issue 6)', () => {
  it('has a GIN index on products.fts and b-tree indexes for the listing filters and sorts', async () => {
    const rows = await db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_catalog.pg_indexes
        where schemaname = 'public' and tablename in ('products', 'vendors')`,
    );
    const defs = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(defs).toMatchObject({
      products_fts_idx: 'CREATE INDEX products_fts_idx ON public.products USING gin (fts)',
      products_price_idx: 'CREATE INDEX products_price_idx ON public.products USING btree (price)',
      products_category_price_idx: 'CREATE INDEX products_category_price_idx ON public.products USING btree (category, price)',
      products_vendor_id_idx: 'CREATE INDEX products_vendor_id_idx ON public.products USING btree (vendor_id)',
      products_created_at_idx: 'CREATE INDEX products_created_at_idx ON public.products USING btree (created_at DESC)',
      products_rating_idx: 'CREATE INDEX products_rating_idx ON public.products USING btree (rating DESC, rating_count DESC)',
      products_featured_order_idx:
        'CREATE INDEX products_featured_order_idx ON public.products USING btree (featured_order) WHERE (featured_order IS NOT NULL)',
      products_discovery_order_idx:
        'CREATE INDEX products_discovery_order_idx ON public.products USING btree (discovery_order) WHERE (discovery_order IS NOT NULL)',
      vendors_category_idx: 'CREATE INDEX vendors_category_idx ON public.vendors USING btree (category)',
    });
    // Valid and ready: an index left broken by a failed concurrent build would be skipped by the planner.
    const unusable = await db.query(
      `select c.relname from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indexrelid
        where i.indrelid in ('public.products'::regclass, 'public.vendors'::regclass) and not (i.indisvalid and i.indisready)`,
    );
    expect(unusable).toEqual([]);
  });

  /**
   * The published-only listing indexes (20250128000500_catalogue_at_scale.sql) can stand in for a
   * sequential scan of any anon read: on a few dozen rows, reading one whole is cheapest once
   * seqscan is priced out, which says nothing of the index a query needs. They are dropped
   * (rolled back) here; catalogue-scale-plans.test.ts checks the planner's own choice with them,
   * on a grown catalogue.
   */
  async function dropListingIndexes(tx: Sql): Promise<void> {
    const rows = await tx.query<{ indexname: string }>(
      `select indexname from pg_catalog.pg_indexes where schemaname = 'public' and indexname like 'products\\_listing\\_%'`,
    );
    for (const { indexname } of rows) await tx.exec(`drop index public.${indexname}`);
  }

  /**
   * The plan of each query the catalogue and search screens send. With some 70 rows a sequential
   * scan is cheapest, so it is priced out (enable_seqscan off): what is left shows whether an index
   * can serve the query's filter and order, which is what a grown catalogue relies on.
   */
  async function indexesUsed(sql: string, role: 'anon' | 'definer' = 'anon'): Promise<string[]> {
    return inRolledBackTransaction(db, async (tx: Sql) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      await dropListingIndexes(tx);
      if (role === 'anon') await tx.query(`select set_config('role', 'anon', true)`);
      const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`);
      const names = new Set<string>();
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (node && typeof node === 'object') {
          const indexName = (node as Record<string, unknown>)['Index Name'];
          if (typeof indexName === 'string') names.add(indexName);
          Object.values(node).forEach(walk);
        }
      };
      // node-postgres parses the json plan; PGlite hands it over as text.
      const plan = row!['QUERY PLAN'];
      walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
      return [...names];
    });
  }

  /**
   * Search goes through search_products, a security-definer function: as its owner, its query
   * is not held behind the products' row-level security, whose published-only filter would keep
   * PostgreSQL from using `@@` (not leakproof) as an index condition for anon.
   */
  it.each<[string, string]>([
    ['a full-text search', `to_tsquery('simple', 'kitenge')`],
    ['a websearch for two words', `websearch_to_tsquery('simple', 'maasai beaded')`],
  ])('plans search_products for %s with the full-text index', async (_label, tsquery) => {
    const body = `select p.id from public.products p where p.status = 'published' and p.fts @@ ${tsquery}`;
    expect(await indexesUsed(body, 'definer')).toContain('products_fts_idx');
    const [definition] = await db.query<{ body: string }>(
      `select pg_catalog.pg_get_functiondef('public.search_products(text)'::regprocedure) as body`,
    );
    expect(definition!.body).toMatch(/SECURITY DEFINER/);
    expect(definition!.body).toContain("where p.status = 'published' and p.fts @@ query.tsq");
  });

  it.each<[string, string, string | string[]]>([
    ['cheapest first', 'select id from public.products order by price limit 24', 'products_price_idx'],
    ['dearest first', 'select id from public.products order by price desc limit 24', 'products_price_idx'],
    ['newest first', 'select id from public.products order by created_at desc limit 24', 'products_created_at_idx'],
    ['best rated first', 'select id from public.products order by rating desc, rating_count desc limit 24', 'products_rating_idx'],
    [
      'a category page by price',
      `select id from public.products where category = 'food' order by price limit 24`,
      'products_category_price_idx',
    ],
    ['a vendor page', `select id from public.products where vendor_id = 'kahawa-house'`, 'products_vendor_id_idx'],
    // The unique constraints' indexes serve these as well as the partial ones; the planner takes either.
    [
      'the featured products',
      'select id from public.products where featured_order is not null order by featured_order limit 8',
      ['products_featured_order_idx', 'products_featured_order_key'],
    ],
    [
      'the discovery carousel',
      'select id from public.products where discovery_order is not null order by discovery_order limit 11',
      ['products_discovery_order_idx', 'products_discovery_order_key'],
    ],
    ["a category's vendors", `select id from public.vendors where category = 'jewelry'`, 'vendors_category_idx'],
  ])('plans %s with its index', async (_label, sql, index) => {
    const wanted = typeof index === 'string' ? [index] : index;
    expect((await indexesUsed(sql)).filter((name) => wanted.includes(name))).toHaveLength(1);
  });
});
