import { useSyncExternalStore } from 'react';

/** Spec 9: the header turns compact once the page is scrolled past 10 px. */
const COMPACT_AFTER_PX = 10;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > COMPACT_AFTER_PX;

/** Whether the page is scrolled past the compact-header threshold. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, () => false);
}
