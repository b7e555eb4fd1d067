import { restRead, withImages, type FirstReads } from '@marketplace/contracts/first-reads';
import { FIRST_SCREEN_RESULTS } from './features/search/data/shape';

/**
 * A plain text query (letters, digits, inner spaces; 2–200 characters): what the page searches for
 * unchanged, since it needs no trimming and validation has nothing to reject or log in it. Any
 * other query is left to the page (first-reads.test.tsx holds the pattern to the validation).
 */
export const PLAIN_QUERY = '[A-Za-z0-9][A-Za-z0-9 ]{0,198}[A-Za-z0-9]';

/**
 * The reads the search page starts with for `/search?q=…` and nothing else in the address (no
 * filters, sort or page), for the shell's start-up script to send while the page's code downloads
 * (contracts' host/first-reads.ts): the search (its first page of results, with the total and the
 * filters' counts), and the highest price for the price filter's default range. They must be the very requests the page sends: first-reads.test.tsx.
 * The first screen's result images load as soon as the answer arrives.
 */
export const FIRST_READS: FirstReads = {
  '/search': {
    query: ['q'],
    params: { q: PLAIN_QUERY },
    reads: [
      withImages(restRead('rpc/search_page', {}, undefined, { q: '{q}' }), FIRST_SCREEN_RESULTS),
      restRead('products', { select: 'price', order: 'price.desc', limit: '1' }),
    ],
  },
};
