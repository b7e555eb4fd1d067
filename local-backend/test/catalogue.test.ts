import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';

let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
  service = client(backend, backend.serviceKey);
});

afterAll(async () => {
  // Rows added here carry no image: on a shared PostgreSQL, later suites would meet them.
  await service.from('products').delete().eq('id', 'a'.repeat(40));
  await service.from('vendors').delete().eq('id', 'slug-test');
  await backend.close();
});

const CATEGORIES = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'models', 'food'];

describe('catalogue: reading', () => {
  it('anon reads the seven categories in display order with their names in en, so and sw and their published products counted', async () => {
    const { data, error } = await anon.from('categories').select('slug,name_en,name_so,name_sw,listed_count,image').order('sort_order');
    expect(error).toBeNull();
    expect(data!.map((c) => c.slug)).toEqual(CATEGORIES);
    // Counted by SQL (20250126000100), not the spec's sample figures: anon reads published products only.
    const { data: products } = await anon.from('products').select('category');
    expect(data!.map((c) => c.listed_count)).toEqual(data!.map((c) => products!.filter((p) => p.category === c.slug).length));
    expect(data!.find((c) => c.slug === 'clothing')!.listed_count).toBeLessThan(1200);
    for (const category of data!) {
      expect(category.name_so).not.toBe(category.name_en);
      expect(category.name_sw).not.toBe(category.name_en);
      expect(category.image).toBe(`categories/${category.slug}.svg`);
    }
  });

  it('seeds at least 60 products with at least 8 in every category, each with a KES price and its image path', async () => {
    // The seed's pictures are its own folder's; products other suites add (vendors' uploads on a
    // shared PostgreSQL) live under vendors/.
    const { data, error } = await anon.from('products').select('id,category,price,image').like('image', 'products/%');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(60);
    for (const slug of CATEGORIES) expect(data!.filter((p) => p.category === slug).length).toBeGreaterThanOrEqual(8);
    for (const product of data!) {
      expect(Number(product.price)).toBeGreaterThan(0);
      expect(product.image).toBe(`products/${product.id}.svg`);
    }
  });

  it("keeps the eight featured products in order with today's ids, names and prices", async () => {
    const { data } = await anon
      .from('products')
      .select('id,name,price,original_price')
      .not('featured_order', 'is', null)
      .order('featured_order');
    expect(data!.map((p) => [p.id, p.name, Number(p.price), Number(p.original_price)])).toEqual([
      ['fp-1', 'Kitenge Print Maxi Dress', 2500, 3500],
      ['fp-2', 'Wireless Earbuds Pro', 4200, 5999],
      ['fp-3', 'Maasai Beaded Necklace', 1200, 1800],
      ['fp-4', 'Sufuria Cookware Set', 3800, 4500],
      ['fp-5', 'Shea Butter Skin Care Set', 1500, 2000],
      ['fp-6', 'Matatu 1:24 Scale Model Kit', 6500, 8000],
      ['fp-7', 'Kenyan AA Coffee Beans 1kg', 1800, 2200],
      ['fp-8', 'Smartphone 128GB Dual SIM', 18999, 22999],
    ]);
  });

  it('has the eleven discovery products (m1, e1, f1, h1, b1, j1 ...) and the ten search samples', async () => {
    const { data: discovery } = await anon.from('products').select('id').not('discovery_order', 'is', null).order('discovery_order');
    expect(discovery!.map((p) => p.id)).toEqual(['m1', 'e1', 'f1', 'h1', 'b1', 'j1', 'm2', 'e2', 'f2', 'h2', 'j2']);
    const { data: search } = await anon
      .from('products')
      .select('id')
      .in('id', ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10']);
    expect(search).toHaveLength(10);
  });

  it("marks the Models vendor as featured and counts each vendor's products from the data", async () => {
    const { data: vendors } = await anon.from('vendors').select('id,slug,name,featured,product_count');
    expect(vendors!.filter((v) => v.featured).map((v) => v.id)).toEqual(['nairobi-scale-models']);
    const { data: products } = await anon.from('products').select('vendor_id');
    for (const vendor of vendors!) {
      expect(vendor.product_count).toBe(products!.filter((p) => p.vendor_id === vendor.id).length);
    }
  });
});

describe('catalogue: writes', () => {
  const row = { id: 'intruder', vendor_id: 'kahawa-house', category: 'food', name: 'Fake', price: 1 };

  it('refuses an anonymous insert, update and delete', async () => {
    expect((await anon.from('products').insert(row)).error?.code).toBe('42501');
    await anon.from('products').update({ price: 1 }).eq('id', 'fp-1');
    await anon.from('products').delete().eq('id', 'fp-2');
    const { data } = await anon.from('products').select('id,price').in('id', ['fp-1', 'fp-2', 'intruder']);
    expect(data!.map((p) => [p.id, Number(p.price)]).sort()).toEqual([
      ['fp-1', 2500],
      ['fp-2', 4200],
    ]);
  });

  it("refuses a signed-in user's insert, update and delete", async () => {
    const { supabase } = await confirmedUser(backend);
    expect((await supabase.from('vendors').insert({ id: 'x', slug: 'x', name: 'x' })).error?.code).toBe('42501');
    await supabase.from('products').update({ price: 1 }).eq('id', 'fp-3');
    await supabase.from('categories').delete().eq('slug', 'food');
    const { data: product } = await anon.from('products').select('price').eq('id', 'fp-3').single();
    expect(Number(product!.price)).toBe(1200);
    expect((await anon.from('categories').select('slug').eq('slug', 'food')).data).toHaveLength(1);
  });

  it('keeps product_count true when the service role adds, moves and deletes products', async () => {
    const count = async (id: string) =>
      (await anon.from('vendors').select('product_count').eq('id', id).single()).data!.product_count as number;
    const before = await count('shamba-fresh');
    expect((await service.from('products').insert({ ...row, id: 'count-test', vendor_id: 'shamba-fresh' })).error).toBeNull();
    expect(await count('shamba-fresh')).toBe(before + 1);
    const kahawa = await count('kahawa-house');
    await service.from('products').update({ vendor_id: 'kahawa-house' }).eq('id', 'count-test');
    expect([await count('shamba-fresh'), await count('kahawa-house')]).toEqual([before, kahawa + 1]);
    await service.from('vendors').update({ product_count: 999 }).eq('id', 'kahawa-house');
    expect(await count('kahawa-house')).toBe(kahawa + 1);
    await service.from('products').delete().eq('id', 'count-test');
    expect(await count('kahawa-house')).toBe(kahawa);
  });

  it('refuses a vendor slug that is not the name lowercased with spaces as hyphens', async () => {
    const bad = await service.from('vendors').insert({ id: 'slug-test', slug: 'Mombasa Spice', name: 'Mombasa Spice' });
    expect(bad.error?.code).toBe('23514');
    const good = await service.from('vendors').insert({ id: 'slug-test', slug: 'mombasa-spice-co', name: 'Mombasa Spice Co.' });
    expect(good.error).toBeNull();
  });

  it('refuses an original price below the price and a rating above 5', async () => {
    expect((await service.from('products').insert({ ...row, id: 'bad-price', original_price: 0.5 })).error?.code).toBe('23514');
    expect((await service.from('products').insert({ ...row, id: 'bad-rating', rating: 5.5 })).error?.code).toBe('23514');
  });

  it('refuses a product id outside ^[a-z0-9-]{1,40}$ and a negative price', async () => {
    for (const id of ['Upper-Case', 'has space', '../x', 'a'.repeat(41), '']) {
      expect((await service.from('products').insert({ ...row, id })).error?.code).toBe('23514');
    }
    expect((await service.from('products').insert({ ...row, id: 'negative', price: -1, original_price: null })).error?.code).toBe('23514');
    expect((await service.from('products').insert({ ...row, id: 'a'.repeat(40) })).error).toBeNull();
  });
});

describe('catalogue: images', () => {
  it('draws every product its own picture: no two product images are the same file', async () => {
    // Rows other tests add carry no image or one of a vendor's uploads; every seeded product has its own.
    const { data } = await anon.from('products').select('image').like('image', 'products/%');
    expect(data!.length).toBeGreaterThanOrEqual(60);
    const bodies = await Promise.all(
      data!.map(async ({ image }) => (await fetch(`${backend.url}/storage/v1/object/public/catalog/${image}`)).text()),
    );
    expect(bodies.every((body) => body.includes('<svg'))).toBe(true);
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});

describe('catalogue: full-text search', () => {
  it("finds products by their vendor's name", async () => {
    const { data, error } = await anon.from('products').select('id,vendor_id').textSearch('fts', 'kahawa', { config: 'simple' });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(3);
    expect(data!.every((p) => p.vendor_id === 'kahawa-house')).toBe(true);
  });

  it('finds products by a Swahili word (the category name "Urembo" and "kikoy")', async () => {
    const { data: beauty } = await anon.from('products').select('category').textSearch('fts', 'urembo', { config: 'simple' });
    expect(new Set(beauty!.map((p) => p.category))).toEqual(new Set(['beauty']));
    const { data: kikoy } = await anon.from('products').select('id').textSearch('fts', 'kikoy', { config: 'simple' });
    expect(kikoy!.map((p) => p.id)).toContain('s2');
  });

  it("re-indexes a vendor's products when the vendor is renamed", async () => {
    await service.from('vendors').update({ name: 'Zawadi Roasters', slug: 'zawadi-roasters' }).eq('id', 'kahawa-house');
    const { data } = await anon.from('products').select('id').textSearch('fts', 'zawadi', { config: 'simple' });
    expect(data!.map((p) => p.id)).toContain('fp-7');
    await service.from('vendors').update({ name: 'Kahawa House', slug: 'kahawa-house' }).eq('id', 'kahawa-house');
  });
});
