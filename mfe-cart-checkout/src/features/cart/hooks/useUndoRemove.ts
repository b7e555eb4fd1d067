import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../../lib/cart/cart-store';
import { cart } from '../../../lib/cart/cart';

/** How long a removed line can be put back. */
export const UNDO_MS = 5000;

/**
 * Removes a line and keeps it for UNDO_MS so the shopper can put it back where it was. The host's
 * toasts carry no action button, so the cart page shows the undo control itself.
 */
export function useUndoRemove(): { removed: CartLine | null; remove: (id: string) => void; undo: () => void } {
  const [removed, setRemoved] = useState<{ line: CartLine; index: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const remove = useCallback((id: string) => {
    const lines = cart.get().lines;
    const index = lines.findIndex((line) => line.product.id === id);
    const line = lines[index];
    if (!line) return;
    cart.remove(id);
    clearTimeout(timer.current);
    setRemoved({ line, index });
    timer.current = setTimeout(() => setRemoved(null), UNDO_MS);
  }, []);

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    setRemoved((current) => {
      if (current) cart.restore(current.line, current.index);
      return null;
    });
  }, []);

  return { removed: removed?.line ?? null, remove, undo };
}
