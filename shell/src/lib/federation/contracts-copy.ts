import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsRange } from '@marketplace/contracts/federation';

// Runs in the shell's entry, before any shared package has loaded: no shared imports here.

export const CONTRACTS = '@marketplace/contracts';

/**
 * Whether a copy of the contracts at `version` serves an app built against the contracts release
 * `built` (null: not known): a copy of that release or a later one of its major (none serves a
 * release that is not semver: the app then runs the copy its build bundled). Within a major
 * the contracts only add, so such a copy holds every export the app uses; an older one may lack
 * one, which would run as `undefined`. The release is what counts, not the range the app states:
 * a package.json left at `^2.1.0` after a bump to 2.2.0 states a range the page's 2.1.0 meets.
 */
export const servesContractsBuild = (version: string, built: string | null): boolean =>
  built === null || satisfy(version, contractsRange(built));

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type Resolved = ReturnType<ResolveShareArgs['resolver']>;
type Copy = NonNullable<Resolved>['shared'];

const isLoaded = (copy: Copy) => copy.loaded || copy.lib || copy.treeShaking?.loaded;

/**
 * Makes an app's resolution of the contracts end on a copy that serves the release it was built
 * against (its own registration's version), whatever range it states: the runtime matches copies
 * to that range alone, and would hand it the page's older copy. When the runtime's choice does
 * not serve it, a registered copy that does: one already loaded (the page runs as few copies as
 * it can), else its own, the one its build bundled (the runtime's `treeShaking` getter: what it
 * uses). Another app's copy is taken whole, since that app's bundled copy holds only what that
 * app uses. The page's choice between the trimmed and the whole copy
 * of its own is the shares plugin's, applied after this.
 */
export function resolveServingContracts(args: ResolveShareArgs): void {
  const { version: built, from: app } = args.shareInfo;
  const resolve = args.resolver;
  const serves = (copy: Copy) => servesContractsBuild(copy.version, built);
  const servingCopy = () => {
    const copies = Object.values(args.shareScopeMap[args.scope]?.[args.pkgName] ?? {}).filter(serves);
    return copies.find(isLoaded) ?? copies.find((c) => c.from === app);
  };
  args.resolver = () => {
    const resolved = resolve();
    const copy = resolved && serves(resolved.shared) ? resolved.shared : servingCopy();
    // None: the runtime then runs the app's own fallback, the copy its build bundled.
    if (!copy) return undefined;
    return { shared: copy, useTreesShaking: copy.from === app && !!copy.treeShaking?.get };
  };
}
