/**
 * The pages a remote serves, declared in its own source and carried in its manifest
 * (`metaData.pages`), and the layout slots it fills (`metaData.slots`). The shell builds its router
 * at run time from the manifests of the remotes `/env.json` lists, so a team adds a page, or a
 * whole remote, without the shell's release. Plain checks, no zod: the inline start-up script
 * reads these too, before any shared package has loaded.
 */

export type Guard = 'public' | 'guest-only' | 'signed-in';
const GUARDS: readonly Guard[] = ['public', 'guest-only', 'signed-in'];

/** A page's tab title in each language, shown before any of the remote's code has loaded. */
export interface PageTitle {
  en: string;
  so: string;
  sw: string;
}
const TITLE_LANGUAGES = ['en', 'so', 'sw'] as const;

export interface RemoteModule {
  /** The remote's federation name, as `/env.json` lists it. */
  remote: string;
  /** An exposed module of that remote, `./Name`. */
  module: string;
}

/** One page as its remote declares it. */
export interface PageDeclaration {
  /** react-router path pattern: `/vendor/:slug`. */
  path: string;
  /** The exposed module that renders it. */
  module: string;
  guard: Guard;
  title: PageTitle;
  /**
   * A second region under the page, from another remote (the home page's support panel): loaded
   * after the page's own and showing nothing when unavailable.
   */
  secondary?: RemoteModule;
  /**
   * A module of the same remote the page may show at once instead (checkout with an empty cart
   * shows the cart): the start-up warm-up fetches its chunks beside the page's.
   */
  opensInstead?: string;
  /**
   * 'server': the remote's deployment renders this page's region for the shell's server to compose
   * (contracts' server/fragment.ts), since contracts 2.3. Only public pages that read no session.
   */
  render?: 'server';
}

/** A page of the composed site: a declaration and the remote that serves it. */
export interface SitePage extends PageDeclaration {
  remote: string;
}

/**
 * The shell's layout slots a remote may fill. 'search-suggest' is the
 * header's search box with suggestions as you type: its module's default export takes
 * SearchSuggestSlotProps, and the shell loads it on the box's first focus or keystroke.
 */
export type SlotName = 'mini-cart' | 'chat-widget' | 'search-suggest';
const SLOT_NAMES: readonly SlotName[] = ['mini-cart', 'chat-widget', 'search-suggest'];

/**
 * What the shell gives the 'search-suggest' slot: the header's box as the shell keeps it (its
 * text, label and form are the shell's; the slot renders the input and its suggestions).
 */
export interface SearchSuggestSlotProps {
  /** The input's id, which the shell's label points at. */
  id: string;
  value: string;
  onValueChange(text: string): void;
  placeholder: string;
  maxLength: number;
  /** True when the shell's own input had the focus: the slot's input takes it over. */
  autoFocus: boolean;
}
export type SlotDeclarations = Partial<Record<SlotName, string>>;

export const PAGES_MANIFEST_FIELD = 'pages';
export const SLOTS_MANIFEST_FIELD = 'slots';
export const NAV_MANIFEST_FIELD = 'nav';

/** The menus a remote may add a link to (since contracts 2.1). */
export type NavMenu = 'account';
const NAV_MENUS: readonly NavMenu[] = ['account'];

/**
 * A link a remote adds to one of the shell's menus, to one of its own pages. `roles` names who
 * sees it: a signed-in user whose server-set roles (the token's `app_metadata.roles`) hold one of
 * them; an empty list is every signed-in user. The link only shows the way: the remote's pages
 * and the database still decide what a user may do there.
 */
export interface NavDeclaration {
  menu: NavMenu;
  path: string;
  label: PageTitle;
  roles: string[];
}

/** A menu link of the composed site: a declaration and the remote that made it. */
export interface SiteNavEntry extends NavDeclaration {
  remote: string;
}

