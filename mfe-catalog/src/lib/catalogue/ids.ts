/** Catalogue ids (the tables' own check): anything else never reaches a request. */
export const CATALOGUE_ID_PATTERN = '[a-z0-9-]{1,40}';
const CATALOGUE_ID = new RegExp(`^${CATALOGUE_ID_PATTERN}$`);

/**
 * Vendor slugs: the shop's name (up to 120 characters) by the spec's rule, with a `-2`, `-3` …
 * suffix when another shop has it, so longer than an id.
 */
export const VENDOR_SLUG_PATTERN = '[a-z0-9-]{1,130}';
const VENDOR_SLUG = new RegExp(`^${VENDOR_SLUG_PATTERN}$`);

export function isCatalogueId(raw: string | undefined): raw is string {
  return raw !== undefined && CATALOGUE_ID.test(raw);
}

export function isVendorSlug(raw: string | undefined): raw is string {
  return raw !== undefined && VENDOR_SLUG.test(raw);
}
