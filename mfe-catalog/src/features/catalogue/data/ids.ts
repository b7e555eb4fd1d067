/** Catalogue ids and vendor slugs (the tables' own check): anything else never reaches a request. */
export const CATALOGUE_ID_PATTERN = '[a-z0-9-]{1,40}';
const CATALOGUE_ID = new RegExp(`^${CATALOGUE_ID_PATTERN}$`);

export function isCatalogueId(raw: string | undefined): raw is string {
  return raw !== undefined && CATALOGUE_ID.test(raw);
}
