import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';
import { run } from './seller-fixtures';

// search_page (supabase/migrations/…_search_page.sql): the search page's one call. On the seeded
// catalogue, through the REST layer as the page calls it, held to what the page got before from
// search_products through the REST layer (rows, order, exact count), search_facets,
// search_highlights and search_suggestion. Plus a product whose whole name, with accents, a
// shopper may type: the exact tier folds names that are not ASCII.

let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;
const accented = { id: `creme-page-${run}`, name: `Crème Brûlée ${run}` };

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
  service = client(backend, backend.serviceKey);
  const { error } = await service.from('products').insert({
    ...accented,
    vendor_id: 'urembo-beauty',
    category: 'beauty',
    description: 'Whipped shea with a caramel scent.',
    price: 990,
    stock: 5,
  });
  if (error) throw error;
});

afterAll(async () => {
  await service?.from('products').delete().eq('id', accented.id);
  await backend?.close();
});

interface Row {
  id: string;
  name: string;
  name_sw: string | null;
  name_so: string | null;
  price: number;
  image: string | null;
  category: string;
  vendor_name: string | null;
}
type Facet = { facet: string; value: string; low: number | null; high: number | null; hits: number };
interface Answer {
  total: number;
  rows: Row[];
  facets: Facet[];
  highlights: { word: string; prefix: boolean }[];
  suggestion: string | null;
}

interface Ask {
  q?: string;
  categories?: string[];
  min_price?: number;
  max_price?: number;
  sort?: string;
  page_from?: number;
  page_size?: number;
}

async function page(args: Ask): Promise<Answer> {
  const { data, error } = await anon.rpc('search_page', args);
  expect(error).toBeNull();
  return data as Answer;
}

const COLUMNS = 'id,name,name_sw,name_so,price,image,category,vendor_name';

/** The page as the search remote asked for it before search_page: search_products through the REST layer. */
async function before(args: Ask): Promise<{ total: number; rows: Row[] }> {
  const from = args.page_from ?? 0;
  let builder = anon.rpc('search_products', args.q ? { q: args.q } : {}, { count: 'exact' }).select(COLUMNS);
  if (args.categories?.length) builder = builder.in('category', args.categories);
  if (args.min_price !== undefined) builder = builder.gte('price', args.min_price);
  if (args.max_price !== undefined) builder = builder.lte('price', args.max_price);
  if (args.sort === 'price-asc' || args.sort === 'price-desc') builder = builder.order('price', { ascending: args.sort === 'price-asc' });
  else builder = builder.order('rank', { ascending: false });
  const { data, count, error } = await builder
    .order('name')
    .order('id')
    .range(from, from + (args.page_size ?? 24) - 1);
  expect(error).toBeNull();
  return { total: count!, rows: data as unknown as Row[] };
}

const numbers = (rows: Row[]) => rows.map((row) => ({ ...row, price: Number(row.price) }));

describe('search_page', () => {
  it.each(['phone', 'simu', 'spik', 'bluetoth', 'kitenge dress', 'taa', `creme brulee ${run}`, 'phone -case', 'zzqx', undefined])(
    "answers q=%s with search_products' rows, order and exact count, whatever the filters, sort and page",
    async (q) => {
      const asks: Ask[] = [
        {},
        { sort: 'price-asc' },
        { sort: 'price-desc' },
        { categories: ['electronics', 'clothing'] },
        { min_price: 1000, max_price: 4999.99 },
        { categories: ['electronics'], min_price: 500, sort: 'price-desc' },
        { page_from: 3, page_size: 5 },
        { sort: 'price-asc', page_from: 10, page_size: 10 },
      ];
      for (const ask of asks) {
        const args = q === undefined ? ask : { q, ...ask };
        const [now, then] = await Promise.all([page(args), before(args)]);
        expect({ args, total: now.total, rows: numbers(now.rows) }).toEqual({ args, total: then.total, rows: numbers(then.rows) });
      }
    },
  );

  it('puts the product whose whole name was typed first, accents or not', async () => {
    for (const q of [`creme brulee ${run}`, `CRÈME BRÛLÉE ${run}`]) expect((await page({ q })).rows[0]?.id).toBe(accented.id);
  });

  it("gives search_facets' counts, each what ticking that filter shows, whatever filters are on", async () => {
    for (const q of ['phone', 'simu', 'bluetoth', undefined]) {
      const { data } = await anon.rpc('search_facets', q === undefined ? {} : { q });
      const filtered = await page({ q, categories: ['food'], max_price: 10 });
      const { facets } = await page(q === undefined ? {} : { q });
      expect(facets).toEqual(data);
      expect(filtered.facets).toEqual(data);
      for (const facet of facets) {
        const ticked =
          facet.facet === 'category'
            ? await page({ q, categories: [facet.value] })
            : await page({ q, min_price: Number(facet.low), ...(facet.high === null ? {} : { max_price: Number(facet.high) }) });
        expect([facet.value, ticked.total]).toEqual([facet.value, Number(facet.hits)]);
      }
    }
  });

  it("gives search_highlights' words and search_suggestion's 'Did you mean'", async () => {
    for (const q of ['simu', 'bluetoth', 'speker spika', 'Spík', 'phone -case', 'kitenge dress', 'zzqx']) {
      const [answer, highlights, suggestion] = await Promise.all([
        page({ q }),
        anon.rpc('search_highlights', { q }),
        anon.rpc('search_suggestion', { q }),
      ]);
      const byWord = (a: { word: string }, b: { word: string }) => a.word.localeCompare(b.word);
      expect(answer.highlights.sort(byWord)).toEqual((highlights.data as { word: string }[]).sort(byWord));
      expect([q, answer.suggestion]).toEqual([q, suggestion.data]);
    }
    expect((await page({ q: 'bluetoth' })).suggestion).toBe('bluetooth');
    expect(await page({})).toMatchObject({ highlights: [], suggestion: null });
  });

  it('brings a hostile page within bounds, takes an unknown sort as relevance and an empty list as any category', async () => {
    const all = await page({ q: 'a' });
    expect(all.total).toBeGreaterThan(48);
    expect((await page({ q: 'a', page_size: 1000 })).rows).toHaveLength(48);
    expect((await page({ q: 'a', page_size: 0 })).rows).toHaveLength(1);
    expect((await page({ q: 'a', page_from: -50 })).rows).toEqual(all.rows);
    expect((await page({ q: 'a', page_from: all.total })).rows).toEqual([]);
    expect(await page({ q: 'a', sort: "'; drop table products; --" })).toEqual(all);
    expect(await page({ q: 'a', categories: [] })).toEqual(all);
    expect(await page({ q: 'a', categories: ["') or 1=1 --"] })).toMatchObject({ total: 0, rows: [] });
  });

  it('takes hostile text as text, and refuses more than the page accepts', async () => {
    expect(await page({ q: "')) or 1=1 --" })).toMatchObject({ total: expect.any(Number) });
    const { error } = await anon.rpc('search_page', { q: 'x'.repeat(201) });
    expect(error).toMatchObject({ code: '22023' });
  });

  it('keeps its helper to itself', async () => {
    const { error } = await anon.rpc('search_in_names', { query: 'phone' });
    expect(error).not.toBeNull();
  });
});
