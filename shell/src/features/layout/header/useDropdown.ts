import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

type FocusTarget = 'first' | 'last' | 'selected';

const ITEMS = 'a[href], button:not([disabled])';

/**
 * Shared behaviour of the header's dropdowns (categories, language): a button that opens a panel
 * of links or buttons. Enter, Space and the arrow keys open it and move focus into it; arrow keys,
 * Home and End move between items, Tab walks through them; Escape closes it and returns focus to
 * the button; a click outside, focus leaving it, or a navigation closes it.
 */
export function useDropdown() {
  const location = useLocation();
  // Open "at" a location: navigating anywhere closes the panel without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<FocusTarget | null>(null);

  const close = useCallback((returnFocus = false) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openWith = useCallback(
    (target: FocusTarget | null) => {
      focusOnOpen.current = target;
      setOpenAt(location.key);
    },
    [location.key],
  );

  // Move focus into the panel once it is rendered (keyboard opening only).
  useEffect(() => {
    const target = focusOnOpen.current;
    if (!open || !target) return;
    focusOnOpen.current = null;
    const items = itemsOf(panelRef.current);
    const selected = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const item = target === 'last' ? items.at(-1) : target === 'selected' ? (selected ?? items[0]) : items[0];
    item?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // mousedown also fires for taps, after the touch events.
    const onMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open, close]);

  const onButtonClick = () => (open ? close() : openWith(null));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target: FocusTarget | null =
      event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ' ? 'selected' : event.key === 'ArrowUp' ? 'last' : null;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      return;
    }
    if (!target) return;
    event.preventDefault();
    if (open && (event.key === 'Enter' || event.key === ' ')) close();
    else openWith(target);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = itemsOf(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? items[(index + 1) % items.length]
        : event.key === 'ArrowUp'
          ? items[(index - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items.at(-1)
              : undefined;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  // Focus moving to another control (Tab past the last item) closes it. A blur with no new focus
  // target is left to the outside-click handler: Safari does not focus clicked buttons, so closing
  // here would swallow the click on an item.
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  return {
    open,
    close,
    rootProps: { ref: rootRef, onBlur: onRootBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: onButtonClick,
      onKeyDown: onButtonKeyDown,
    },
    panelProps: { ref: panelRef, hidden: !open, onKeyDown: onPanelKeyDown },
  };
}

function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(ITEMS)) : [];
}
