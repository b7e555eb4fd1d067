import type { Sql } from '../types';
import { LINES, MARKETS, NOUNS, QUALITIES, TRADES } from './vocabulary';

/**
 * A catalogue the size of a real district, generated in SQL (generate_series) from the words in
 * vocabulary.ts: shops in every category, and products named and described in English, Swahili
 * and Somali, priced in KES around their kind's typical price, with stock, ratings, deals (about
 * one in five), drafts (one in twenty) and dates over two years. Random but repeatable: from an
 * empty start, the same count gives the same catalogue. Products are `sc-1` … `sc-<count>`; a second run tops the
 * catalogue up to `count` instead of adding more. Every trigger runs as for any other write, so
 * search text, search words and live counts are what the shop would hold.
 */

/** Rows per statement: a statement's rows and their trigger work stay in memory until it ends. */
const BATCH = 5_000;
/** About a hundred products a shop. */
const PRODUCTS_PER_SHOP = 100;

const CATEGORIES = [...new Set(NOUNS.map((noun) => noun.category))];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const values = (rows: (string | number)[][]) =>
  rows.map((row) => `(${row.map((v) => (typeof v === 'number' ? String(v) : literal(v))).join(', ')})`).join(',\n    ');

/** Shops 1 … count; shop k sells category k mod the number of categories, so each has as many. */
function shopCount(products: number): number {
  const perCategory = Math.max(1, Math.ceil(products / PRODUCTS_PER_SHOP / CATEGORIES.length));
  return perCategory * CATEGORIES.length;
}

/** The shops as rows (k, id, name, category): one definition for creating them and for picking one. */
function shopsSql(shops: number): string {
  const markets = `array[${MARKETS.map(literal).join(', ')}]`;
  const trades = `array[${TRADES.map(literal).join(', ')}]`;
  const categories = `array[${CATEGORIES.map(literal).join(', ')}]`;
  return `select k, pg_catalog.lower(pg_catalog.replace(name, ' ', '-')) as id, name,
                 (${categories})[1 + (k - 1) % ${CATEGORIES.length}] as category
            from (select k, (${markets})[1 + k % ${MARKETS.length}] || ' ' || (${trades})[1 + (k / ${MARKETS.length}) % ${TRADES.length}] || ' ' || k as name
                    from pg_catalog.generate_series(1, ${shops}) k) s`;
}

function insertShopsSql(shops: number): string {
  return `insert into public.vendors (id, slug, name, category, rating, image, description, description_sw, description_so, location, joined_on)
    select s.id, s.id, s.name, s.category, round((3.5 + random() * 1.5)::numeric, 1),
           (select v.image from public.vendors v where v.category = s.category and v.image is not null order by v.id limit 1),
           s.name || ' sells in Nairobi''s ' || split_part(s.name, ' ', 1) || ' market and delivers across the city.',
           s.name || ' inauza katika soko la ' || split_part(s.name, ' ', 1) || ' jijini Nairobi na inaleta kote mjini.',
           s.name || ' waxay ka iibisaa suuqa ' || split_part(s.name, ' ', 1) || ' ee Nairobi, waxayna gaarsiisaa magaalada oo dhan.',
           split_part(s.name, ' ', 1) || ', Nairobi', current_date - (k * 7) % 1500
      from (${shopsSql(shops)}) s
    on conflict do nothing`;
}

