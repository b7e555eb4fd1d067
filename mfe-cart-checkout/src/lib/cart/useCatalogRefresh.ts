import { useCallback, useEffect, useState } from 'react';
import { useHost } from '@marketplace/contracts';
import { publicReadClient } from '@marketplace/contracts/public-reads';
import { fetchCatalogProducts } from './catalog';
import { cart } from './cart';

export type RefreshStatus = 'checking' | 'done' | 'skipped' | 'failed';

/**
 * Checks the cart against the catalogue: current prices, products that are gone. Returns true when
 * the check found something the shopper must see (a changed price, a product gone). A public read
 * with the anon key, so the cart page never downloads supabase-js for it.
 */
export function useCatalogRefresh(): { status: RefreshStatus; refresh: () => Promise<boolean> } {
  const host = useHost();
  const [status, setStatus] = useState<RefreshStatus>('checking');

  const refresh = useCallback(async () => {
    const backend = host.config?.supabase;
    if (!backend) {
      setStatus('skipped');
      return false;
    }
    const ids = cart.get().lines.map((line) => line.product.id);
    if (ids.length === 0) {
      setStatus('done');
      return false;
    }
    try {
      const changed = cart.reconcile(await fetchCatalogProducts(publicReadClient(backend), backend.url, ids));
      setStatus('done');
      return changed;
    } catch (error) {
      // The stored prices stay as a preview; the server charges its own prices anyway.
      console.warn('[cart] could not check prices against the catalogue', error);
      setStatus('failed');
      return false;
    }
  }, [host]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { status, refresh };
}
