import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of the mobile menu. It is open "at" a location, so any navigation closes it without
 * an effect; Escape closes it and gives focus back to the toggle.
 */
export function useMobileMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const toggle = useCallback(() => setOpenAt((at) => (at === location.key ? null : location.key)), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle, toggleRef, panelId };
}

export type MobileMenuState = ReturnType<typeof useMobileMenu>;
