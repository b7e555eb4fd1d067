import { useEffect } from 'react';
// By the package's name, not './host-api': this entry is bundled into each remote, and the host
// context must be the shared contracts module's, which the shell provides.
import { useHost } from '@marketplace/contracts';

/**
 * Names the page in the tab title while it is on screen (the host's `setPageTitle`). Its own entry
 * (`@marketplace/contracts/page-title`), which each remote bundles: the shared contracts module is
 * the shell's, and a shell on contracts before 1.5 has neither this hook nor the host method (it
 * keeps its route titles).
 */
export function usePageTitle(name: string): void {
  const { setPageTitle } = useHost();
  // A server render runs no effects: its host hears the name as the page renders.
  if (typeof document === 'undefined') setPageTitle?.(name);
  useEffect(() => {
    if (!setPageTitle) return;
    setPageTitle(name);
    return () => setPageTitle(null);
  }, [setPageTitle, name]);
}
