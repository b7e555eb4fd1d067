import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';

export type ProductStatus = 'draft' | 'published';

/** A vendor's product as the seller center edits it (docs/seller-data.md's columns). */
export interface Product {
  id: string;
  category: string;
  name: string;
  description: string | null;
  name_sw: string | null;
  name_so: string | null;
  description_sw: string | null;
  description_so: string | null;
  price: number;
  original_price: number | null;
  stock: number;
  is_new: boolean;
  image: string | null;
  status: ProductStatus;
  updated_at: string;
}

/** What the form writes; `vendor_id` is set on insert only, and the server never lets it change. */
export type ProductFields = Omit<Product, 'id' | 'status' | 'updated_at'>;

const COLUMNS =
  'id,category,name,description,name_sw,name_so,description_sw,description_so,price,original_price,stock,is_new,image,status,updated_at';

/** PostgREST may send numeric columns as strings. */
function toProduct(row: Record<string, unknown>): Product {
  const original = row.original_price;
  return {
    ...(row as unknown as Product),
    price: Number(row.price),
    original_price: original === null || original === undefined ? null : Number(original),
    stock: Number(row.stock),
  };
}

export type ProductFilter = 'all' | 'draft' | 'published' | 'out-of-stock';
export const PRODUCT_FILTERS: readonly ProductFilter[] = ['all', 'draft', 'published', 'out-of-stock'];
export const PRODUCTS_PER_PAGE = 10;

/** `%` and `_` typed in the search box mean themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the vendor's products, drafts included, newest change first. Always by vendor:
 * other vendors' published products are readable too.
 */
export async function readProducts(
  supabase: SupabaseClient,
  vendorId: string,
  { query, filter, page }: { query: string; filter: ProductFilter; page: number },
): Promise<{ products: Product[]; total: number }> {
  let request = supabase.from('products').select(COLUMNS, { count: 'exact' }).eq('vendor_id', vendorId);
  if (query) request = request.ilike('name', `%${likeEscaped(query)}%`);
  if (filter === 'draft' || filter === 'published') request = request.eq('status', filter);
  if (filter === 'out-of-stock') request = request.eq('stock', 0);
  const from = (page - 1) * PRODUCTS_PER_PAGE;
  const answer = await request
    .order('updated_at', { ascending: false })
    .order('id')
    .range(from, from + PRODUCTS_PER_PAGE - 1);
  const rows = dataOf<Array<Record<string, unknown>>>(answer) ?? [];
  return { products: rows.map(toProduct), total: answer.count ?? rows.length };
}

/** One of the vendor's products, or null when it is not theirs (or not there). */
export async function readProduct(supabase: SupabaseClient, vendorId: string, id: string): Promise<Product | null> {
  const row = dataOf<Record<string, unknown> | null>(
    await supabase.from('products').select(COLUMNS).eq('vendor_id', vendorId).eq('id', id).maybeSingle(),
  );
  return row ? toProduct(row) : null;
}

/** A new product: a draft until published. */
export async function createProduct(supabase: SupabaseClient, vendorId: string, fields: ProductFields): Promise<Product> {
  return toProduct(
    dataOf(
      await supabase
        .from('products')
        .insert({ ...fields, vendor_id: vendorId })
        .select(COLUMNS)
        .single(),
    ),
  );
}

/** Changes the fields, or publishes and unpublishes; another vendor's product changes no row (an error here). */
export async function updateProduct(
  supabase: SupabaseClient,
  id: string,
  change: Partial<ProductFields> | { status: ProductStatus },
): Promise<Product> {
  return toProduct(dataOf(await supabase.from('products').update(change).eq('id', id).select(COLUMNS).single()));
}
