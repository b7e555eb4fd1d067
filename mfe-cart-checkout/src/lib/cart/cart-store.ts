import { z } from 'zod/v3';
import { bus, LINE_QUANTITY_MAX, orderSummary, productSummarySchema, type ProductSummary } from '@marketplace/contracts';

/** Versioned key: a change to the stored shape gets a new key, never a misread old value. */
export const CART_STORAGE_KEY = 'marketplace:cart:v1';
export const MAX_QUANTITY = LINE_QUANTITY_MAX;

const lineSchema = z.object({ product: productSummarySchema, quantity: z.number().int().min(1).max(MAX_QUANTITY) });
const storedSchema = z.object({ lines: z.array(lineSchema).max(500) });

export type CartLine = z.infer<typeof lineSchema>;

/**
 * What this visit has learnt about a line (never stored: the next page load checks again):
 * its price changed in the catalogue, the product is gone, or the server refused it.
 */
export type LineNote =
  { kind: 'price-changed'; previousPrice: number } | { kind: 'unavailable' } | { kind: 'out-of-stock'; available: number | null };

export interface CartState {
  lines: readonly CartLine[];
  notes: Readonly<Record<string, LineNote>>;
}

/** The catalogue's current facts about a product, as the cart needs them. */
export interface CatalogProduct {
  id: string;
  name: string;
  price: number;
  image: string;
  category: string;
}

export interface CartStore {
  get(): CartState;
  subscribe(listener: () => void): () => void;
  add(product: ProductSummary, quantity?: number): void;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  /** Puts a removed line back where it was (the cart page's undo). */
  restore(line: CartLine, index: number): void;
  clear(): void;
  /**
   * Applies the catalogue's current prices; `catalog` holds every product that still exists.
   * True when a price changed or a product is gone.
   */
  reconcile(catalog: readonly CatalogProduct[]): boolean;
  /** Records a line-level refusal from the server. */
  note(id: string, note: LineNote): void;
  /** Re-reads the stored cart (another tab changed it). */
  reload(): void;
}

/** Lines that can be ordered: every line the catalogue has not reported gone. */
export function orderableLines(state: CartState): CartLine[] {
  return state.lines.filter((line) => state.notes[line.product.id]?.kind !== 'unavailable');
}

export function cartCount(state: CartState): number {
  return state.lines.reduce((n, line) => n + line.quantity, 0);
}

export function cartSubtotal(state: CartState): number {
  return orderSummary(orderableLines(state).map(({ product, quantity }) => ({ price: product.price, quantity }))).subtotal;
}

/**
 * The catalogue's facts applied to the lines: a changed price is taken (and noted with the old
 * one), a product no longer listed is noted unavailable. Name, image and category follow too.
 */
export function reconcileLines(
  lines: readonly CartLine[],
  catalog: readonly CatalogProduct[],
): { lines: CartLine[]; notes: Record<string, LineNote> } {
  const byId = new Map(catalog.map((product) => [product.id, product]));
  const notes: Record<string, LineNote> = {};
  const next = lines.map((line) => {
    const current = byId.get(line.product.id);
    if (!current) {
      notes[line.product.id] = { kind: 'unavailable' };
      return line;
    }
    if (current.price !== line.product.price) notes[line.product.id] = { kind: 'price-changed', previousPrice: line.product.price };
    return {
      ...line,
      product: {
        ...line.product,
        name: current.name,
        price: current.price,
        image: current.image,
        category: current.category,
        currency: 'KES' as const,
      },
    };
  });
  return { lines: next, notes };
}

/** Reads the stored cart; anything unreadable is discarded with a warning, never a crash. */
export function readStoredCart(storage: Storage | undefined): CartState {
  const empty: CartState = { lines: [], notes: {} };
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return empty;
  }
  if (raw === null) return empty;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { lines: parsed.data.lines, notes: {} };
    console.warn('[cart] stored cart has an unexpected shape; it was discarded');
  } catch {
    console.warn('[cart] stored cart is not valid JSON; it was discarded');
  }
  try {
    storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing more to do: the in-memory cart starts empty either way.
  }
  return empty;
}

/** Notes only for lines still in the cart; a line whose quantity changed loses its stock note. */
function keptNotes(notes: CartState['notes'], lines: readonly CartLine[], changedId?: string): Record<string, LineNote> {
  const ids = new Set(lines.map((line) => line.product.id));
  return Object.fromEntries(
    Object.entries(notes).filter(([id, note]) => ids.has(id) && !(id === changedId && note.kind === 'out-of-stock')),
  );
}

export function createCartStore(storage: Storage | undefined): CartStore {
  let state = readStoredCart(storage);
  const listeners = new Set<() => void>();

  const publish = () => {
    listeners.forEach((listener) => listener());
    bus.publish('cart:changed', { count: cartCount(state), subtotal: cartSubtotal(state) });
  };

  const commit = (lines: CartLine[], notes: Record<string, LineNote> = keptNotes(state.notes, lines)) => {
    state = { lines, notes };
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
    } catch {
      console.warn('[cart] could not save the cart; it lasts for this visit only');
    }
    publish();
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(product, quantity = 1) {
      // Only whole, positive quantities: anything else would be refused when the cart is read back.
      const q = Math.trunc(quantity);
      if (!Number.isFinite(q) || q < 1) return;
      const existing = state.lines.find((line) => line.product.id === product.id);
      const lines = existing
        ? state.lines.map((line) => (line === existing ? { product, quantity: Math.min(MAX_QUANTITY, line.quantity + q) } : line))
        : [...state.lines, { product, quantity: Math.min(MAX_QUANTITY, q) }];
      commit(lines);
    },
    setQuantity(id, quantity) {
      if (Number.isNaN(quantity)) return;
      const q = Math.min(MAX_QUANTITY, Math.trunc(quantity));
      const lines =
        q <= 0
          ? state.lines.filter((line) => line.product.id !== id)
          : state.lines.map((line) => (line.product.id === id ? { ...line, quantity: q } : line));
      commit(lines, keptNotes(state.notes, lines, id));
    },
    remove(id) {
      commit(state.lines.filter((line) => line.product.id !== id));
    },
    restore(line, index) {
      if (state.lines.some((existing) => existing.product.id === line.product.id)) return;
      const lines = [...state.lines];
      lines.splice(Math.max(0, Math.min(index, lines.length)), 0, line);
      commit(lines);
    },
    clear() {
      commit([], {});
    },
    reconcile(catalog) {
      const result = reconcileLines(state.lines, catalog);
      // Earlier notes of this visit stay (a changed price, the server's stock answer), except
      // 'unavailable', which the catalogue has just answered afresh.
      const earlier = Object.entries(keptNotes(state.notes, result.lines)).filter(([, note]) => note.kind !== 'unavailable');
      const notes = { ...Object.fromEntries(earlier), ...result.notes };
      const news = Object.entries(result.notes).some(
        ([id, note]) => note.kind === 'price-changed' || state.notes[id]?.kind !== 'unavailable',
      );
      commit(result.lines, notes);
      return news;
    },
    note(id, note) {
      if (!state.lines.some((line) => line.product.id === id)) return;
      state = { ...state, notes: { ...state.notes, [id]: note } };
      publish();
    },
    reload() {
      const stored = readStoredCart(storage);
      state = { lines: stored.lines, notes: keptNotes(state.notes, stored.lines) };
      publish();
    },
  };
}
