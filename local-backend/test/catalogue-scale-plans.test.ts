import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { seedScaleCatalogue } from '../src/db/scale/scale-catalogue';
import type { Database, Sql } from '../src/db/types';

/**
 * Issue 44, item 6: with a catalogue grown large enough that reading the whole table costs more
 * than an index, the planner's own choice (no enable_seqscan = off) for every query search,
 * suggestions, listings, category pages and counts send must not read products sequentially.
 * The queries are those the functions run (their definitions are checked to hold them), planned
 * with the values a shopper sends. On PGlite in `npm run test:unit`, on PostgreSQL in
 * `npm run test:backend:pg`. The catalogue is committed and vacuumed, as `npm run seed:scale`
 * leaves it (an index-only scan is priced by the pages a vacuum marked all-visible), so it goes
 * to a database of its own: a fresh in-memory PGlite, or a database created beside
 * DATABASE_URL's and dropped afterwards, never the one the other suites share.
 */
const PRODUCTS = 10_000;

const ownDatabase = `scale_plans_${process.pid}`;
let db: Database;
let admin: Database | null = null;

beforeAll(async () => {
  const shared = process.env.DATABASE_URL;
  if (shared) {
    admin = await openPostgres(shared);
    await admin.exec(`create database ${ownDatabase}`);
    const url = new URL(shared);
    url.pathname = `/${ownDatabase}`;
    db = await openPostgres(url.toString());
  } else {
    db = await openPglite(null);
  }
  await migrate(db, path.resolve(__dirname, '..', '..', 'supabase'));
  await db.transaction((tx) => seedScaleCatalogue(tx, PRODUCTS));
  await db.exec('vacuum analyze public.products');
});

