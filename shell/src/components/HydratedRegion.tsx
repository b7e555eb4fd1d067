import { useCallback, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router';
import { HostProvider, useHost } from '@marketplace/contracts';
import { endServerReads, provideServerReads, SERVER_REGION } from '@marketplace/contracts/fragment';
import type { HydratedRegionProps, ServerRegion } from '../lib/federation/server-region';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Once the hydrating render has committed: the remote's later renders read for themselves, and
 * the region says it is live (tests wait for it; a click before it reaches no handler).
 */
function HydrationCommitted({ region, committed, children }: { region: ServerRegion; committed: () => void; children: ReactNode }) {
  useEffect(() => {
    endServerReads(region.remote);
    region.element.setAttribute(SERVER_REGION.hydrated, '');
    // The taps and values held while it was not (startup/early-input.ts) reach the page now.
    region.element.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
    committed();
  }, [region, committed]);
  return children;
}

/**
 * A region the shell's server composed: its markup stays where the server put it, in the page's
 * <main> (app/Layout.tsx renders around it), and once the remote's page is loaded React hydrates
 * it in a root of its own, seeded with the reads the server used. The root gets the shell's router
 * and host, so the page routes, links and reaches the host as if rendered in the shell's tree; it
 * follows them on every render of the shell. A render that throws gives the region back to the
 * shell, which renders it as on any page.
 */
export function HydratedRegion({ region, Component, abandon }: HydratedRegionProps) {
  const root = useRef<Root | null>(null);
  const navigation = useContext(UNSAFE_NavigationContext);
  const location = useContext(UNSAFE_LocationContext);
  const route = useContext(UNSAFE_RouteContext);
  const host = useHost();
  // Reported by the shell's own render of the page, if it throws there too.
  const abandonOnce = useCallback(() => {
    abandon();
    return '';
  }, [abandon]);
  // The shell renders again while React hydrates (a manifest in, the language loaded): an update
  // of the root then would make React give up the server's markup and render the region anew.
  // The latest tree waits for the hydration to commit instead.
  const hydrating = useRef(true);
  const latest = useRef<ReactNode>(null);
  const hydratedWith = useRef<ReactNode>(null);
  const committed = useCallback(() => {
    hydrating.current = false;
    const tree = latest.current;
    // Not during the root's own commit.
    if (tree !== hydratedWith.current) setTimeout(() => root.current?.render(tree), 0);
  }, []);

  useLayoutEffect(() => {
    if (!Component) return;
    const tree = (
      <UNSAFE_NavigationContext value={navigation}>
        <UNSAFE_LocationContext value={location}>
          <UNSAFE_RouteContext value={route}>
            <HostProvider value={host}>
              <ErrorBoundary report={abandonOnce} fallback={() => null}>
                <HydrationCommitted region={region} committed={committed}>
                  <Component />
                </HydrationCommitted>
              </ErrorBoundary>
            </HostProvider>
          </UNSAFE_RouteContext>
        </UNSAFE_LocationContext>
      </UNSAFE_NavigationContext>
    );
    latest.current = tree;
    if (root.current) {
      if (!hydrating.current) root.current.render(tree);
      return;
    }
    hydratedWith.current = tree;
    provideServerReads(region.remote, region.state);
    root.current = hydrateRoot(region.element, tree, {
      // A mismatch is a defect of the remote's server render: React renders the region anew, and says so.
      onRecoverableError: (error) => console.error(`[shell] hydrating ${region.remote}'s region:`, error),
    });
  });

  const { element } = region;
  useLayoutEffect(
    () => () => {
      // Gone with the page, in the commit that shows the next one; its root is unmounted after it.
      element.remove();
      const hydrated = root.current;
      root.current = null;
      // Not during the shell's own commit: React unmounts a root only outside a render.
      if (hydrated) setTimeout(() => hydrated.unmount(), 0);
    },
    [element],
  );

  return null;
}
