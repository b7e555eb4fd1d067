import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION } from '@marketplace/contracts/federation';
import { CONTRACTS, resolveServingContracts, servesContractsBuild } from './contracts-copy';

const [MAJOR, MINOR] = CONTRACTS_VERSION.split('.').map(Number);
const PAGE = CONTRACTS_VERSION;
const NEXT = `${MAJOR}.${MINOR! + 1}.0`;

describe('servesContractsBuild', () => {
  it.each<[string, string | null, boolean, string]>([
    [PAGE, PAGE, true, 'the release it was built against'],
    [NEXT, PAGE, true, 'a later minor'],
    [PAGE, NEXT, false, 'an older minor, which may lack an export it uses'],
    [`${MAJOR! + 1}.0.0`, PAGE, false, 'another major'],
    [PAGE, null, true, 'an app whose release is not known (judged by its range alone)'],
    [PAGE, 'latest', false, 'a release that is not semver (the app runs its bundled copy)'],
  ])('a copy at %s for an app built against %s: %s (%s)', (version, built, serves, _why) => {
    expect(servesContractsBuild(version, built)).toBe(serves);
  });
});

describe('resolveServingContracts', () => {
  type Args = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
  const bundled = () => undefined;
  const copy = (from: string, version: string, extra: object = {}) => ({ from, version, treeShaking: { get: bundled }, ...extra });
  const pageCopy = copy('shell', PAGE, { loaded: true });

  /** An app's resolution, as the runtime hands it to the hook: its own registration, the page's copies, the runtime's choice. */
  function resolveFor(app: { from: string; version: string }, copies: Array<ReturnType<typeof copy>>, chosen = pageCopy) {
    const args = {
      pkgName: CONTRACTS,
      scope: 'default',
      shareInfo: app,
      shareScopeMap: { default: { [CONTRACTS]: Object.fromEntries(copies.map((c) => [c.version, c])) } },
      resolver: () => ({ shared: chosen, useTreesShaking: false }),
    } as unknown as Args;
    resolveServingContracts(args);
    return args.resolver();
  }

  it("gives an app built against a newer minor its own bundled copy, though its range accepts the page's older one", () => {
    const own = copy('mfe_catalog', NEXT);
    expect(resolveFor({ from: 'mfe_catalog', version: NEXT }, [pageCopy, own])).toEqual({ shared: own, useTreesShaking: true });
  });

  it('prefers a copy of that release another app has loaded, taken whole (its bundled copy holds only what that app uses)', () => {
    const loaded = copy('mfe_search', NEXT, { loaded: true });
    expect(resolveFor({ from: 'mfe_catalog', version: NEXT }, [pageCopy, loaded])).toEqual({ shared: loaded, useTreesShaking: false });
  });

  it('leaves the app to its own bundled fallback when no loaded copy or copy of its own serves it', () => {
    expect(resolveFor({ from: 'mfe_catalog', version: NEXT }, [pageCopy])).toBeUndefined();
    expect(resolveFor({ from: 'mfe_catalog', version: NEXT }, [pageCopy, copy('mfe_search', NEXT)])).toBeUndefined();
  });

  it("keeps the page's copy for an app built against the page's release or an older one", () => {
    expect(resolveFor({ from: 'mfe_catalog', version: PAGE }, [pageCopy])).toEqual({ shared: pageCopy, useTreesShaking: false });
    expect(resolveFor({ from: 'mfe_old', version: `${MAJOR}.0.0` }, [pageCopy])).toEqual({ shared: pageCopy, useTreesShaking: false });
  });
});
