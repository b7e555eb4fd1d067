import { useEffect, useState } from 'react';
import type { RemoteName } from '@marketplace/contracts';
import { RemoteRegion } from '../features/federation/RemoteRegion';

/**
 * A route's second region (the home page's support panel): mounted once the browser is idle after
 * the page's first paint, so it never competes with the main region, and showing nothing at all
 * when its remote cannot provide it.
 */
export function SecondaryRegion({ remote, module }: { remote: RemoteName; module: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? <RemoteRegion remote={remote} module={module} slotFallback={null} /> : null;
}
