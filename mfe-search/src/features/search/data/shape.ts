// What a search asks for, and how many results a first screen shows: shared by the search
// (./search-products.ts) and the first reads the manifest declares (src/first-reads.ts), which the
// build config loads in Node, so nothing here imports app code.

/**
 * Results per page, as the issue asks: search_page's default page size
 * (supabase/migrations/…_search_page.sql), which the page therefore never sends.
 */
export const PAGE_SIZE = 24;

/** The results on a phone's first screen: their images load at once (the rest lazily). */
export const FIRST_SCREEN_RESULTS = 4;
