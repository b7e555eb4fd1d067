import type { PostgrestClient } from '@supabase/postgrest-js';
import { catalogImageUrl, type Language } from '@marketplace/contracts';
import { CATEGORY_COLUMNS, listingPageArgs, PAGE_SIZE, PRODUCT_COLUMNS, VENDOR_COLUMNS } from './columns';
import { isCatalogueId, isVendorSlug } from './ids';

export { PAGE_SIZE };

/** The one read module of this remote's catalogue: categories, vendors and products. */

/** A text per language: the vendor's Swahili or Somali version, else the English one. */
export type InLanguages = Record<Language, string>;

export interface Product {
  id: string;
  names: InLanguages;
  descriptions: InLanguages;
  price: number;
  /** null when the product is not discounted. */
  originalPrice: number | null;
  rating: number;
  ratingCount: number;
  isNew: boolean;
  category: string;
  image: string;
  stock: number;
  vendor: { id: string; name: string; slug: string };
}

export interface Vendor {
  id: string;
  slug: string;
  name: string;
  category: string;
  rating: number;
  productCount: number;
  image: string;
  descriptions: InLanguages;
  location: string;
  /** `+2547…`, '' when the vendor gave none. */
  contactPhone: string;
  /** The day the shop joined (ISO date), '' when unknown. */
  joinedOn: string;
}

export interface Category {
  slug: string;
  names: InLanguages;
  descriptions: InLanguages;
  image: string;
  listedCount: number;
}

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];

/** A `?sort=` value from the address; anything unknown is Featured. */
export function parseSort(raw: string | null): Sort {
  return (SORTS as readonly string[]).includes(raw ?? '') ? (raw as Sort) : 'featured';
}

/** A `?page=` value from the address: a whole number from 1, else 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export type Scope = { kind: 'all' } | { kind: 'deals' } | { kind: 'category'; slug: string } | { kind: 'vendor'; vendorId: string };

/** The arguments catalog_page and catalog_count take for a scope. */
function scopeArgs(scope: Scope): Record<string, string> {
  if (scope.kind === 'deals') return { p_deals: 'true' };
  if (scope.kind === 'category') return { p_category: scope.slug };
  if (scope.kind === 'vendor') return { p_vendor: scope.vendorId };
  return {};
}

export interface Page<T> {
  items: T[];
  total: number;
}

interface ProductRow {
  id: string;
  name: string;
  name_sw: string | null;
  name_so: string | null;
  description: string | null;
  description_sw: string | null;
  description_so: string | null;
  price: number | string;
  original_price: number | string | null;
  rating: number | string;
  rating_count: number;
  is_new: boolean;
  category: string;
  image: string | null;
  stock: number;
  vendor: { id: string; name: string; slug: string } | null;
}

interface VendorRow {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  rating: number | string;
  product_count: number;
  image: string | null;
  description: string | null;
  description_sw: string | null;
  description_so: string | null;
  location: string | null;
  contact_phone: string | null;
  joined_on: string | null;
}

interface CategoryRow {
  slug: string;
  name_en: string;
  name_so: string;
  name_sw: string;
  description_en: string;
  description_so: string;
  description_sw: string;
  image: string | null;
  listed_count: number;
}

/** Thrown for a failed read; the message is the backend's, for mapError. */
class CatalogueError extends Error {
  constructor(override readonly cause: unknown) {
    super(typeof cause === 'object' && cause && 'message' in cause ? String(cause.message) : 'Catalogue request failed');
  }
}

function unwrap<T>(result: { data: T | null; error: unknown; count?: number | null }): { data: T; count: number } {
  if (result.error) throw new CatalogueError(result.error);
  return { data: result.data as T, count: result.count ?? 0 };
}

