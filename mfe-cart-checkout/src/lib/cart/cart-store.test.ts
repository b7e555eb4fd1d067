import { bus, type EventPayload, type ProductSummary } from '@marketplace/contracts';
import { CART_STORAGE_KEY, cartCount, cartSubtotal, createCartStore, MAX_QUANTITY, readStoredCart, type CartState } from './cart-store';

/** A real, minimal Storage kept in memory. */
class MemoryStorage implements Storage {
  protected readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

/** A storage whose quota is exhausted: reads work, writes throw. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A storage the browser blocks entirely. */
class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }
  override removeItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }
}

const dress: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/img/clothing.svg',
  category: 'clothing',
};
const earbuds: ProductSummary = { ...dress, id: 'fp-2', name: 'Wireless Earbuds Pro', price: 4200, category: 'electronics' };
const cheap = (id: string, price: number): ProductSummary => ({ ...dress, id, name: `Item ${id}`, price, currency: 'USD' });

let warn: jest.SpyInstance;
let changes: Array<EventPayload<'cart:changed'>>;
let unsubscribe: () => void;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  changes = [];
  unsubscribe = bus.subscribe('cart:changed', (payload) => changes.push(payload));
});

afterEach(() => {
  unsubscribe();
  warn.mockRestore();
});

const stored = (storage: Storage) => JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;
const quantities = (state: CartState) => state.lines.map((l) => [l.product.id, l.quantity]);

describe('createCartStore: changes', () => {
  it('starts empty', () => {
    const store = createCartStore(new MemoryStorage());
    expect(store.get().lines).toEqual([]);
    expect(cartCount(store.get())).toBe(0);
    expect(cartSubtotal(store.get())).toBe(0);
  });

  it('adds a product as a new line, quantity 1 by default', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    expect(store.get().lines).toEqual([{ product: dress, quantity: 1 }]);
  });

  it('merges a product already in the cart by id, keeping line order', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.add(earbuds, 2);
    store.add(dress, 3);
    expect(quantities(store.get())).toEqual([
      ['fp-1', 4],
      ['fp-2', 2],
    ]);
  });

  it(`caps a line at ${MAX_QUANTITY}`, () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress, 60);
    store.add(dress, 60);
    expect(quantities(store.get())).toEqual([['fp-1', 99]]);
    store.add(earbuds, 150);
    expect(quantities(store.get())).toEqual([
      ['fp-1', 99],
      ['fp-2', 99],
    ]);
    store.setQuantity('fp-1', 1000);
    expect(store.get().lines[0]?.quantity).toBe(99);
  });

  it('setQuantity changes one line', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.add(earbuds);
    store.setQuantity('fp-2', 5);
    expect(quantities(store.get())).toEqual([
      ['fp-1', 1],
      ['fp-2', 5],
    ]);
  });

  it('setQuantity truncates a fraction', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.setQuantity('fp-1', 2.7);
    expect(store.get().lines[0]?.quantity).toBe(2);
  });

  it.each([0, -1, -100, 0.5])('setQuantity %p removes the line', (quantity) => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.add(earbuds);
    store.setQuantity('fp-1', quantity);
    expect(quantities(store.get())).toEqual([['fp-2', 1]]);
  });

  it('setQuantity of an unknown id changes nothing', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress, 2);
    store.setQuantity('nope', 5);
    expect(quantities(store.get())).toEqual([['fp-1', 2]]);
  });

  it('remove deletes one line; removing an unknown id is harmless', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.add(earbuds);
    store.remove('fp-1');
    expect(quantities(store.get())).toEqual([['fp-2', 1]]);
    store.remove('fp-1');
    expect(quantities(store.get())).toEqual([['fp-2', 1]]);
  });

  it('clear empties the cart', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.add(earbuds);
    store.clear();
    expect(store.get().lines).toEqual([]);
  });

  it('each change gives a new state object (for useSyncExternalStore)', () => {
    const store = createCartStore(new MemoryStorage());
    const before = store.get();
    expect(store.get()).toBe(before);
    store.add(dress);
    expect(store.get()).not.toBe(before);
    expect(before.lines).toEqual([]);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = createCartStore(new MemoryStorage());
    const listener = jest.fn();
    const off = store.subscribe(listener);
    store.add(dress);
    store.setQuantity('fp-1', 3);
    store.remove('fp-1');
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('createCartStore: quantities stay valid whatever the caller passes', () => {
  // Not reachable through the bus (its schema allows 1..99 only), but the store's own API must
  // never hold a line the stored-cart schema would reject, or the whole cart is lost on reload.
  const expectValidAndReadable = (storage: Storage, state: CartState) => {
    for (const line of state.lines) {
      expect(Number.isInteger(line.quantity)).toBe(true);
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
    }
    expect(readStoredCart(storage)).toEqual(state);
    expect(warn).not.toHaveBeenCalled();
  };

  it.each([0, -2, 1.5, Number.NaN])('add(product, %p) never stores an invalid line', (quantity) => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage);
    store.add(earbuds, 2);
    store.add(dress, quantity);
    expectValidAndReadable(storage, store.get());
    expect(store.get().lines.find((l) => l.product.id === 'fp-2')?.quantity).toBe(2);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'setQuantity(id, %p) never stores an invalid line',
    (quantity) => {
      const storage = new MemoryStorage();
      const store = createCartStore(storage);
      store.add(dress, 2);
      store.setQuantity('fp-1', quantity);
      expectValidAndReadable(storage, store.get());
    },
  );
});

describe('cartCount and cartSubtotal', () => {
  it('count is the sum of quantities', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress, 2);
    store.add(earbuds, 3);
    expect(cartCount(store.get())).toBe(5);
  });

  it('subtotal is the sum of price × quantity', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress, 2);
    store.add(earbuds, 1);
    expect(cartSubtotal(store.get())).toBe(9200);
  });

  it.each<[string, Array<[number, number]>, number]>([
    ['0.1 × 3', [[0.1, 3]], 0.3],
    ['19.99 × 3', [[19.99, 3]], 59.97],
    [
      '0.1 + 0.2',
      [
        [0.1, 1],
        [0.2, 1],
      ],
      0.3,
    ],
    [
      '9.99 × 7 + 0.01',
      [
        [9.99, 7],
        [0.01, 1],
      ],
      69.94,
    ],
    ['1.234 × 1 (rounds down)', [[1.234, 1]], 1.23],
    ['1.236 × 1 (rounds up)', [[1.236, 1]], 1.24],
  ])('rounds to 2 decimals: %s', (_label, lines, expected) => {
    const state: CartState = { lines: lines.map(([price, quantity], i) => ({ product: cheap(`p${i}`, price), quantity })), notes: {} };
    expect(cartSubtotal(state)).toBe(expected);
  });
});

