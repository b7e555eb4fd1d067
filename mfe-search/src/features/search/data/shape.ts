// What a search asks for, and how many results a first screen shows: shared by the search
// (./search-products.ts) and the first reads the manifest declares (src/first-reads.ts), which the
// build config loads in Node, so nothing here imports app code.

/** The columns of a result: the name in English, and in Swahili and Somali where the vendor wrote them. */
export const RESULT_COLUMNS = 'id,name,name_sw,name_so,price,image,category,vendor_name';

/** Results per page, as the issue asks. */
export const PAGE_SIZE = 24;

/** The results on a phone's first screen: their images load at once (the rest lazily). */
export const FIRST_SCREEN_RESULTS = 4;
