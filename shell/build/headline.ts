/**
 * Where the static frame of index.html takes the storefront's headline. The shell's build leaves
 * it empty: the headline's text is the catalog's, served by the catalog's deployment as an HTML
 * fragment (mfe-catalog/build/static-frame.ts), and the servers of this page put that fragment
 * here when they start (deploy/docker-entrypoint-env.sh, scripts/lib/site.ts). Left as it is,
 * the marker is a comment: the frame shows its outline without a headline.
 */
export const HEADLINE_MARKER = '<!--storefront-headline-->';

/** The page with `fragment` in the marker's place; a page without the marker is returned as it is. */
export function withHeadline(page: string, fragment: string): string {
  // A function, so `$&` or `$'` in the fragment are text, not replacement patterns.
  return page.replace(HEADLINE_MARKER, () => fragment);
}
