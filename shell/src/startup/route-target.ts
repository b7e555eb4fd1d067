import { ROUTES, type RemoteModule, type RouteDef } from '@marketplace/contracts/routes';

/**
 * The route table entry for a path, ranked as react-router ranks it (a fixed segment beats a
 * parameter, either beats '*'), so the start-up warm-up can pick the page's remote before
 * react-router has loaded. route-target.test.ts holds it to react-router's own choice.
 */
export function routeFor(pathname: string): RouteDef | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { route: RouteDef; score: number } | undefined;
  for (const route of ROUTES) {
    const score = matchScore(route.path, segments);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** The values of `pattern`'s parameters in `pathname` (decoded, as react-router hands them to the page). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.split('/').filter(Boolean).entries()) {
    const segment = segments[i];
    if (!part.startsWith(':') || segment === undefined) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      params[part.slice(1)] = segment;
    }
  }
  return params;
}

function matchScore(pattern: string, segments: string[]): number | null {
  if (pattern === '*') return 0;
  const wanted = pattern.split('/').filter(Boolean);
  if (wanted.length !== segments.length) return null;
  let score = 1;
  for (const [i, part] of wanted.entries()) {
    if (part.startsWith(':')) score += 1;
    else if (part.toLowerCase() === segments[i]?.toLowerCase()) score += 10;
    else return null;
  }
  return score;
}

/** Where the shell's Guard sends a guest who opens a signed-in page (here, so the first chunk has it). */
export const SIGN_IN_PATH = '/login';

/** A page worth fetching before the shell renders, and the page of its remote it may open instead. */
export interface PageToWarm extends RemoteModule {
  opensInstead?: string;
}

/**
 * The remote module a cold load of `pathname` will show, worth fetching before the shell renders;
 * `null` for the shell's own pages. `signedIn` is whether a session is stored: the guards send a
 * guest from a signed-in page to the sign-in page, and a signed-in shopper away from guest-only ones.
 */
export function pageModuleFor(pathname: string, signedIn: boolean): PageToWarm | null {
  const route = routeFor(pathname);
  if (!route || route.target.app === 'shell') return null;
  if (route.guard === 'signed-in' && !signedIn) return pageModuleFor(SIGN_IN_PATH, false);
  if (route.guard === 'guest-only' && signedIn) return null;
  const { app, module } = route.target;
  return route.opensInstead ? { app, module, opensInstead: route.opensInstead.module } : { app, module };
}
