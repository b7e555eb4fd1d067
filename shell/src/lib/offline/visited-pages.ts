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

export function recordVisit(pathname: string, search: string, title: string): void {
  const path = shopperPath(pathname, search);
  if (isOffline() || path.length > 500) return;
  const pages = [{ path, title: title.slice(0, 200) }, ...visitedPages().filter((page) => page.path !== path)].slice(0, LIMIT);
  writeStoredJson(browserStorage('local'), KEY, pages);
}
