import type { PostgrestClient } from '@supabase/postgrest-js';
import { z } from 'zod/v3';
import { catalogImageUrl, type CategorySlug, type Language } from '@marketplace/contracts';
import type { SearchFilters } from '../model/address';
import { PAGE_SIZE } from './shape';

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
   * the shop sells (as `search_suggestion` gives it), or null.
   */
  suggestion: string | null;
  /**
   * How many results of the query (whatever the filters) each category and price band holds
   * (as `search_facets` counts them), or null when the backend's counts are malformed.
   */
  facets: SearchFacets | null;
  /** The words the results were found by, for the names to mark (as `search_highlights` gives them). */
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

// The answer comes from another system: checked, never trusted to have the expected shape.
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

/** The rows and the total make the page; the rest only helps it, each checked on its own. */
const answerSchema = z.object({
  total: z.coerce.number().int().nonnegative(),
  rows: z.array(rowSchema),
  facets: z.unknown(),
  highlights: z.unknown(),
  suggestion: z.unknown(),
});

const facetSchema = z.array(
  z.object({
    facet: z.enum(['category', 'price']),
    value: z.string().max(60),
    low: z.coerce.number().finite().nullable(),
    high: z.coerce.number().finite().nullable(),
    hits: z.coerce.number().int().nonnegative(),
  }),
);

const highlightSchema = z.array(z.object({ word: z.string().min(1).max(200), prefix: z.boolean() })).max(200);

const suggestionSchema = z.string().min(1).max(200).nullable();

/**
 * Runs a search on the server in one call: `search_page` (supabase/migrations/…_search_page.sql)
 * finds the matches once and answers the page of rows (filtered, ordered and paged there), the
 * exact total, the filters' counts, the words to mark and the 'Did you mean'. Every value is an
 * argument of the call, never spliced text. The counts, the words and the suggestion only help
 * the results: any of them malformed is left out, never a failed search.
 */
export async function searchProducts(
  client: PostgrestClient,
  supabaseUrl: string,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const { data, error } = await withDeadline(signal, (deadline) =>
    client.rpc('search_page', searchArguments(request)).abortSignal(deadline),
  );
  if (error) throw new SearchUnavailableError(error);
  const answer = answerSchema.safeParse(data);
  if (!answer.success) throw new SearchUnavailableError(answer.error);
  const { total, rows, facets, highlights, suggestion } = answer.data;
  const words = highlightSchema.safeParse(highlights);
  const didYouMean = suggestionSchema.safeParse(suggestion);
  return {
    total,
    suggestion: request.query && didYouMean.success ? didYouMean.data : null,
    facets: readFacets(facets),
    highlights: words.success ? words.data : [],
    hits: rows.map((row) => ({
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
 * The call's arguments. What the page leaves at search_page's defaults (no text, any category,
 * any price, by relevance, the first page, PAGE_SIZE rows) is not sent, so a plain query's first
 * page is `{ q }` alone: the very request the manifest's first read declares (src/first-reads.ts).
 */
function searchArguments({ query, filters, page }: SearchRequest): Record<string, string | number | string[]> {
  const args: Record<string, string | number | string[]> = {};
  if (query) args.q = query;
  if (filters.categories.length > 0) args.categories = filters.categories;
  if (filters.min !== null) args.min_price = filters.min;
  if (filters.max !== null) args.max_price = filters.max;
  if (filters.sort !== 'relevance') args.sort = filters.sort;
  if (page > 1) args.page_from = (page - 1) * PAGE_SIZE;
  return args;
}

/** The filters' counts by category and price band, or null when the server's are malformed. */
function readFacets(answer: unknown): SearchFacets | null {
  const rows = facetSchema.safeParse(answer);
  if (!rows.success) return null;
  const facets: SearchFacets = { categories: {}, prices: [] };
  for (const row of rows.data) {
    if (row.facet === 'category') facets.categories[row.value] = row.hits;
    else facets.prices.push({ value: row.value, low: row.low ?? 0, high: row.high, hits: row.hits });
  }
  return facets;
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
