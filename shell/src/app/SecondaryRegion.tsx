import { useEffect, useRef, useState } from 'react';
import { RemoteRegion } from '../components/RemoteRegion';

/**
 * How far below the viewport the region starts loading. Less than the gap below a page's
 * screen-tall loading skeleton, so a cold load never starts it before the shopper scrolls.
 */
const LOAD_AHEAD = '0px 0px 100px 0px';

/**
 * A route's second region (the home page's support panel): its remote is fetched only when the
 * shopper scrolls near it, so a visit that never gets there never pays for it. Until then an empty
 * placeholder holds its place below the fold; the region shows nothing at all when its remote
 * cannot provide it.
 */
export function SecondaryRegion({ remote, module }: { remote: string; module: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <RemoteRegion remote={remote} module={module} slotFallback={null} />;
  return <div ref={placeholder} data-secondary-region={remote} style={{ minHeight: 1 }} />;
}
