import { z } from 'zod/v3';
import { browserStorage, readStoredJson, writeStoredJson } from '@marketplace/contracts';

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

export function recordVisit(path: string, title: string): void {
  if (!navigator.onLine || path.length > 500) return;
  const pages = [{ path, title: title.slice(0, 200) }, ...visitedPages().filter((page) => page.path !== path)].slice(0, LIMIT);
  writeStoredJson(browserStorage('local'), KEY, pages);
}
