import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';

// search_products (supabase/migrations/…_search.sql): the search page's text matching, through
// supabase-js as the page calls it. Names, vendors and descriptions are covered end to end in
// e2e/tests/search-results.spec.ts; here, the category's words in each language.

let backend: Backend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
});

afterAll(() => backend.close());

type Hit = { id: string; name: string; category: string; rank: number };

async function search(q: string): Promise<Hit[]> {
  const { data, error } = await anon.rpc('search_products', { q }).select('id,name,category,rank');
  expect(error).toBeNull();
  return data as Hit[];
}

async function productsIn(category: string): Promise<string[]> {
  const { data, error } = await anon.from('products').select('id').eq('category', category);
  expect(error).toBeNull();
  return (data as { id: string }[]).map((p) => p.id).sort();
}

describe('search_products: category text', () => {
  it.each([
    ['electronics', 'electronics'],
    ['Electronics', 'electronics'],
    ['kitchen', 'home-kitchen'],
    ['Home & Kitchen', 'home-kitchen'],
    ['jewelry', 'jewelry'],
  ])('%s finds every product of the %s category', async (q, category) => {
    const ids = new Set((await search(q)).map((hit) => hit.id));
    const all = await productsIn(category);
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const id of all) expect(ids).toContain(id);
  });

  it.each([
    ['Elektroniki', 'electronics', 'sw'],
    ['Jikoni', 'home-kitchen', 'sw'],
    ['Jikada', 'home-kitchen', 'so'],
  ])("%s (a word of the %s category's name in %s) finds every product of that category", async (q, category) => {
    const hits = await search(q);
    const all = await productsIn(category);
    expect(
      hits
        .filter((hit) => hit.category === category)
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(all);
  });

  it('ranks every product named with the word above every product that only mentions it elsewhere', async () => {
    const hits = await search('phone');
    const named = hits.filter((hit) => /\bphone/i.test(hit.name));
    const others = hits.filter((hit) => !/\bphone/i.test(hit.name));
    expect(named.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(Math.min(...named.map((hit) => hit.rank))).toBeGreaterThan(Math.max(...others.map((hit) => hit.rank)));
  });
});
