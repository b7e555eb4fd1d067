import { pageFor, type SitePage } from '@marketplace/contracts/pages';

/** Where the shell's Guard sends a guest who opens a signed-in page (here, so the first chunk has it). */
export const SIGN_IN_PATH = '/login';

/** A page worth fetching before the shell renders, and the module of its remote it may open instead. */
export interface PageToWarm {
  remote: string;
  module: string;
  opensInstead?: string;
}

/**
 * The remote module a cold load of `pathname` will show, worth fetching before the shell renders;
 * `null` for the shell's own pages. `signedIn` is whether a session is stored: the guards send a
 * guest from a signed-in page to the sign-in page, and a signed-in shopper away from guest-only ones.
 */
export function pageModuleFor(pages: readonly SitePage[], pathname: string, signedIn: boolean): PageToWarm | null {
  const page = pageFor(pages, pathname);
  if (!page) return null;
  if (page.guard === 'signed-in' && !signedIn) return pathname === SIGN_IN_PATH ? null : pageModuleFor(pages, SIGN_IN_PATH, false);
  if (page.guard === 'guest-only' && signedIn) return null;
  const { remote, module, opensInstead } = page;
  return opensInstead ? { remote, module, opensInstead } : { remote, module };
}
