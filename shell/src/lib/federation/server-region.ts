import type { ComponentType } from 'react';

/** A page region the shell's server composed into the document, for the browser to hydrate. */
export interface ServerRegion {
  element: HTMLElement;
  remote: string;
  /** The address it was rendered for. */
  address: string;
  state: Record<string, unknown>;
}

/** What renders an adopted region in the layout (components/HydratedRegion.tsx). */
export interface HydratedRegionProps {
  region: ServerRegion;
  /** The remote's page, once its code is in; until then the server's markup shows as it came. */
  Component: ComponentType | null;
  /** The region's render threw: the shell renders the page itself (its error screen if it throws again). */
  abandon: () => void;
}

export interface Adopted {
  region: ServerRegion;
  View: ComponentType<HydratedRegionProps>;
}

// Set by ./adopt-server-region.ts, a chunk only a composed page loads: a page the browser renders
// from the frame (the home page today) carries no hydration code.
let adopted: Adopted | null = null;

export function holdServerRegion(region: Adopted | null): void {
  adopted = region;
}

/**
 * The adopted region of `remote` while no committed render has taken it. Read during render, so it
 * takes nothing: a render React discards and starts again (a transition interrupted by an update)
 * must find the region too, or the page is rendered anew and a tap held meanwhile is lost.
 */
export function serverRegionFor(remote: string): Adopted | null {
  return adopted?.region.remote === remote ? adopted : null;
}

/** `region`'s first render has committed: later renders of its page render anew. */
export function settleServerRegion(region: Adopted): void {
  if (adopted === region) adopted = null;
}

/** The element of the region the page adopted and no render has taken yet. */
export function heldServerRegion(): HTMLElement | null {
  return adopted?.region.element ?? null;
}

/**
 * The shopper left the address the server composed before its page took the region (a link
 * followed while the shell started): nothing will hydrate it, so it goes.
 */
export function dropServerRegion(address: string): void {
  if (!adopted || adopted.region.address === address) return;
  adopted.region.element.remove();
  adopted = null;
}