describe('createCartStore: persistence', () => {
  it(`saves every change under the versioned key ${CART_STORAGE_KEY}`, () => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage);
    store.add(dress, 2);
    expect(CART_STORAGE_KEY).toBe('marketplace:cart:v1');
    expect(stored(storage)).toEqual({ lines: [{ product: dress, quantity: 2 }] });
    store.remove('fp-1');
    expect(stored(storage)).toEqual({ lines: [] });
  });

  it('a new store (next page load) restores the saved cart', () => {
    const storage = new MemoryStorage();
    const first = createCartStore(storage);
    first.add(dress, 2);
    first.add(earbuds);
    const second = createCartStore(storage);
    expect(second.get()).toEqual(first.get());
    expect(warn).not.toHaveBeenCalled();
  });

  it('works without storage at all', () => {
    const store = createCartStore(undefined);
    store.add(dress);
    expect(cartCount(store.get())).toBe(1);
  });

  it('keeps the in-memory cart and warns once per failed save when setItem throws (quota)', () => {
    const storage = new FullStorage();
    const store = createCartStore(storage);
    expect(() => store.add(dress, 2)).not.toThrow();
    expect(quantities(store.get())).toEqual([['fp-1', 2]]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[cart]');
    store.add(dress);
    expect(quantities(store.get())).toEqual([['fp-1', 3]]);
    expect(changes.at(-1)).toEqual({ count: 3, subtotal: 7500 });
  });

  it('a blocked storage gives an empty cart that still works in memory', () => {
    const store = createCartStore(new BlockedStorage());
    expect(store.get().lines).toEqual([]);
    store.add(dress);
    expect(cartCount(store.get())).toBe(1);
  });
});

