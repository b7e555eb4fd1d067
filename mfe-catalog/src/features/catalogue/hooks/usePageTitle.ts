import { useEffect } from 'react';
import { useHost } from '@marketplace/contracts';

/**
 * Names the page in the tab title while it is on screen (the host's `setPageTitle`); a shell on
 * contracts before 1.5 has none and keeps its route titles.
 */
export function usePageTitle(name: string): void {
  const { setPageTitle } = useHost();
  useEffect(() => {
    if (!setPageTitle) return;
    setPageTitle(name);
    return () => setPageTitle(null);
  }, [setPageTitle, name]);
}
