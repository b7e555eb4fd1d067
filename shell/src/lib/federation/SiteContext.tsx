import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { NavMenu, RemoteModule, SiteNavEntry, SlotName } from '@marketplace/contracts';
import type { Site, SiteSnapshot } from './site';

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

function useSiteStore(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside a SiteProvider');
  return site;
}

/** The site as it stands, re-rendering when a remote's manifest arrives. */
export function useSite(): SiteSnapshot & { retryMissing: Site['retryMissing'] } {
  const site = useSiteStore();
  const snapshot = useSyncExternalStore(site.subscribe, site.get);
  return { ...snapshot, retryMissing: site.retryMissing };
}

/** The remote module filling a layout slot, or null while none does. */
export function useSlot(slot: SlotName): RemoteModule | null {
  return useSite().slots[slot] ?? null;
}

/** The links remotes add to a menu of the shell. */
export function useNav(menu: NavMenu): SiteNavEntry[] {
  return useSite().nav.filter((entry) => entry.menu === menu);
}