afterAll(async () => {
  await db?.close();
  await admin?.exec(`drop database if exists ${ownDatabase}`);
  await admin?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** The plan as it ran: a branch never executed (a one-time filter that was false) is left out. */
async function plan(tx: Sql, sql: string): Promise<PlanNode[]> {
  const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`);
  // node-postgres parses the json plan; PGlite hands it over as text.
  const raw = row!['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodes(top!.Plan).filter((node) => node['Actual Loops'] !== 0);
}

const productScans = (steps: PlanNode[]) => steps.filter((n) => n['Relation Name'] === 'products').map((n) => n['Node Type']);

/**
 * A copy of a search function that the planner inlines into the query calling it (no security
 * definer, no search_path of its own: its body names every schema), so EXPLAIN shows the plan of
 * the function's own statement with the shopper's text, not a Function Scan.
 */
async function inlinable(tx: Sql, name: string, signature: string): Promise<string> {
  const [row] = await tx.query<{ body: string }>(
    `select pg_catalog.pg_get_functiondef('public.${name}(${signature})'::regprocedure) as body`,
  );
  const copy = row!.body
    .replace(`FUNCTION public.${name}(`, `FUNCTION pg_temp.planned_${name}(`)
    .replace(' SECURITY DEFINER', '')
    .replace(/\n SET search_path TO ''/, '');
  expect(copy).not.toMatch(/SECURITY DEFINER|SET search_path/);
  await tx.exec(copy);
  return `pg_temp.planned_${name}`;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

// search_page's arguments and the values it computes before its one statement, in its order.
const SEARCH_PAGE_VALUES = [
  ['q', 'text'],
  ['categories', 'text[]'],
  ['min_price', 'numeric'],
  ['max_price', 'numeric'],
  ['sort', 'text'],
  ['page_from', 'integer'],
  ['page_size', 'integer'],
  ['v_tsq', 'tsquery'],
  ['v_synonyms', 'tsquery'],
  ['v_names_typed', 'tsquery'],
  ['v_names_synonyms', 'tsquery'],
  ['v_names_forgiving', 'tsquery'],
  ['v_folded', 'text'],
] as const;

/**
 * search_page's one statement (its `return (…)`, 20250129000100_search_page.sql) as a statement
 * prepared with those values as parameters, run as the function runs it: from a generic plan.
 */
async function preparedSearchPage(tx: Sql): Promise<(q: string, sort: string) => Promise<PlanNode[]>> {
  const [row] = await tx.query<{ body: string }>(
    `select pg_catalog.pg_get_functiondef('public.search_page(text, text[], numeric, numeric, text, integer, integer)'::regprocedure) as body`,
  );
  const statement = /\n {2}return \(\n([\s\S]*)\n {2}\);\nend;/.exec(row!.body)?.[1];
  expect(statement).toContain('p.fts @@ v_tsq');
  const names = SEARCH_PAGE_VALUES.map(([name]) => name);
  const parameterized = statement!.replace(
    new RegExp(`(?<![\\w.'])(${names.join('|')})(?![\\w'])`, 'g'),
    (name) => `$${names.indexOf(name as (typeof names)[number]) + 1}`,
  );
  expect(row!.body).toContain("plan_cache_mode TO 'force_generic_plan'");
  await tx.exec(`prepare planned_search_page(${SEARCH_PAGE_VALUES.map(([, type]) => type).join(', ')}) as select (${parameterized})`);
  await tx.exec('set local plan_cache_mode = force_generic_plan');
  return async (q, sort) => {
    const [parsed] = await tx.query<Record<string, string | null>>(
      `select s.forgiving::text as tsq, s.synonyms::text as synonyms, public.search_in_names(s.typed)::text as typed,
              public.search_in_names(s.synonyms)::text as names_synonyms, public.search_in_names(s.forgiving)::text as forgiving,
              pg_catalog.regexp_replace(pg_catalog.btrim(public.search_fold($1)), '\\s+', ' ', 'g') as folded
         from public.search_queries($1) s`,
      [q],
    );
    const text = (value: string | null | undefined) => (value == null ? 'null' : literal(value));
    const { tsq, synonyms, typed, names_synonyms: namesSynonyms, forgiving, folded } = parsed!;
    return plan(
      tx,
      `execute planned_search_page(${[literal(q), 'null', 'null', 'null', literal(sort), '0', '24']
        .concat([tsq, synonyms, typed, namesSynonyms, forgiving, folded].map(text))
        .join(', ')})`,
    );
  };
}

// catalog_page's walk to a page (20250128000500_catalogue_at_scale.sql), as its format() builds it.
const ORDERS = {
  featured: 'p.featured_order, p.rating desc, p.rating_count desc, p.id',
  newest: 'p.created_at desc, p.id desc',
  'price-asc': 'p.price, p.id',
  'price-desc': 'p.price desc, p.id desc',
};
const SCOPES = {
  all: '',
  category: ` and p.category = 'electronics'`,
  deals: ' and p.original_price is not null',
};
const walk = (scope: string, order: string, page: number) =>
  `select p.id from public.products p where p.status = 'published'${scope} order by ${order} offset ${(page - 1) * 24} limit 24`;

describe(`the catalogue's plans with ${PRODUCTS.toLocaleString('en')} products (issue 44)`, () => {
  it('reads no query of search, suggestions, listings, category pages or counts by a sequential scan of products', async () => {
    const [definition] = await db.query<{ body: string }>(
      `select pg_catalog.pg_get_functiondef('public.catalog_page(text, integer, integer, text, text, boolean)'::regprocedure) as body`,
    );
    expect(definition!.body).toContain('select p.id from public.products p where %s order by %s offset $3 limit $4');
    const [probe] = await db.query<{ body: string }>(
      `select pg_catalog.pg_get_functiondef('public.search_word_found(text, boolean)'::regprocedure) as body`,
    );
    expect(probe!.body.replace(/\s+/g, ' ')).toContain(
      "with hits as materialized ( select 1 from public.products p where p.status = 'published' and p.fts @@ public.search_word_query(lexeme, with_synonyms) )",
    );
    for (const order of Object.values(ORDERS)) expect(definition!.body).toContain(`'${order}'`);

    const found: Record<string, string[]> = {};
    const check = async (label: string, sql: string) => {
      found[label] = productScans(await plan(db, sql));
    };

    // Search and suggestions as their functions run them, with a prefix, a synonym, a typo, a
    // word no product has: each must find its products through an index, never by reading them all.
    await db.transaction(async (tx) => {
      const search = await inlinable(tx, 'search_products', 'text');
      const suggest = await inlinable(tx, 'search_suggest', 'text, text, integer');
      const searchPage = await preparedSearchPage(tx);
      for (const q of ['simu', 'spik', 'speker', 'bluetoth spika', 'kitenge dress', 'zzqx']) {
        found[`search ${q}`] = productScans(await plan(tx, `select * from ${search}(${literal(q)})`));
        found[`suggestions ${q}`] = productScans(await plan(tx, `select * from ${suggest}(${literal(q)}, 'sw', 8)`));
        for (const sort of ['relevance', 'price-asc']) found[`search page ${q} by ${sort}`] = productScans(await searchPage(q, sort));
      }
    });
    // Inlined, or the checks above saw only a Function Scan and prove nothing.
    expect(found['search simu']).toContain('Bitmap Heap Scan');
    expect(found['suggestions spik']).toContain('Bitmap Heap Scan');
    expect(found['search page simu by relevance']).toContain('Bitmap Heap Scan');
    // search_word_found: has a published product this word, or a synonym of it?
    for (const word of ['simu', 'speker']) {
      await check(
        `the probe for ${word}`,
        `with hits as materialized (select 1 from public.products p where p.status = 'published' and p.fts @@ public.search_word_query('${word}', true)) select exists (select 1 from hits)`,
      );
    }

    // Listings, page 1 and deep, in every order; a category page; the deals.
    for (const [scopeName, scope] of Object.entries(SCOPES)) {
      for (const [orderName, order] of Object.entries(ORDERS)) {
        for (const page of scopeName === 'all' ? [1, 200] : [1, 40]) {
          await check(`${scopeName} ${orderName} page ${page}`, walk(scope, order, page));
        }
      }
    }
    // A page's rows, by the ids the walk found.
    await check(
      'a page of rows',
      `select p.* from pg_catalog.unnest(array['sc-1', 'sc-2']) with ordinality as page (id, n) join public.products p on p.id = page.id order by page.n`,
    );
    // A vendor's page.
    await check(
      'a vendor page',
      `select p.id from public.products p where p.status = 'published' and p.vendor_id = 'gikomba-supplies-8' order by ${ORDERS.featured} limit 24`,
    );
    // Counts: the deals (catalog_count), a category's recount (its trigger), a vendor's.
    await check('deals count', `select count(*) from public.products p where p.status = 'published' and p.original_price is not null`);
    await check('category recount', `select count(*) from public.products p where p.category = 'food' and p.status = 'published'`);
    await check(
      'vendor recount',
      `select count(*) from public.products p where p.vendor_id = 'gikomba-supplies-8' and p.status = 'published'`,
    );

    const sequential = Object.entries(found).filter(([, scans]) => scans.includes('Seq Scan'));
    expect(sequential.map(([label]) => label)).toEqual([]);
    // Listing walks read their index alone: no row of the table before the page.
    const walks = Object.entries(found).filter(([label]) => / page \d+$/.test(label));
    expect(
      walks.filter(([, scans]) => !scans.every((scan) => scan === 'Index Only Scan')).map(([label, scans]) => `${label}: ${scans}`),
    ).toEqual([]);
  });
});