export function createCatalogue(client: PostgrestClient, supabaseUrl: string) {
  // numeric columns may arrive as strings (PostgREST keeps their precision)
  const num = (value: number | string | null) => (value === null ? null : Number(value));
  const image = (path: string | null) => (path ? catalogImageUrl(supabaseUrl, path) : '');

  // A language the vendor wrote nothing in shows the English text.
  const inLanguages = (en: string, sw: string | null, so: string | null): InLanguages => ({ en, sw: sw || en, so: so || en });

  const product = (row: ProductRow): Product => ({
    id: row.id,
    names: inLanguages(row.name, row.name_sw, row.name_so),
    descriptions: inLanguages(row.description ?? '', row.description_sw, row.description_so),
    price: Number(row.price),
    originalPrice: num(row.original_price),
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    isNew: row.is_new,
    category: row.category,
    image: image(row.image),
    stock: row.stock,
    vendor: row.vendor ?? { id: '', name: '', slug: '' },
  });

  const vendor = (row: VendorRow): Vendor => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category ?? '',
    rating: Number(row.rating),
    productCount: row.product_count,
    image: image(row.image),
    descriptions: inLanguages(row.description ?? '', row.description_sw, row.description_so),
    location: row.location ?? '',
    contactPhone: row.contact_phone ?? '',
    joinedOn: row.joined_on ?? '',
  });

  const category = (row: CategoryRow): Category => ({
    slug: row.slug,
    names: { en: row.name_en, so: row.name_so, sw: row.name_sw },
    descriptions: { en: row.description_en, so: row.description_so, sw: row.description_sw },
    image: image(row.image),
    listedCount: row.listed_count,
  });

  const products = () => client.from('products').select(PRODUCT_COLUMNS);

  return {
    async featured(): Promise<Product[]> {
      const { data } = unwrap(await products().not('featured_order', 'is', null).order('featured_order').limit(8));
      return (data as unknown as ProductRow[]).map(product);
    },

    async discovery(): Promise<Product[]> {
      const { data } = unwrap(await products().not('discovery_order', 'is', null).order('discovery_order').limit(11));
      return (data as unknown as ProductRow[]).map(product);
    },

    /**
     * One page of a listing, sorted on the server, and how many products the listing holds. The
     * page comes from catalog_page, which walks the listing's index to it rather than reading and
     * dropping every product before it (a deep OFFSET); the total from catalog_count's live counts.
     */
    async listing(scope: Scope, sort: Sort, page: number): Promise<Page<Product>> {
      const [rows, count] = await Promise.all([
        client.rpc('catalog_page', listingPageArgs(sort, page, scopeArgs(scope))).select(PRODUCT_COLUMNS),
        client.rpc('catalog_count', scopeArgs(scope)),
      ]);
      const { data } = unwrap(rows);
      const { data: total } = unwrap(count);
      return { items: (data as unknown as ProductRow[]).map(product), total: Number(total) || 0 };
    },

    /** null for an unknown or malformed id; a malformed id is never sent. */
    async product(id: string): Promise<Product | null> {
      if (!isCatalogueId(id)) return null;
      const { data } = unwrap(await products().eq('id', id).maybeSingle());
      return data ? product(data as unknown as ProductRow) : null;
    },

    async related(of: Product): Promise<Product[]> {
      const { data } = unwrap(
        await products().eq('category', of.category).neq('id', of.id).order('rating', { ascending: false }).order('id').limit(4),
      );
      return (data as unknown as ProductRow[]).map(product);
    },

    /** The four best-rated vendors (name breaks ties, so the choice is stable). */
    async popularVendors(): Promise<Vendor[]> {
      const { data } = unwrap(
        await client.from('vendors').select(VENDOR_COLUMNS).order('rating', { ascending: false }).order('name').limit(4),
      );
      return (data as VendorRow[]).map(vendor);
    },

    async vendors(page: number): Promise<Page<Vendor>> {
      const from = (page - 1) * PAGE_SIZE;
      const { data, count } = unwrap(
        await client
          .from('vendors')
          .select(VENDOR_COLUMNS, { count: 'exact' })
          .order('featured', { ascending: false })
          .order('name')
          .range(from, from + PAGE_SIZE - 1),
      );
      return { items: (data as VendorRow[]).map(vendor), total: count };
    },

    /** null for an unknown or malformed slug; a malformed slug is never sent. */
    async vendor(slug: string): Promise<Vendor | null> {
      if (!isVendorSlug(slug)) return null;
      const { data } = unwrap(await client.from('vendors').select(VENDOR_COLUMNS).eq('slug', slug).maybeSingle());
      return data ? vendor(data as VendorRow) : null;
    },

    /** The address a shop has now, for an address it had before a rename; null when no shop had it. */
    async vendorSlugNow(formerSlug: string): Promise<string | null> {
      if (!isVendorSlug(formerSlug)) return null;
      const { data } = unwrap(await client.rpc('vendor_slug_now', { p_slug: formerSlug }));
      return typeof data === 'string' && isVendorSlug(data) ? data : null;
    },

    async categories(): Promise<Category[]> {
      const { data } = unwrap(await client.from('categories').select(CATEGORY_COLUMNS).order('sort_order'));
      return (data as CategoryRow[]).map(category);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
