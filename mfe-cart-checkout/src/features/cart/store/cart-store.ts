import { z } from 'zod/v3';
import { bus, productSummarySchema, type ProductSummary } from '@marketplace/contracts';

/** Versioned key: a change to the stored shape gets a new key, never a misread old value. */
export const CART_STORAGE_KEY = 'marketplace:cart:v1';
export const MAX_QUANTITY = 99;

const lineSchema = z.object({ product: productSummarySchema, quantity: z.number().int().min(1).max(MAX_QUANTITY) });
const storedSchema = z.object({ lines: z.array(lineSchema).max(500) });

export type CartLine = z.infer<typeof lineSchema>;
export interface CartState {
  lines: readonly CartLine[];
}

export interface CartStore {
  get(): CartState;
  subscribe(listener: () => void): () => void;
  add(product: ProductSummary, quantity?: number): void;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  clear(): void;
}

export function cartCount(state: CartState): number {
  return state.lines.reduce((n, line) => n + line.quantity, 0);
}

export function cartSubtotal(state: CartState): number {
  return Math.round(state.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0) * 100) / 100;
}

/** Reads the stored cart; anything unreadable is discarded with a warning, never a crash. */
export function readStoredCart(storage: Storage | undefined): CartState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return { lines: [] };
  }
  if (raw === null) return { lines: [] };
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn('[cart] stored cart has an unexpected shape; it was discarded');
  } catch {
    console.warn('[cart] stored cart is not valid JSON; it was discarded');
  }
  try {
    storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing more to do: the in-memory cart starts empty either way.
  }
  return { lines: [] };
}

export function createCartStore(storage: Storage | undefined): CartStore {
  let state = readStoredCart(storage);
  const listeners = new Set<() => void>();

  const commit = (lines: CartLine[]) => {
    state = { lines };
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify(state));
    } catch {
      console.warn('[cart] could not save the cart; it lasts for this visit only');
    }
    listeners.forEach((listener) => listener());
    bus.publish('cart:changed', { count: cartCount(state), subtotal: cartSubtotal(state) });
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
        ? state.lines.map((line) =>
            line === existing ? { product, quantity: Math.min(MAX_QUANTITY, line.quantity + q) } : line,
          )
        : [...state.lines, { product, quantity: Math.min(MAX_QUANTITY, q) }];
      commit(lines);
    },
    setQuantity(id, quantity) {
      if (Number.isNaN(quantity)) return;
      const q = Math.min(MAX_QUANTITY, Math.trunc(quantity));
      commit(
        q <= 0
          ? state.lines.filter((line) => line.product.id !== id)
          : state.lines.map((line) => (line.product.id === id ? { ...line, quantity: q } : line)),
      );
    },
    remove(id) {
      commit(state.lines.filter((line) => line.product.id !== id));
    },
    clear() {
      commit([]);
    },
  };
}
