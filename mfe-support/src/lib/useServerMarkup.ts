import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while the markup on screen is the server's: in the server's render and in the browser's
 * render that hydrates it (which must match it), false from the render right after hydration and
 * in any render the browser does alone. A control that needs the page's code renders its no-script
 * form while this is true, and React swaps in the scripted one once the page is live.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
