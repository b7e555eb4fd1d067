/**
 * The shopper's wishlist: ids of products and collections, shared by every heart of this remote
 * and kept in localStorage under a key this remote owns (versioned: a new shape gets a new key).
 */
export const WISHLIST_STORAGE_KEY = 'marketplace:catalog:wishlist:v1';

const MAX_ITEMS = 500;
const ID = /^[a-z0-9:-]{1,64}$/;

type Listener = () => void;

let ids: ReadonlySet<string> | null = null;
const listeners = new Set<Listener>();

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return new Set();
  }
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.length <= MAX_ITEMS && parsed.every((id) => typeof id === 'string' && ID.test(id))) {
      return new Set(parsed as string[]);
    }
  } catch {
    // falls through to the discard below
  }
  console.warn('[catalog] stored wishlist was corrupt and has been discarded');
  try {
    window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // storage unavailable: the in-memory wishlist still works
  }
  return new Set();
}

function write(next: ReadonlySet<string>) {
  ids = next;
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([...next]));
  } catch {
    // private mode or full storage: the wishlist lasts for this page only
  }
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
