import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';
import { run } from './seller-fixtures';

// search_products (supabase/migrations/…_search_localized_names.sql) as the search page calls it:
// the result columns it selects, a product found by each of its names, and the seeded catalogue's
// Swahili and Somali names (supabase/seed.sql).

let backend: Backend;
let anon: SupabaseClient;
const id = `lamp-${run}`;
/** A product its vendor named in English only. */
const englishOnly = `radio-${run}`;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
  const service = client(backend, backend.serviceKey);
  // A seeded vendor's picture: the catalogue suites count the seed's own products/ pictures.
  const fixture = { vendor_id: 'nairobi-tech-hub', category: 'electronics', price: 1800, stock: 5, image: 'vendors/nairobi-tech-hub.svg' };
  const { error } = await service.from('products').insert([
    { ...fixture, id, name: `Solar Lamp ${run}`, name_sw: `Taa ya Jua ${run}`, name_so: `Laambad Qoraxeed ${run}` },
    { ...fixture, id: englishOnly, name: `Pocket Radio ${run}` },
  ]);
  if (error) throw error;
});

afterAll(async () => {
  await client(backend, backend.serviceKey).from('products').delete().in('id', [id, englishOnly]);
  await backend?.close();
});

describe('search_products: names in every language', () => {
  it.each([
    ['English', `Solar Lamp ${run}`],
    ['Swahili', `Taa ya Jua ${run}`],
    ['Somali', `Laambad Qoraxeed ${run}`],
  ])('finds the product by its %s name and returns all three names', async (_language, q) => {
    const { data, error } = await anon.rpc('search_products', { q }).select('id,name,name_sw,name_so,price,image,category,vendor_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id,
        name: `Solar Lamp ${run}`,
        name_sw: `Taa ya Jua ${run}`,
        name_so: `Laambad Qoraxeed ${run}`,
        price: 1800,
        image: 'vendors/nairobi-tech-hub.svg',
        category: 'electronics',
        vendor_name: 'Nairobi Tech Hub',
      },
    ]);
  });

  it('returns null for the names a vendor did not write', async () => {
    const { data } = await anon.rpc('search_products', { q: `Pocket Radio ${run}` }).select('id,name_sw,name_so');
    expect(data).toEqual([{ id: englishOnly, name_sw: null, name_so: null }]);
  });
});

describe('search_products: the seeded catalogue in Swahili and Somali', () => {
  it.each([
    // Each word is in the product's own Swahili or Somali name; before, only a synonym found it.
    ['simu', 'fp-8'], // Simu Janja 128GB Laini Mbili
    ['simu', 'feature-phone-dual-sim'], // Simu ya Kitochi Laini Mbili
    ['spika', 'e1'], // Spika ya Bluetooth Bass Boom
    ['laambad', 'e2'], // Laambad Qoraxeed oo Shaaja Taleefan leh
    ['kabo maqaar', 'f2'], // Kabo Maqaar ah oo Gacanta lagu Soohay
  ])('%s finds %s by its name', async (q, productId) => {
    const { data, error } = await anon.rpc('search_products', { q }).select('id,match').eq('id', productId);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: productId, match: 'name' }]);
  });

  it('returns the Swahili and Somali names beside the English one', async () => {
    const { data } = await anon.rpc('search_products', { q: 'simu' }).select('id,name,name_sw,name_so').eq('id', 'fp-8');
    expect(data).toEqual([
      {
        id: 'fp-8',
        name: 'Smartphone 128GB Dual SIM',
        name_sw: 'Simu Janja 128GB Laini Mbili',
        name_so: 'Taleefan Casri ah 128GB Laba SIM',
      },
    ]);
  });
});
