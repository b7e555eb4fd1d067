import type { PostgrestClient } from '@supabase/postgrest-js';
import { z } from 'zod/v3';
import { catalogImageUrl, type CategorySlug, type Language } from '@marketplace/contracts';
import type { SearchFilters } from '../model/address';
import { PAGE_SIZE, RESULT_COLUMNS } from './shape';

/** One result card's data. */
export interface SearchHit {
  id: string;
  /** Per language: the vendor's Swahili or Somali name, else the English one. */
  names: Record<Language, string>;
  price: number;
  /** Public address of the product image, or null when the product has none. */
  imageUrl: string | null;
  category: string;
  vendorName: string | null;
}

export interface SearchPage {
  hits: SearchHit[];
  /** All matches across pages (the server's exact count). */
  total: number;
  /**
   * 'Did you mean …': the query with its words that match nothing replaced by the closest words
   * the shop sells (`search_suggestion`), or null.
   */
  suggestion: string | null;
  /**
   * How many results of the query (whatever the filters) each category and price band holds
   * (`search_facets`), or null when the backend could not count them.
   */
  facets: SearchFacets | null;
  /** The words the results were found by, for the names to mark (`search_highlights`). */
  highlights: HighlightWord[];
}

/** A price band the filters offer, with its inclusive bounds in KES (high null: 'and over'). */
export interface PriceBand {
  value: string;
  low: number;
  high: number | null;
  hits: number;
}

export interface SearchFacets {
  /** Results per category slug; a category missing has none. */
  categories: Record<string, number>;
  prices: PriceBand[];
}

/** A word to mark in a result's name: as a prefix ('spik' marks 'Spik' of 'Spika') or whole. */
export interface HighlightWord {
  word: string;
  prefix: boolean;
}

export interface SearchRequest {
  /** Validated text, or null to list everything the filters allow. */
  query: string | null;
  filters: SearchFilters;
  page: number;
}

/** The backend did not answer, answered with an error, or took longer than SEARCH_TIMEOUT_MS. */
class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('search unavailable', { cause });
    this.name = 'SearchUnavailableError';
  }
}

/** A search that has not answered by then counts as failed: the page offers Try Again. */
export const SEARCH_TIMEOUT_MS = 10_000;

// Rows come from another system: checked, never trusted to have the expected shape.
const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_sw: z.string().nullable(),
  name_so: z.string().nullable(),
  price: z.coerce.number().finite(),
  image: z.string().nullable(),
  category: z.string(),
  vendor_name: z.string().nullable(),
});

/**
 * Runs a search on the server: `search_products` (supabase/migrations/…_search.sql) ranks the
 * full-text matches; category and price filters, the order and the page go through the REST
 * layer with an exact count. Every value is a bind parameter of the request, never spliced text.
 */
export async function searchProducts(
  client: PostgrestClient,
  supabaseUrl: string,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const { categories, min, max, sort } = request.filters;
  const from = (request.page - 1) * PAGE_SIZE;
  let builder = client.rpc('search_products', request.query ? { q: request.query } : {}, { count: 'exact' }).select(RESULT_COLUMNS);
  if (categories.length > 0) builder = builder.in('category', categories);
  if (min !== null) builder = builder.gte('price', min);
  if (max !== null) builder = builder.lte('price', max);
  if (sort === 'relevance') builder = builder.order('rank', { ascending: false }).order('name');
  else builder = builder.order('price', { ascending: sort === 'price-asc' }).order('name');
  // The id last: a stable order, so pages never repeat or skip a product.
  builder = builder.order('id').range(from, from + PAGE_SIZE - 1);

  const [{ data, count, error }, suggestion, facets, highlights] = await Promise.all([
    withDeadline(signal, (deadline) => builder.abortSignal(deadline)),
    request.query ? fetchSuggestion(client, request.query, signal) : null,
    fetchFacets(client, request.query, signal),
    request.query ? fetchHighlights(client, request.query, signal) : [],
  ]);
  if (error) throw new SearchUnavailableError(error);
  const rows = z.array(rowSchema).safeParse(data);
  if (!rows.success) throw new SearchUnavailableError(rows.error);
  return {
    total: count ?? rows.data.length,
    suggestion,
    facets,
    highlights,
    hits: rows.data.map((row) => ({
      id: row.id,
      names: { en: row.name, sw: row.name_sw || row.name, so: row.name_so || row.name },
      price: row.price,
      imageUrl: row.image ? catalogImageUrl(supabaseUrl, row.image) : null,
      category: row.category,
      vendorName: row.vendor_name,
    })),
  };
}

