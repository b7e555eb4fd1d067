import type { ProductSummary } from '@marketplace/contracts';
import { CART_STORAGE_KEY, cartSubtotal, createCartStore, orderableLines, reconcileLines } from './cart-store';

const dress: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/a.svg',
  category: 'clothing',
};
const earbuds: ProductSummary = { ...dress, id: 'fp-2', name: 'Wireless Earbuds Pro', price: 4200, category: 'electronics' };
const catalogRow = (product: ProductSummary, price = product.price) => ({
  id: product.id,
  name: product.name,
  price,
  image: 'https://x/y.svg',
  category: product.category,
});

describe('stale prices: the catalogue is applied when the page opens', () => {
  it('takes the current price and notes the old one; a missing product is unavailable', () => {
    const result = reconcileLines(
      [
        { product: dress, quantity: 1 },
        { product: earbuds, quantity: 2 },
      ],
      [catalogRow(dress, 2300)],
    );
    expect(result.lines[0]!.product.price).toBe(2300);
    expect(result.lines[0]!.product.image).toBe('https://x/y.svg');
    expect(result.notes).toEqual({ 'fp-1': { kind: 'price-changed', previousPrice: 2500 }, 'fp-2': { kind: 'unavailable' } });
  });

  it('an unchanged price gets no note', () => {
    expect(reconcileLines([{ product: dress, quantity: 1 }], [catalogRow(dress)]).notes).toEqual({});
  });

  it('a price tampered to 1 in storage is replaced by the real one, saved, and reported as news once', () => {
    localStorage.clear();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ product: { ...dress, price: 1 }, quantity: 2 }] }));
    const store = createCartStore(localStorage);
    expect(store.reconcile([catalogRow(dress)])).toBe(true);
    expect(cartSubtotal(store.get())).toBe(5000);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).lines[0].product.price).toBe(2500);
    expect(store.get().notes['fp-1']).toEqual({ kind: 'price-changed', previousPrice: 1 });
    expect(store.reconcile([catalogRow(dress)])).toBe(false);
  });

  it('unavailable lines are left out of checkout and of the subtotal', () => {
    const store = createCartStore(undefined);
    store.add(dress, 1);
    store.add(earbuds, 1);
    expect(store.reconcile([catalogRow(dress)])).toBe(true);
    expect(orderableLines(store.get()).map((line) => line.product.id)).toEqual(['fp-1']);
    expect(cartSubtotal(store.get())).toBe(2500);
    // Already known: not news the second time.
    expect(store.reconcile([catalogRow(dress)])).toBe(false);
  });

  it("a server's stock note stays on the line until its quantity changes", () => {
    const store = createCartStore(undefined);
    store.add(dress, 5);
    store.note('fp-1', { kind: 'out-of-stock', available: 2 });
    store.reconcile([catalogRow(dress)]);
    expect(store.get().notes['fp-1']).toEqual({ kind: 'out-of-stock', available: 2 });
    store.setQuantity('fp-1', 2);
    expect(store.get().notes['fp-1']).toBeUndefined();
  });
});

describe('undo and other tabs', () => {
  it('restore puts a removed line back at its place, once', () => {
    const store = createCartStore(undefined);
    store.add(dress, 1);
    store.add(earbuds, 3);
    const line = store.get().lines[0]!;
    store.remove('fp-1');
    store.restore(line, 0);
    store.restore(line, 0);
    expect(store.get().lines.map((l) => [l.product.id, l.quantity])).toEqual([
      ['fp-1', 1],
      ['fp-2', 3],
    ]);
  });

  it("reload shows what another tab saved, and the page's cart module does it on the storage event", async () => {
    localStorage.clear();
    const { cart } = await import('./cart');
    cart.clear();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ product: earbuds, quantity: 4 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(cart.get().lines).toEqual([{ product: earbuds, quantity: 4 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(cart.get().lines).toHaveLength(1);
  });
});
