import { z } from 'zod/v3';
import { browserStorage, readStoredJson, writeStoredJson } from '@marketplace/contracts';
import { isOffline } from '@marketplace/contracts/connection';
import { OVERRIDE_QUERY } from '../../startup/override-keys';

/**
 * The pages this browser opened while connected, newest first: the ones the service worker can
 * open offline, which the offline page links to.
 */
const KEY = 'marketplace:visited-pages';
const LIMIT = 8;
const schema = z.array(z.object({ path: z.string().startsWith('/').max(500), title: z.string().max(200) })).max(LIMIT);
export type VisitedPage = z.infer<typeof schema>[number];

export function visitedPages(): VisitedPage[] {
  return readStoredJson(browserStorage('local'), KEY, schema) ?? [];
}

/** `pathname` and `search` as a shopper would open them again: without a developer's parameters. */
function shopperPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OVERRIDE_QUERY);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Records the page at `pathname` + `search` as opened, titled `title`. A page's own name (a
 * product's) comes after its page title, once its region has read it: a `generic` title (the page's,
 * not its name) keeps the name recorded before for the same address, so a page reopened on a
 * connection not yet found lost, whose name then never comes, is still offered by its name.
 */
export function recordVisit(pathname: string, search: string, title: string, generic = false): void {
  const path = shopperPath(pathname, search);
  if (isOffline() || path.length > 500) return;
  const visited = visitedPages();
  const before = visited.find((page) => page.path === path);
  const named = generic && before ? before.title : title.slice(0, 200);
  const pages = [{ path, title: named }, ...visited.filter((page) => page !== before)].slice(0, LIMIT);
  writeStoredJson(browserStorage('local'), KEY, pages);
}