const PATH = /^\/(?:[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*)(?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*))*$|^\/$/;
const MODULE = /^\.\/[A-Za-z0-9_-]+$/;
const REMOTE_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const TITLE_MAX = 120;
const ROLE = /^[a-z][a-z0-9_-]{0,39}$/;
const NAV_MAX = 8;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `value` is not a valid page declaration, or null when it is one. */
export function pageProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'a page must be an object';
  const { path, module, guard, title, secondary, opensInstead, render } = value;
  if (typeof path !== 'string' || !PATH.test(path))
    return `path ${JSON.stringify(path)} is not a path pattern (/segment or /:param, no '*')`;
  if (typeof module !== 'string' || !MODULE.test(module))
    return `${path}: module ${JSON.stringify(module)} is not an exposed module (./Name)`;
  if (typeof guard !== 'string' || !GUARDS.includes(guard as Guard))
    return `${path}: guard ${JSON.stringify(guard)} is none of ${GUARDS.join(', ')}`;
  if (titleProblem(title)) {
    return `${path}: title needs ${TITLE_LANGUAGES.join(', ')} texts of 1 to ${TITLE_MAX} characters`;
  }
  if (
    secondary !== undefined &&
    !(
      isRecord(secondary) &&
      typeof secondary.remote === 'string' &&
      REMOTE_NAME.test(secondary.remote) &&
      typeof secondary.module === 'string' &&
      MODULE.test(secondary.module)
    )
  ) {
    return `${path}: secondary must name a remote and an exposed module`;
  }
  if (opensInstead !== undefined && (typeof opensInstead !== 'string' || !MODULE.test(opensInstead)))
    return `${path}: opensInstead is not an exposed module`;
  if (render !== undefined && (render !== 'server' || guard !== 'public')) return `${path}: only a public page may render on the server`;
  return null;
}

const titleProblem = (title: unknown): boolean =>
  !isRecord(title) ||
  TITLE_LANGUAGES.some((l) => typeof title[l] !== 'string' || title[l] === '' || (title[l] as string).length > TITLE_MAX);

/** Why `value` is not a valid menu link, or null when it is one. */
export function navProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'a menu link must be an object';
  const { menu, path, label, roles } = value;
  if (typeof menu !== 'string' || !NAV_MENUS.includes(menu as NavMenu))
    return `menu ${JSON.stringify(menu)} is none of ${NAV_MENUS.join(', ')}`;
  if (typeof path !== 'string' || !PATH.test(path) || path.includes('/:'))
    return `link path ${JSON.stringify(path)} is not a path without parameters`;
  if (titleProblem(label)) return `${path}: label needs ${TITLE_LANGUAGES.join(', ')} texts of 1 to ${TITLE_MAX} characters`;
  if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string' || !ROLE.test(r)))
    return `${path}: roles must be a list of role names (a-z, 0-9, _ and -)`;
  return null;
}

/** Only the fields of a declaration, so nothing else of untrusted JSON travels on. */
function pageOf(value: Record<string, unknown>, remote: string): SitePage {
  const title = value.title as Record<string, string>;
  const page: SitePage = {
    remote,
    path: value.path as string,
    module: value.module as string,
    guard: value.guard as Guard,
    title: { en: title.en as string, so: title.so as string, sw: title.sw as string },
  };
  if (isRecord(value.secondary)) page.secondary = { remote: value.secondary.remote as string, module: value.secondary.module as string };
  if (typeof value.opensInstead === 'string') page.opensInstead = value.opensInstead;
  if (value.render === 'server') page.render = 'server';
  return page;
}

/** The manifest's `metaData`, or an empty object. */
const metaDataOf = (manifest: unknown): Record<string, unknown> =>
  isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : {};

/** The pages a remote's manifest (untrusted JSON) declares, and why any was left out. */
export function declaredPages(remote: string, manifest: unknown): { pages: SitePage[]; problems: string[] } {
  const declared = metaDataOf(manifest)[PAGES_MANIFEST_FIELD];
  if (declared === undefined) return { pages: [], problems: [] };
  if (!Array.isArray(declared)) return { pages: [], problems: [`${remote}: metaData.${PAGES_MANIFEST_FIELD} is not a list`] };
  const pages: SitePage[] = [];
  const problems: string[] = [];
  for (const value of declared) {
    const problem = pageProblem(value);
    if (problem) problems.push(`${remote}: ${problem}`);
    else pages.push(pageOf(value as Record<string, unknown>, remote));
  }
  return { pages, problems };
}

