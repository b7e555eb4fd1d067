import { useSyncExternalStore } from 'react';

// Neither value changes while the page lives: nothing to subscribe to.
const nothingToFollow = () => () => undefined;

/**
 * The page's origin in the browser's own renders; null on the server and in the render that
 * hydrates the server's markup, which must show exactly what the server did. React renders again
 * with the origin straight after hydrating.
 */
export function useBrowserOrigin(): string | null {
  return useSyncExternalStore(
    nothingToFollow,
    () => window.location.origin,
    () => null,
  );
}

/**
 * True once the page's own code answers its controls: false on the server and in the hydrating
 * render, so markup meant for a shopper without JavaScript (a submit button never disabled)
 * is what the server sends.
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
