import { declaredPages, mergePages, type SitePage } from '@marketplace/contracts/pages';

// No shared packages here: the inline start-up script merges the pages too.

/** What a remote's manifest says of it, once read. */
export interface RemoteManifest {
  name: string;
  json: unknown;
}

/**
 * The site's pages from the remotes' manifests, in listing order (the first listed wins a path),
 * with what was wrong: a malformed declaration, or two remotes claiming one path.
 */
export function sitePages(manifests: readonly RemoteManifest[]): { pages: SitePage[]; problems: string[] } {
  const declared = manifests.map(({ name, json }) => ({ remote: name, ...declaredPages(name, json) }));
  const merged = mergePages(declared);
  return { pages: merged.pages, problems: [...declared.flatMap((d) => d.problems), ...merged.conflicts] };
}
