// What a search asks for: shared by the search (./search-products.ts) and the first reads the
// manifest declares (src/first-reads.ts), which the build config loads in Node, so nothing here
// imports app code.

/** The columns of a result. */
export const RESULT_COLUMNS = 'id,name,price,image,category,vendor_name';

/** Results per page, as the issue asks. */
export const PAGE_SIZE = 24;