/** The slots a remote's manifest declares, by slot. */
export function declaredSlots(manifest: unknown): SlotDeclarations {
  const declared = metaDataOf(manifest)[SLOTS_MANIFEST_FIELD];
  const slots: SlotDeclarations = {};
  if (!isRecord(declared)) return slots;
  for (const name of SLOT_NAMES) {
    const module = declared[name];
    if (typeof module === 'string' && MODULE.test(module)) slots[name] = module;
  }
  return slots;
}

/**
 * The menu links a remote's manifest declares, at most NAV_MAX of them, and why any was left out.
 * A link must lead to one of the remote's own pages: a remote cannot point the shell's menus
 * elsewhere.
 */
export function declaredNav(remote: string, manifest: unknown, pages: readonly SitePage[]): { nav: SiteNavEntry[]; problems: string[] } {
  const declared = metaDataOf(manifest)[NAV_MANIFEST_FIELD];
  if (declared === undefined) return { nav: [], problems: [] };
  if (!Array.isArray(declared)) return { nav: [], problems: [`${remote}: metaData.${NAV_MANIFEST_FIELD} is not a list`] };
  const nav: SiteNavEntry[] = [];
  const problems: string[] = [];
  for (const value of declared) {
    const problem = navProblem(value);
    if (problem) {
      problems.push(`${remote}: ${problem}`);
      continue;
    }
    const { menu, path, label, roles } = value as Record<string, unknown> & NavDeclaration;
    if (!pages.some((page) => page.remote === remote && page.path === path))
      problems.push(`${remote}: menu link ${path} is not one of its pages`);
    else if (nav.length >= NAV_MAX) problems.push(`${remote}: more than ${NAV_MAX} menu links, ${path} is left out`);
    else nav.push({ remote, menu, path, label: { en: label.en, so: label.so, sw: label.sw }, roles: [...roles] });
  }
  return { nav, problems };
}

/** Whether a user with `roles` sees a menu link (see NavDeclaration). */
export const showsNavEntry = (entry: Pick<NavDeclaration, 'roles'>, roles: readonly string[]): boolean =>
  entry.roles.length === 0 || entry.roles.some((role) => roles.includes(role));

/** A path pattern with its parameters' names dropped: two patterns that match the same addresses. */
export const pathShape = (path: string) => path.toLowerCase().replace(/\/:[^/]+/g, '/:');

/**
 * The site's pages from each listed remote's declarations, in listing order. A path claimed twice
 * (the same shape: `/vendor/:slug` and `/vendor/:id` are one) goes to the remote listed first, and
 * each later claim is a conflict naming both. The shell keeps only '*' (Not Found).
 */
export function mergePages(remotes: ReadonlyArray<{ remote: string; pages: readonly SitePage[] }>): {
  pages: SitePage[];
  conflicts: string[];
} {
  const owner = new Map<string, string>();
  const pages: SitePage[] = [];
  const conflicts: string[] = [];
  for (const { remote, pages: declared } of remotes) {
    for (const page of declared) {
      const shape = pathShape(page.path);
      const first = owner.get(shape);
      if (first !== undefined) {
        if (first !== remote)
          conflicts.push(
            `${page.path} is claimed by ${first} and by ${remote}: ${first} serves it (listed first), ${remote}'s claim is ignored`,
          );
        else conflicts.push(`${page.path} is declared twice by ${remote}: the first declaration serves it`);
        continue;
      }
      owner.set(shape, remote);
      pages.push(page);
    }
  }
  return { pages, conflicts };
}

/**
 * The page for a path, ranked as react-router ranks routes (a fixed segment beats a parameter),
 * so the start-up warm-up can pick the page's remote before react-router has loaded.
 */
export function pageFor<T extends { path: string }>(pages: readonly T[], pathname: string): T | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { page: T; score: number } | undefined;
  for (const page of pages) {
    const score = matchScore(page.path, segments);
    if (score !== null && (!best || score > best.score)) best = { page, score };
  }
  return best?.page;
}

function matchScore(pattern: string, segments: string[]): number | null {
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

/** The values of `pattern`'s parameters in `pathname` (decoded, as react-router hands them to the page). */
export function pathParams(pattern: string, pathname: string): Record<string, string> {
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
