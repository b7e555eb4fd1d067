/**
 * The shopper's wishlist: ids of products and collections, shared by every heart of this remote
 * and kept in localStorage under a key this remote owns (versioned: a new shape gets a new key).
 */
import { z } from 'zod/v3';
import { browserStorage, readStoredJson, writeStoredJson } from '@marketplace/contracts';

export const WISHLIST_STORAGE_KEY = 'marketplace:catalog:wishlist:v1';

const MAX_ITEMS = 500;
const ID = /^[a-z0-9:-]{1,64}$/;

type Listener = () => void;

let ids: ReadonlySet<string> | null = null;
const listeners = new Set<Listener>();

const storedIds = z.array(z.string().regex(ID)).max(MAX_ITEMS);

function read(): ReadonlySet<string> {
  // Missing, corrupt or tampered data (discarded with a warning by the helper) is an empty wishlist.
  return new Set(readStoredJson(browserStorage('local'), WISHLIST_STORAGE_KEY, storedIds) ?? []);
}

function write(next: ReadonlySet<string>) {
  ids = next;
  // Private mode or a full storage: the wishlist lasts for this page only.
  writeStoredJson(browserStorage('local'), WISHLIST_STORAGE_KEY, [...next]);
  listeners.forEach((listener) => listener());
}

export const wishlist = {
  snapshot(): ReadonlySet<string> {
    ids ??= read();
    return ids;
  },
  has(id: string): boolean {
    return wishlist.snapshot().has(id);
  },
  toggle(id: string): void {
    if (!ID.test(id)) return;
    const next = new Set(wishlist.snapshot());
    if (next.has(id)) next.delete(id);
    else if (next.size < MAX_ITEMS) next.add(id);
    write(next);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forgets the in-memory copy so the next read comes from storage (tests, another tab). */
  reload(): void {
    ids = null;
    listeners.forEach((listener) => listener());
  },
};

// Another tab changed the wishlist: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY) wishlist.reload();
  });
}
