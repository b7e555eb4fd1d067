import { SERVER_REGION } from '@marketplace/contracts/fragment';

/** A page region the shell's server composed into the document, for the browser to hydrate. */
export interface ServerRegion {
  element: HTMLElement;
  remote: string;
  state: Record<string, unknown>;
}

let adopted: ServerRegion | null = null;

/**
 * Before the shell's first render replaces the static frame: keeps the region the server composed,
 * if the page can hydrate exactly that render (the remote's release this page runs, the language it
 * shows, the address it is on). Otherwise the region is left to go with the frame and the browser
 * renders the page as on any other load; why is said in the console.
 */
export function adoptServerRegion(
  doc: Document,
  page: { release: (remote: string) => string | null; language: string; address: string },
): void {
  adopted = null;
  const element = doc.querySelector<HTMLElement>(`[${SERVER_REGION.attribute}]`);
  if (!element) return;
  const remote = element.getAttribute(SERVER_REGION.attribute) ?? '';
  const release = element.getAttribute(SERVER_REGION.release);
  const mismatch =
    release !== page.release(remote)
      ? `it was rendered by release ${release ?? '(none)'}, this page runs ${page.release(remote) ?? 'no known release'}`
      : element.getAttribute(SERVER_REGION.lang) !== page.language
        ? `it was rendered in ${element.getAttribute(SERVER_REGION.lang) ?? '(none)'}, the page shows ${page.language}`
        : element.getAttribute(SERVER_REGION.address) !== page.address
          ? 'it was rendered for another address'
          : null;
  if (mismatch) {
    console.info(`[shell] ${remote}'s region renders in the browser: ${mismatch}`);
    return;
  }
  let state: unknown;
  try {
    state = JSON.parse(doc.getElementById(SERVER_REGION.stateId(remote))?.textContent ?? '');
  } catch {
    state = null;
  }
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    console.info(`[shell] ${remote}'s region renders in the browser: its state is missing or corrupt`);
    return;
  }
  adopted = { element, remote, state: state as Record<string, unknown> };
}

/** The adopted region of `remote`, once: the first render of its page takes it, later ones render anew. */
export function takeServerRegion(remote: string): ServerRegion | null {
  if (adopted?.remote !== remote) return null;
  const region = adopted;
  adopted = null;
  return region;
}
