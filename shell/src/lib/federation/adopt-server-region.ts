import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { HydratedRegion } from '../../components/HydratedRegion';
import { holdServerRegion } from './server-region';

/**
 * Before the shell's first render replaces the static frame, on a page the server composed (a
 * chunk of its own, loaded only there): keeps the region the server composed where it is,
 * if the page can hydrate exactly that render (the remote's release this page runs, the language it
 * shows, the address it is on). Otherwise the region goes with the frame and the browser
 * renders the page as on any other load; why is said in the console.
 */
export function adoptServerRegion(
  doc: Document,
  page: { release: (remote: string) => string | null; language: string; address: string },
): void {
  holdServerRegion(null);
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
  holdServerRegion({ region: { element, remote, address: page.address, state: state as Record<string, unknown> }, View: HydratedRegion });
}