/**
 * The server's 'Did you mean' for the query (supabase/migrations/…_search_forgives.sql). Only a
 * help beside the results: any failure is no suggestion, never a failed search.
 */
async function fetchSuggestion(client: PostgrestClient, query: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const { data, error } = await withDeadline(signal, (deadline) => client.rpc('search_suggestion', { q: query }).abortSignal(deadline));
    const suggestion = z.string().min(1).max(200).nullable().safeParse(data);
    return !error && suggestion.success ? suggestion.data : null;
  } catch {
    return null;
  }
}

const facetSchema = z.array(
  z.object({
    facet: z.enum(['category', 'price']),
    value: z.string().max(60),
    low: z.coerce.number().finite().nullable(),
    high: z.coerce.number().finite().nullable(),
    hits: z.coerce.number().int().nonnegative(),
  }),
);

/**
 * The filters' counts for the query (supabase/migrations/…_search_suggest.sql), counted by the
 * server from the very results `search_products` gives. A help beside the results: any failure
 * is no counts, never a failed search.
 */
async function fetchFacets(client: PostgrestClient, query: string | null, signal?: AbortSignal): Promise<SearchFacets | null> {
  try {
    const { data, error } = await withDeadline(signal, (deadline) =>
      client.rpc('search_facets', query ? { q: query } : {}).abortSignal(deadline),
    );
    const rows = facetSchema.safeParse(data);
    if (error || !rows.success) return null;
    const facets: SearchFacets = { categories: {}, prices: [] };
    for (const row of rows.data) {
      if (row.facet === 'category') facets.categories[row.value] = row.hits;
      else facets.prices.push({ value: row.value, low: row.low ?? 0, high: row.high, hits: row.hits });
    }
    return facets;
  } catch {
    return null;
  }
}

const highlightSchema = z.array(z.object({ word: z.string().min(1).max(200), prefix: z.boolean() })).max(200);

/** The words to mark in the results' names; any failure marks nothing. */
async function fetchHighlights(client: PostgrestClient, query: string, signal?: AbortSignal): Promise<HighlightWord[]> {
  try {
    const { data, error } = await withDeadline(signal, (deadline) => client.rpc('search_highlights', { q: query }).abortSignal(deadline));
    const words = highlightSchema.safeParse(data);
    return !error && words.success ? words.data : [];
  } catch {
    return [];
  }
}

/** The price-range step the default upper bound is rounded up to. */
const CEILING_STEP_KES = 1000;

/**
 * The default upper price bound: the catalogue's highest price rounded up to a whole thousand,
 * so the default range covers every product.
 */
export async function fetchPriceCeiling(client: PostgrestClient, signal?: AbortSignal): Promise<number | null> {
  const { data, error } = await withDeadline(signal, (deadline) =>
    client.from('products').select('price').order('price', { ascending: false }).limit(1).abortSignal(deadline),
  );
  if (error) return null;
  const top = z.array(z.object({ price: z.coerce.number().finite().nonnegative() })).safeParse(data);
  if (!top.success) return null;
  const highest = top.data[0]?.price ?? 0;
  return Math.max(CEILING_STEP_KES, Math.ceil(highest / CEILING_STEP_KES) * CEILING_STEP_KES);
}

/** The simulated image analysis 'recognises' one of these at random (spec section 4). */
const IMAGE_MATCH_CATEGORIES = ['clothing', 'electronics'] as const satisfies readonly CategorySlug[];

export function pickImageCategory(random: () => number = Math.random): CategorySlug {
  return random() < 0.5 ? IMAGE_MATCH_CATEGORIES[0] : IMAGE_MATCH_CATEGORIES[1];
}

/** Aborts the request when the caller does or when SEARCH_TIMEOUT_MS passes, whichever is first. */
async function withDeadline<T>(outer: AbortSignal | undefined, run: (signal: AbortSignal) => PromiseLike<T>): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort);
  const timer = setTimeout(abort, SEARCH_TIMEOUT_MS);
  try {
    return await run(controller.signal);
  } catch (error) {
    throw new SearchUnavailableError(error);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}