function insertProductsSql(first: number, last: number, shops: number): string {
  const nouns = values(NOUNS.map((n, i) => [i + 1, CATEGORIES.indexOf(n.category) + 1, n.category, n.en, n.sw, n.so, n.price]));
  const qualities = values(QUALITIES.map((q, i) => [i + 1, q.en, q.sw, q.so]));
  const lines = values(LINES.map((line, i) => [i + 1, line]));
  return `with noun (ni, ci, category, en, sw, so, price) as (values
    ${nouns}
  ), quality (qi, en, sw, so) as (values
    ${qualities}
  ), line (li, name) as (values
    ${lines}
  ), shop as (${shopsSql(shops)}),
  -- Volatile calls in a select list run once per row: every product draws its own.
  draw as (
    select g, 1 + floor(random() * ${NOUNS.length})::int as ni, 1 + floor(random() * ${QUALITIES.length})::int as qi,
           1 + floor(random() * ${LINES.length})::int as li, floor(random() * ${shops / CATEGORIES.length})::int as sj,
           random() as r_price, random() as r_deal, random() as r_rating, random() as r_stock, random() as r_age, random() as r_status
      from pg_catalog.generate_series(${first}, ${last}) g
  )
  insert into public.products (id, vendor_id, category, name, name_sw, name_so, description, description_sw, description_so,
                               price, original_price, rating, rating_count, is_new, stock, image, created_at, status)
  select 'sc-' || d.g, s.id, n.category,
         q.en || ' ' || n.en || ' ' || l.name || ' ' || (100 + d.g % 900),
         n.sw || ' ' || q.sw || ' ' || l.name || ' ' || (100 + d.g % 900),
         n.so || ' ' || q.so || ' ' || l.name || ' ' || (100 + d.g % 900),
         q.en || ' ' || pg_catalog.lower(n.en) || ' of the ' || l.name || ' line, sold by ' || s.name || ' and delivered across Nairobi.',
         n.sw || ' ' || q.sw || ' ya mfululizo wa ' || l.name || ', inauzwa na ' || s.name || ' na kuletwa kote Nairobi.',
         n.so || ' ' || q.so || ' oo ka tirsan taxanaha ' || l.name || ', waxaa iibiya ' || s.name || ', lagana keenaa Nairobi oo dhan.',
         pr.price,
         case when d.r_deal < 0.2 then pg_catalog.round(pr.price * (1.1 + d.r_deal * 2) / 10) * 10 end,
         round((3 + d.r_rating * 2)::numeric, 1), floor(d.r_rating * d.r_stock * 500)::int,
         d.r_age < 0.04,
         case when d.r_stock < 0.08 then 0 else floor(d.r_stock * 250)::int end,
         (select p.image from public.products p where p.category = n.category and p.image is not null and p.id not like 'sc-%' order by p.id limit 1),
         now() - d.r_age * interval '730 days',
         case when d.r_status < 0.05 then 'draft' else 'published' end
    from draw d
    join noun n on n.ni = d.ni
    join quality q on q.qi = d.qi
    join line l on l.li = d.li
    join shop s on s.k = n.ci + ${CATEGORIES.length} * d.sj
   cross join lateral (select greatest(10, pg_catalog.round(n.price * (0.6 + d.r_price * 0.9) / 10) * 10) as price) pr`;
}

export interface ScaleProgress {
  products: number;
  of: number;
}

/**
 * Fills `sql`'s catalogue up to `count` generated products (and their shops), in statements of
 * BATCH rows, then refreshes the planner's statistics. Returns how many products it added. Run it
 * in a transaction (it disables triggers while it works) as the database's owner.
 */
export async function seedScaleCatalogue(sql: Sql, count: number, onProgress?: (progress: ScaleProgress) => void): Promise<number> {
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) throw new Error(`A product count from 0 to 1,000,000, not ${count}`);
  const shops = shopCount(count);
  const [{ have } = { have: 0 }] = await sql.query<{ have: number }>(
    `select pg_catalog.count(*)::int as have from public.products where id like 'sc-%'`,
  );
  // Repeatable: the same seed draws the same catalogue (setseed holds for this connection).
  await sql.query(`select pg_catalog.setseed(0.44)`);
  await sql.execute(insertShopsSql(shops));
  // Two per-row triggers would do per product what one statement does for all of them at the end:
  // recount its shop (a hundred rows) and collect its words. Disabled only inside the caller's
  // transaction, so a failure leaves them as they were.
  await sql.exec('alter table public.products disable trigger products_touch_vendor_count, disable trigger products_search_words_insert');
  for (let first = have + 1; first <= count; first += BATCH) {
    const last = Math.min(count, first + BATCH - 1);
    await sql.execute(insertProductsSql(first, last, shops));
    onProgress?.({ products: last, of: count });
  }
  await sql.exec('alter table public.products enable trigger products_touch_vendor_count, enable trigger products_search_words_insert');
  // The vendors' before-update trigger sets product_count to the published products it counts.
  await sql.execute(`update public.vendors set product_count = 0 where id in (select s.id from (${shopsSql(shops)}) s)`);
  // As search_words_collect() (20250124000100_search_forgives.sql) does for one product.
  await sql.execute(`insert into public.search_words (word)
    select distinct w.lexeme
      from public.products p, pg_catalog.unnest(pg_catalog.ts_filter(p.fts, '{a,b,c}')) w
     where p.id like 'sc-%' and p.status = 'published' and pg_catalog.char_length(w.lexeme) between 3 and 40 and w.lexeme ~ '[[:alpha:]]'
    on conflict do nothing`);
  await sql.exec('analyze public.products; analyze public.vendors; analyze public.search_words;');
  return Math.max(0, count - have);
}
