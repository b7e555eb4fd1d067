import { z } from 'zod/v3';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { catalogImageUrl } from '@marketplace/contracts';
import type { CatalogProduct } from './cart-store';

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.coerce.number().finite().nonnegative(),
  image: z.string(),
  category: z.string(),
});

/** The catalogue's current name, price, image and category of these products (gone ones are absent). */
export async function fetchCatalogProducts(
  client: PostgrestClient,
  supabaseUrl: string,
  ids: readonly string[],
): Promise<CatalogProduct[]> {
  if (ids.length === 0) return [];
  const { data, error } = await client
    .from('products')
    .select('id, name, price, image, category')
    .in('id', [...ids]);
  if (error) throw error;
  return z
    .array(rowSchema)
    .parse(data)
    .map((row) => ({ ...row, image: catalogImageUrl(supabaseUrl, row.image) }));
}
