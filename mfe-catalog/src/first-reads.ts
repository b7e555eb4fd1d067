import { restRead, withImages, type FirstReads } from '@marketplace/contracts/first-reads';
import { CATEGORY_SLUGS } from '@marketplace/contracts/paths';
import {
  CATEGORY_COLUMNS,
  FIRST_SCREEN_IMAGES,
  listingPageArgs,
  PAGE_SIZE,
  PRODUCT_COLUMNS,
  VENDOR_COLUMNS,
} from './lib/catalogue/columns';
import { CATALOGUE_ID_PATTERN, VENDOR_SLUG_PATTERN } from './lib/catalogue/ids';

/**
 * The reads each page of this remote starts with, for the shell's start-up script to send while
 * the page's code downloads (contracts' host/first-reads.ts). They must be the very requests
 * `createCatalogue` sends, query order included: first-reads.test.ts holds each to it. The
 * listing's defaults (Featured, page 1) only: an address with `?sort=` or `?page=` sends nothing.
 * A listing's first screen of cards and a product's picture load as soon as the answer arrives.
 */
const categories = restRead('categories', { select: CATEGORY_COLUMNS, order: 'sort_order.asc' });

// The page's rows, as postgrest-js asks for a function's rows (Prefer: return=representation); its
// count (catalog_count) reads a row or a few, and is left to the page.
const firstListingPage = (scope: Record<string, string> = {}) =>
  withImages(
    restRead('rpc/catalog_page', { select: PRODUCT_COLUMNS }, 'return=representation', listingPageArgs('featured', 1, scope)),
    FIRST_SCREEN_IMAGES,
  );

export const FIRST_READS: FirstReads = {
  '/': { reads: [categories] },
  '/products': { reads: [firstListingPage()] },
  '/deals': { reads: [firstListingPage({ p_deals: 'true' })] },
  '/categories': { reads: [categories] },
  '/category/:categoryId': {
    params: { categoryId: CATEGORY_SLUGS.join('|') },
    reads: [categories, firstListingPage({ p_category: '{categoryId}' })],
  },
  '/product/:id': {
    params: { id: CATALOGUE_ID_PATTERN },
    reads: [withImages(restRead('products', { select: PRODUCT_COLUMNS, id: 'eq.{id}' }), 1)],
  },
  '/vendors': {
    reads: [
      restRead(
        'vendors',
        { select: VENDOR_COLUMNS, order: 'featured.desc,name.asc', offset: '0', limit: String(PAGE_SIZE) },
        'count=exact',
      ),
    ],
  },
  '/vendor/:slug': { params: { slug: VENDOR_SLUG_PATTERN }, reads: [restRead('vendors', { select: VENDOR_COLUMNS, slug: 'eq.{slug}' })] },
};
