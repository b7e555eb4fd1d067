import { CATEGORY_SLUGS, isImageSearchPreview, type CategorySlug } from '@marketplace/contracts';

export const SORT_ORDERS = ['relevance', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export { FIRST_SCREEN_RESULTS, PAGE_SIZE } from '../data/shape';

/** A page number past this is junk from the address, not a shopper paging through. */
const PAGE_MAX = 1000;
/** Whole shillings with at most 2 decimals and no more digits than numeric(12,2) holds. */
const AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;

export interface SearchFilters {
  /** Known slugs only, in the catalogue's order; they combine as OR. */
  categories: CategorySlug[];
  /** Inclusive bounds in KES; null is the default (0, and no upper limit). */
  min: number | null;
  max: number | null;
  sort: SortOrder;
}

/** Everything the search page reads from its address, with hostile values already defused. */
export interface SearchAddress {
  /** The raw `q` text (first one if repeated), or null when absent or blank: still unvalidated. */
  q: string | null;
  /** A preview address this page could have made, else null (never loaded otherwise). */
  image: string | null;
  filters: SearchFilters;
  page: number;
}

export const DEFAULT_FILTERS: SearchFilters = { categories: [], min: null, max: null, sort: 'relevance' };

function readCategories(params: URLSearchParams): CategorySlug[] {
  // Repeated parameters and comma lists both count; anything that is not a known slug is dropped.
  const wanted = new Set(
    params
      .getAll('category')
      .flatMap((value) => value.split(','))
      .map((slug) => slug.trim()),
  );
  return CATEGORY_SLUGS.filter((slug) => wanted.has(slug));
}

function readAmount(value: string | null): number | null {
  if (value === null || !AMOUNT.test(value.trim())) return null;
  return Number(value.trim());
}

function readSort(value: string | null): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? 'relevance';
}

function readPage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/**
 * Reads the search page's address: `?q=&image=&category=a,b&min=&max=&sort=&page=`. A repeated
 * parameter counts once (the first), except `category`, whose values all count.
 */
export function readAddress(params: URLSearchParams, origin: string): SearchAddress {
  const q = params.get('q');
  const image = params.get('image');
  let min = readAmount(params.get('min'));
  let max = readAmount(params.get('max'));
  // A range given backwards is meant the right way round.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    q: q !== null && q.trim() !== '' ? q : null,
    image: isImageSearchPreview(image, origin) ? image : null,
    filters: { categories: readCategories(params), min, max, sort: readSort(params.get('sort')) },
    page: readPage(params.get('page')),
  };
}

/** What URL decoding leaves for an escape that is not UTF-8 text (`%FF`, a cut-off `%E0%A4`). */
const UNDECODABLE = '\uFFFD';

/**
 * The `q` to validate, or undefined when the address could not be decoded into text: validation
 * then reports spec 5's parse failure, 'Search query is invalid', and no search runs.
 */
export function decodedQuery(q: string): string | undefined {
  return q.includes(UNDECODABLE) ? undefined : q;
}

/** The address of a search state; defaults are left out so shared links stay short. */
export function writeAddress(state: { q?: string | null; image?: string | null; filters: SearchFilters; page?: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.image) params.set('image', state.image);
  const { categories, min, max, sort } = state.filters;
  if (categories.length > 0) params.set('category', categories.join(','));
  if (min !== null) params.set('min', String(min));
  if (max !== null) params.set('max', String(max));
  if (sort !== 'relevance') params.set('sort', sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many filters differ from the defaults (the mobile Filters button shows it). */
export function activeFilterCount(filters: SearchFilters): number {
  return filters.categories.length + (filters.min !== null ? 1 : 0) + (filters.max !== null ? 1 : 0);
}
