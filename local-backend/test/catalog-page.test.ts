import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';

/**
 * catalog_page and catalog_count (20250128000500_catalogue_at_scale.sql), the listings' reads, as
 * the catalogue remote calls them through supabase-js: each listing's pages, put end to end, are
 * the published products of its scope in its order, once each, and the count is how many there are.
 */
let backend: Backend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
});

afterAll(async () => {
  await backend?.close();
});

interface Row {
  id: string;
  price: string | number;
  created_at: string;
  featured_order: number | null;
  rating: string | number;
  rating_count: number;
  vendor: { slug: string } | null;
}

const ORDERS: Record<string, (a: Row, b: Row) => number> = {
  featured: (a, b) =>
    (a.featured_order ?? Infinity) - (b.featured_order ?? Infinity) ||
    Number(b.rating) - Number(a.rating) ||
    b.rating_count - a.rating_count ||
    (a.id < b.id ? -1 : 1),
  newest: (a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1),
  'price-asc': (a, b) => Number(a.price) - Number(b.price) || (a.id < b.id ? -1 : 1),
  'price-desc': (a, b) => Number(b.price) - Number(a.price) || (a.id < b.id ? 1 : -1),
};

const SCOPES: Record<
  string,
  { filter: (row: Row & { category: string; original_price: unknown; vendor_id: string }) => boolean; args: object }
> = {
  all: { filter: () => true, args: {} },
  category: { filter: (row) => row.category === 'electronics', args: { p_category: 'electronics' } },
  vendor: { filter: (row) => row.vendor_id === 'nairobi-scale-models', args: { p_vendor: 'nairobi-scale-models' } },
  deals: { filter: (row) => row.original_price !== null, args: { p_deals: true } },
};

const COLUMNS = 'id,price,created_at,featured_order,rating,rating_count,vendor:vendors(slug)';

describe('catalog_page and catalog_count (issue 44)', () => {
  it.each(Object.keys(SCOPES))('pages the %s listing in every order, each product once, and counts it', async (scope) => {
    const { data: everything } = await anon.from('products').select(`${COLUMNS},category,original_price,vendor_id`);
    const expected = (everything as unknown as Parameters<(typeof SCOPES)[string]['filter']>[0][]).filter(SCOPES[scope]!.filter);
    expect(expected.length).toBeGreaterThan(5);

    const { data: count, error } = await anon.rpc('catalog_count', SCOPES[scope]!.args);
    expect(error).toBeNull();
    expect(count).toBe(expected.length);

    for (const [sort, compare] of Object.entries(ORDERS)) {
      const pages: Row[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 5); page++) {
        const { data, error } = await anon
          .rpc('catalog_page', { ...SCOPES[scope]!.args, p_sort: sort, p_page: page, p_size: 5 })
          .select(COLUMNS);
        expect(error).toBeNull();
        pages.push(...(data as unknown as Row[]));
      }
      expect(pages.map((row) => row.id)).toEqual([...expected].sort(compare).map((row) => row.id));
      // The vendor is embedded as for a table read.
      expect(pages.every((row) => typeof row.vendor?.slug === 'string')).toBe(true);
    }
  });

  it('answers past the last page with no rows, and refuses a page out of range', async () => {
    const { data } = await anon.rpc('catalog_page', { p_page: 999 });
    expect(data).toEqual([]);
    for (const args of [{ p_page: 0 }, { p_page: 10001 }, { p_size: 101 }]) {
      const { error } = await anon.rpc('catalog_page', args);
      expect(error?.code).toBe('22023');
    }
  });
});
