import '@testing-library/jest-dom';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { HostProvider } from '@marketplace/contracts';
import { dress, earbuds, fakeSupabase, signedInHost } from '../../testing/harness';
import { cart } from './cart';
import { useCatalogRefresh } from './useCatalogRefresh';

beforeEach(() => {
  localStorage.clear();
  cart.clear();
  cart.add(dress, 1);
  cart.add({ ...earbuds, price: 1 }, 1);
});

function refreshWith(backend: ReturnType<typeof fakeSupabase>, getSupabase = jest.fn(async () => backend.client)) {
  const host = signedInHost(backend.client, { getSupabase });
  const wrapper = ({ children }: { children: ReactNode }) => <HostProvider value={host}>{children}</HostProvider>;
  return { ...renderHook(() => useCatalogRefresh(), { wrapper }), getSupabase };
}

describe('the cart checked against the catalogue', () => {
  it("reads the cart's products with the page's own public client, never asking the host for supabase-js", async () => {
    const backend = fakeSupabase();
    const { result, getSupabase } = refreshWith(backend);
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(backend.queries).toEqual([{ table: 'products', filters: { id: ['fp-1', 'fp-2'] }, single: false }]);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it("takes the catalogue's price over the stored one", async () => {
    const { result } = refreshWith(fakeSupabase());
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(cart.get().lines.find((line) => line.product.id === 'fp-2')?.product.price).toBe(4200);
  });

  it('keeps the stored prices and says it failed when the catalogue refuses the read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = refreshWith(fakeSupabase({ query: () => ({ data: null, error: { message: 'boom' } }) }));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(cart.get().lines.find((line) => line.product.id === 'fp-2')?.product.price).toBe(1);
    warn.mockRestore();
  });
});
