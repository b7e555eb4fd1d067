import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focuses the element `id` as soon as `busy` is false: a form disables its controls while it
 * sends, and a disabled control cannot take the focus its refused field should get.
 */
export function useDeferredFocus(busy: boolean): (id: string | null) => void {
  const next = useRef<string | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (busy || !next.current) return;
    document.getElementById(next.current)?.focus();
    next.current = null;
  }, [busy, asked]);
  return useCallback((id) => {
    next.current = id;
    setAsked((n) => n + 1);
  }, []);
}
