import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, startTestBackend } from './helpers';
import { run } from './seller-fixtures';

// search_products (supabase/migrations/…_search_localized_names.sql) as the search page calls it:
// the result columns it selects, a product found by each of its names.

let backend: Backend;
let anon: SupabaseClient;
const id = `lamp-${run}`;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
  const service = client(backend, backend.serviceKey);
  const { error } = await service.from('products').insert({
    id,
    vendor_id: 'nairobi-tech-hub',
    category: 'electronics',
    name: `Solar Lamp ${run}`,
    name_sw: `Taa ya Jua ${run}`,
    name_so: `Laambad Qoraxeed ${run}`,
    price: 1800,
    stock: 5,
    // A seeded vendor's picture: the catalogue suites count the seed's own products/ pictures.
    image: 'vendors/nairobi-tech-hub.svg',
  });
  if (error) throw error;
});

afterAll(async () => {
  await client(backend, backend.serviceKey).from('products').delete().eq('id', id);
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
    const { data } = await anon.rpc('search_products', { q: 'Bluetooth Speaker Bass Boom' }).select('id,name_sw,name_so').eq('id', 'e1');
    expect(data).toEqual([{ id: 'e1', name_sw: null, name_so: null }]);
  });
});