describe('readStoredCart', () => {
  const line = { product: dress, quantity: 1 };

  it('is empty when nothing is stored or there is no storage', () => {
    expect(readStoredCart(new MemoryStorage())).toEqual({ lines: [], notes: {} });
    expect(readStoredCart(undefined)).toEqual({ lines: [], notes: {} });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a valid stored cart', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [line, { product: earbuds, quantity: 99 }] }));
    expect(readStoredCart(storage)).toEqual({ lines: [line, { product: earbuds, quantity: 99 }], notes: {} });
    expect(warn).not.toHaveBeenCalled();
  });

  it('strips unknown keys from stored lines', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ ...line, product: { ...dress, html: '<b>' }, extra: 1 }], v: 0 }));
    expect(readStoredCart(storage)).toEqual({ lines: [line], notes: {} });
  });

  it.each(['{', 'not json', '{"lines": [}', "{'lines': []}", 'undefined'])('discards invalid JSON %j, warns and removes the key', (raw) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, raw);
    storage.setItem('other', 'kept');
    expect(readStoredCart(storage)).toEqual({ lines: [], notes: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[cart]');
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [line]],
    ['a number', 42],
    ['lines not an array', { lines: 'x' }],
    ['no lines', {}],
    ['a line without product', { lines: [{ quantity: 1 }] }],
    ['quantity 0', { lines: [{ ...line, quantity: 0 }] }],
    ['quantity 100', { lines: [{ ...line, quantity: 100 }] }],
    ['quantity null (NaN saved as JSON)', { lines: [{ ...line, quantity: null }] }],
    ['a fractional quantity', { lines: [{ ...line, quantity: 1.5 }] }],
    ['a price as a string', { lines: [{ product: { ...dress, price: '2500' }, quantity: 1 }] }],
    ['a negative price', { lines: [{ product: { ...dress, price: -1 }, quantity: 1 }] }],
    ['an unknown currency', { lines: [{ product: { ...dress, currency: 'EUR' }, quantity: 1 }] }],
    ['a name over 200 characters', { lines: [{ product: { ...dress, name: 'n'.repeat(201) }, quantity: 1 }] }],
    ['one bad line among good ones', { lines: [line, { ...line, quantity: -1 }] }],
    ['over 500 lines', { lines: Array.from({ length: 501 }, (_, i) => ({ product: { ...dress, id: `p${i}` }, quantity: 1 })) }],
  ])('discards a stored cart with %s, warns and removes the key', (_label, value) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(value));
    expect(readStoredCart(storage)).toEqual({ lines: [], notes: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[cart]');
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('accepts exactly 500 lines', () => {
    const storage = new MemoryStorage();
    const lines = Array.from({ length: 500 }, (_, i) => ({ product: { ...dress, id: `p${i}` }, quantity: 1 }));
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
    expect(readStoredCart(storage).lines).toHaveLength(500);
  });

  it('a store created over a corrupt cart starts empty and saves a clean one', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, '{corrupt');
    const store = createCartStore(storage);
    expect(store.get().lines).toEqual([]);
    store.add(dress);
    expect(stored(storage)).toEqual({ lines: [{ product: dress, quantity: 1 }] });
  });

  it('does not crash when the corrupt key cannot be removed', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, '{corrupt');
    jest.spyOn(storage, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredCart(storage)).toEqual({ lines: [], notes: {} });
  });

  it('does not crash when getItem throws', () => {
    expect(readStoredCart(new BlockedStorage())).toEqual({ lines: [], notes: {} });
  });
});

describe('createCartStore: cart:changed on the contracts bus', () => {
  it('publishes count and subtotal after every change', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress);
    store.add(earbuds, 2);
    store.setQuantity('fp-1', 3);
    store.remove('fp-2');
    store.clear();
    expect(changes).toEqual([
      { count: 1, subtotal: 2500 },
      { count: 3, subtotal: 10900 },
      { count: 5, subtotal: 15900 },
      { count: 3, subtotal: 7500 },
      { count: 0, subtotal: 0 },
    ]);
  });

  it('publishes the rounded subtotal', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(cheap('a', 0.1), 3);
    expect(changes).toEqual([{ count: 3, subtotal: 0.3 }]);
  });

  it('the last cart:changed is available to a late subscriber', () => {
    const store = createCartStore(new MemoryStorage());
    store.add(dress, 4);
    expect(bus.last('cart:changed')?.payload).toEqual({ count: 4, subtotal: 10000 });
  });

  it('does not publish when nothing is done (creating the store)', () => {
    createCartStore(new MemoryStorage());
    expect(changes).toEqual([]);
  });
});
