// The columns each read asks for, the listing page size and its first screen's images: shared by the reads (./catalogue.ts)
// and the first reads the manifest declares (src/first-reads.ts), which the build config loads
// in Node, so nothing here imports app code.

export const PRODUCT_COLUMNS =
  'id,name,name_sw,name_so,description,description_sw,description_so,price,original_price,rating,rating_count,is_new,category,image,stock,vendor:vendors(id,name,slug)';
export const VENDOR_COLUMNS =
  'id,slug,name,category,rating,product_count,image,description,description_sw,description_so,location,contact_phone,joined_on';
export const CATEGORY_COLUMNS = 'slug,name_en,name_so,name_sw,description_en,description_so,description_sw,image,listed_count';

export const PAGE_SIZE = 24;

/**
 * The arguments of a listing page's read, `catalog_page` (supabase/migrations/…_catalogue_at_scale.sql):
 * its order, its page and the scope's own arguments. Text, as the first reads must send them;
 * PostgREST reads each by its parameter's type.
 */
export const listingPageArgs = (sort: string, page: number, scope: Record<string, string>): Record<string, string> => ({
  p_sort: sort,
  p_page: String(page),
  p_size: String(PAGE_SIZE),
  ...scope,
});

/** The cards on a phone's first screen: their images load at once (the rest lazily). */
export const FIRST_SCREEN_IMAGES = 4;
