import { stripInvisible, truncateChars } from '@marketplace/contracts';

/**
 * The name a remote gave the page on screen (a product's, a category's, a vendor's), for the tab
 * title: host API `setPageTitle`. Each name is kept with the address it was given on, so a remote
 * that never takes its name back (it crashed, its region was replaced) cannot name the next page.
 */
export interface PageName {
  path: string;
  name: string;
}

export interface PageNameStore {
  set(name: string | null): void;
  get(): PageName | null;
  subscribe(listener: () => void): () => void;
}

/** Longest name shown: a tab shows far less, and a vendor's text has no other bound here. */
export const PAGE_NAME_MAX = 120;

/** One line of plain text at most PAGE_NAME_MAX characters long ('' when nothing is left). */
export function cleanPageName(name: string): string {
  // Line breaks become spaces before the control characters go, so words stay apart.
  const line = stripInvisible(name.replace(/\s+/g, ' ')).replace(/ {2,}/g, ' ').trim();
  return truncateChars(line, PAGE_NAME_MAX) === line ? line : `${truncateChars(line, PAGE_NAME_MAX - 1).trimEnd()}…`;
}

export function createPageNameStore(currentPath: () => string = () => window.location.pathname): PageNameStore {
  let current: PageName | null = null;
  const listeners = new Set<() => void>();
  return {
    set(name) {
      const cleaned = typeof name === 'string' ? cleanPageName(name) : '';
      const next = cleaned === '' ? null : { path: currentPath(), name: cleaned };
      if (next?.path === current?.path && next?.name === current?.name) return;
      current = next;
      for (const listener of listeners) listener();
    },
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
