/** The public Storage bucket that holds every product, vendor and category image. */
export const CATALOG_BUCKET = 'catalog';

/**
 * Public address of a catalogue image from its path inside the bucket (what the `image` columns
 * hold), the same address supabase-js's `storage.from('catalog').getPublicUrl(path)` builds.
 * Each path segment is encoded, so a path can never climb out of the bucket.
 */
export function catalogImageUrl(supabaseUrl: string, path: string): string {
  const base = supabaseUrl.replace(/\/+$/, '');
  const encoded = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent)
    .join('/');
  return `${base}/storage/v1/object/public/${CATALOG_BUCKET}/${encoded}`;
}
