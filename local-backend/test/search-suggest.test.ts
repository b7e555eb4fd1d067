import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';

// search_suggest, search_facets and search_highlights (supabase/migrations/…_search_suggest.sql):
// what the search box offers as the shopper types, the filters' counts and the words a result
// page marks. On the seeded catalogue, through the same REST calls the apps make.

let backend: Backend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
});

afterAll(async () => {
  await backend?.close();
});

type Suggestion = { kind: string; label: string; target: string };

async function suggest(q: string, lang = 'en', max = 8): Promise<Suggestion[]> {
  const { data, error } = await anon.rpc('search_suggest', { q, lang, max_rows: max });
  expect(error).toBeNull();
  return data as Suggestion[];
}

type Facet = { facet: string; value: string; low: number | null; high: number | null; hits: number };

async function facets(q: string | null): Promise<Facet[]> {
  const { data, error } = await anon.rpc('search_facets', q === null ? {} : { q });
  expect(error).toBeNull();
  return data as Facet[];
}

describe('search_suggest', () => {
  it("offers a Swahili shopper the product's Swahili name for a half-typed word", async () => {
    const found = await suggest('spik', 'sw');
    expect(found[0]).toEqual({ kind: 'product', label: 'Spika ya Bluetooth Bass Boom', target: 'e1' });
  });

  it('labels the same product in English and Somali for those shoppers', async () => {
    expect(await suggest('spik', 'en')).toContainEqual({ kind: 'product', label: 'Bluetooth Speaker Bass Boom', target: 'e1' });
    expect(await suggest('codbaa', 'so')).toContainEqual({ kind: 'product', label: 'Codbaahiye Bluetooth Bass Boom', target: 'e1' });
  });

  it('offers categories (in the language asked) and shops by their slugs', async () => {
    expect(await suggest('elec', 'sw')).toContainEqual({ kind: 'category', label: 'Elektroniki', target: 'electronics' });
    const shops = (await suggest('maasai')).filter((s) => s.kind === 'vendor');
    expect(shops).toContainEqual({ kind: 'vendor', label: 'Maasai Crafts', target: 'maasai-crafts' });
  });

  it('forgives typos and knows synonyms, as the search does', async () => {
    expect((await suggest('speker')).map((s) => s.target)).toContain('e1');
    expect((await suggest('nguo')).filter((s) => s.kind === 'category').map((s) => s.target)).toContain('clothing');
  });

  it('puts what starts with the text typed first', async () => {
    const found = (await suggest('sola', 'en')).filter((s) => s.kind === 'product');
    expect(found[0]!.label.toLowerCase().startsWith('sola')).toBe(true);
  });

  it('never gives more than asked, and nothing for nothing', async () => {
    expect((await suggest('a', 'en', 3)).length).toBeLessThanOrEqual(3);
    expect((await suggest('e', 'en', 50)).length).toBeLessThanOrEqual(20);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('xqzvvw')).toEqual([]);
  });

  it('takes hostile text as text, and an unknown language as English', async () => {
    expect(await suggest("')) or 1=1 --")).toEqual(expect.any(Array));
    expect(await suggest('spik', 'xx')).toContainEqual({ kind: 'product', label: 'Bluetooth Speaker Bass Boom', target: 'e1' });
  });
});

describe('search_facets', () => {
  it('counts each category and price band exactly as search_products finds them', async () => {
    for (const q of ['phone', 'simu', 'bluetoth', null]) {
      const { data } = await anon.rpc('search_products', q === null ? {} : { q }).select('category,price');
      const rows = data as { category: string; price: number }[];
      const counted = await facets(q);
      const byCategory = new Map<string, number>();
      for (const row of rows) byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + 1);
      expect(Object.fromEntries(counted.filter((f) => f.facet === 'category').map((f) => [f.value, Number(f.hits)]))).toEqual(
        Object.fromEntries(byCategory),
      );
      const bands = counted.filter((f) => f.facet === 'price');
      expect(bands.map((b) => b.value)).toEqual(['under-1000', '1000-4999', '5000-19999', '20000-up']);
      for (const band of bands) {
        const low = Number(band.low);
        const high = band.high === null ? Infinity : Number(band.high);
        expect(Number(band.hits)).toBe(rows.filter((r) => Number(r.price) >= low && Number(r.price) <= high).length);
      }
      expect(bands.reduce((sum, b) => sum + Number(b.hits), 0)).toBe(rows.length);
    }
  });

  it('gives the phone query its electronics count', async () => {
    const counted = await facets('simu');
    expect(Number(counted.find((f) => f.facet === 'category' && f.value === 'electronics')?.hits)).toBeGreaterThanOrEqual(2);
  });
});

describe('search_highlights', () => {
  async function words(q: string) {
    const { data, error } = await anon.rpc('search_highlights', { q });
    expect(error).toBeNull();
    return data as { word: string; prefix: boolean }[];
  }

  it('gives the words typed as prefixes, folded', async () => {
    expect(await words('Spík')).toContainEqual({ word: 'spik', prefix: true });
  });

  it('gives synonyms and the close word a typo stood for, whole', async () => {
    expect(await words('simu')).toContainEqual({ word: 'phone', prefix: false });
    expect(await words('bluetoth')).toContainEqual({ word: 'bluetooth', prefix: false });
  });

  it('leaves out excluded words, and nothing for nothing', async () => {
    expect((await words('phone -case')).map((w) => w.word)).not.toContain('case');
    expect(await words('')).toEqual([]);
  });
});
