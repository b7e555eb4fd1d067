import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION } from '@marketplace/contracts/federation';
import { RemoteRefusedError } from './refusal';
import { pageSharesOf, refusalOf, sharesPlugin, wholeShares, type PageShares } from './share-negotiation';

const [MAJOR, MINOR] = CONTRACTS_VERSION.split('.').map(Number);
const HOST = CONTRACTS_VERSION;

/** What this shell provides: versions of its build, trimmed copies of four packages. */
const PAGE: PageShares = {
  react: { version: '19.1.10', trimmedExports: null },
  mitt: { version: '3.0.1', trimmedExports: null },
  'react-router': { version: '7.18.6', trimmedExports: ['Link', 'Route', 'Routes', 'useParams'] },
  'styled-components': { version: '6.6.0', trimmedExports: ['default', 'css'] },
  '@marketplace/contracts': { version: HOST, trimmedExports: ['useHost', 'paths'] },
};

/** A remote's manifest as its build writes it (tooling/src/options.ts), kept to what is checked. */
function manifest({
  contracts = `^${HOST}`,
  builtContracts,
  shared = {},
  used = {},
}: { contracts?: string; builtContracts?: string; shared?: Record<string, string>; used?: Record<string, string[]> } = {}) {
  const ranges: Record<string, string> = {
    react: '^19.1.10',
    mitt: '^3.0.1',
    'react-router': '^7.18.6',
    'styled-components': '^6.6.0',
    '@marketplace/contracts': contracts,
    ...shared,
  };
  return {
    metaData: { contractsRange: contracts, usedExports: used },
    shared: Object.entries(ranges).map(([name, requiredVersion]) => ({
      name,
      ...(name === '@marketplace/contracts' && builtContracts ? { version: builtContracts } : {}),
      requiredVersion,
      singleton: name !== '@marketplace/contracts',
    })),
  };
}

const NONE = new Set<string>();

describe('refusalOf', () => {
  it('runs a remote whose ranges the page satisfies and whose exports the trimmed copies hold', () => {
    expect(
      refusalOf(manifest({ used: { 'react-router': ['Link', 'useParams'], '@marketplace/contracts': ['paths'] } }), PAGE, NONE, HOST),
    ).toBeNull();
  });

  it('refuses a remote built against another major of a shared singleton, naming the package and both versions', () => {
    expect(refusalOf(manifest({ shared: { mitt: '^2.1.0' } }), PAGE, NONE, HOST)).toBe(
      'it needs mitt ^2.1.0, this page provides mitt 3.0.1; rebuild it against mitt 3.x',
    );
    // A remote left on the previous React major once the page has moved to the next one.
    expect(refusalOf(manifest({ shared: { react: '^18.3.1' } }), PAGE, NONE, HOST)).toBe(
      'it needs react ^18.3.1, this page provides react 19.1.10; rebuild it against react 19.x',
    );
  });

  it('runs a remote built against an older minor or patch of a singleton (a caret range the page satisfies)', () => {
    expect(refusalOf(manifest({ shared: { react: '^19.0.0', 'react-router': '^7.1.0' } }), PAGE, NONE, HOST)).toBeNull();
  });

  it('refuses a remote built against another contracts major, as the contracts check words it', () => {
    const other = `^${MAJOR! + 1}.0.0`;
    expect(refusalOf(manifest({ contracts: other }), PAGE, NONE, HOST)).toBe(
      `it was built against contracts ${other}, this shell has contracts ${HOST} (another major version); rebuild it against contracts ${MAJOR}.x`,
    );
  });

  it('refuses a remote that uses exports the page’s trimmed copy lacks, naming package and exports, while the page runs that copy', () => {
    const needsMore = manifest({ used: { 'react-router': ['Link', 'useMatch', 'useHref'] } });
    expect(refusalOf(needsMore, PAGE, NONE, HOST)).toMatch(
      /^it uses useMatch, useHref of react-router, which this page's trimmed copy lacks/,
    );
    expect(refusalOf(needsMore, PAGE, new Set(['react-router']), HOST)).toBeNull();
  });

  it('leaves a contracts export of a newer minor to the remote’s own copy of the contracts', () => {
    const newerMinor = manifest({
      contracts: `^${MAJOR}.${MINOR! + 1}.0`,
      used: { '@marketplace/contracts': ['useHost', 'addedInNextMinor'] },
    });
    expect(refusalOf(newerMinor, PAGE, NONE, HOST)).toBeNull();
    const sameMinor = manifest({ used: { '@marketplace/contracts': ['useHost', 'notProvided'] } });
    expect(refusalOf(sameMinor, PAGE, NONE, HOST)).toContain('notProvided of @marketplace/contracts');
  });

  it('judges the contracts by the release a remote was built against, not the range it records (its package.json left behind a bump)', () => {
    const next = `${MAJOR}.${MINOR! + 1}.0`;
    const bumped = manifest({ builtContracts: next, used: { '@marketplace/contracts': ['useHost', 'addedInNextMinor'] } });
    expect(refusalOf(bumped, PAGE, NONE, HOST)).toBeNull();
    expect(wholeShares(PAGE, [{ name: 'mfe_catalog', json: bumped }]).whole).toEqual(new Set());
  });

  it('refuses a manifest that is not an object or records no contracts range, saying so', () => {
    for (const json of [null, 'x', 42, [], { metaData: null }, { metaData: { contractsRange: 7 } }]) {
      expect(refusalOf(json, PAGE, NONE, HOST)).toBe(`it records no contracts range; rebuild it against contracts ${MAJOR}.x`);
    }
    expect(refusalOf({ metaData: { contractsRange: 'latest' } }, PAGE, NONE, HOST)).toBe(
      `its contracts range "latest" is not a caret range (^major.minor.patch); rebuild it against contracts ${MAJOR}.x`,
    );
  });

  it('runs a remote whose contracts range fits but whose shared list or used exports are garbled: they declare no need the page fails', () => {
    const contractsRange = `^${HOST}`;
    for (const json of [
      { shared: 'x', metaData: { contractsRange, usedExports: { 'react-router': 'all' } } },
      { shared: [null, 'react', { name: 7 }], metaData: { contractsRange, usedExports: null } },
      { shared: [{ name: 'react', requiredVersion: 19 }], metaData: { contractsRange } },
    ]) {
      expect(refusalOf(json, PAGE, NONE, HOST)).toBeNull();
    }
    // Garbled entries are skipped, not the whole list: a readable entry the page fails still refuses.
    const mixed = { shared: ['x', { name: 'mitt', requiredVersion: '^2.1.0' }], metaData: { contractsRange } };
    expect(refusalOf(mixed, PAGE, NONE, HOST)).toMatch(/^it needs mitt \^2\.1\.0/);
  });
});

describe('wholeShares', () => {
  it('keeps every trimmed copy when each remote fits in it', () => {
    expect(wholeShares(PAGE, [{ name: 'mfe_a', json: manifest({ used: { 'react-router': ['Link'] } }) }])).toEqual({
      whole: new Set(),
      notes: [],
    });
  });

  it('runs the whole package for the page when a remote needs more of it, and says which remote needs what', () => {
    const { whole, notes } = wholeShares(PAGE, [
      { name: 'mfe_a', json: manifest({ used: { 'react-router': ['Link'] } }) },
      { name: 'mfe_b', json: manifest({ used: { 'react-router': ['useMatch'], 'styled-components': ['default', 'createGlobalStyle'] } }) },
    ]);
    expect(whole).toEqual(new Set(['react-router', 'styled-components']));
    expect(notes).toEqual([
      "[federation] mfe_b uses useMatch of react-router, beyond this shell's trimmed copy: the page runs the whole react-router",
      "[federation] mfe_b uses createGlobalStyle of styled-components, beyond this shell's trimmed copy: the page runs the whole styled-components",
    ]);
  });

  it('lets no refused remote (another major) or missing manifest change the page’s copies', () => {
    const { whole } = wholeShares(PAGE, [
      { name: 'mfe_old', json: manifest({ shared: { mitt: '^2.1.0' }, used: { 'react-router': ['useMatch'] } }) },
      { name: 'mfe_down', json: null },
    ]);
    expect(whole).toEqual(new Set());
  });
});

describe('sharesPlugin', () => {
  type ResolveArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
  const argsFor = (pkgName: string, treeShaking: object | null = { get: () => undefined }, version = PAGE[pkgName]?.version) =>
    ({ pkgName, resolver: () => ({ shared: { version, treeShaking }, useTreesShaking: false }) }) as unknown as ResolveArgs;
  const resolve = (whole: Set<string>, args: ResolveArgs) =>
    (sharesPlugin(PAGE, whole, HOST).resolveShare!(args) as ResolveArgs).resolver();

  it('hands every app the trimmed copy of a trimmed share the page runs trimmed, and the whole one of a share it runs whole', () => {
    expect(resolve(NONE, argsFor('react-router'))).toMatchObject({ useTreesShaking: true });
    expect(resolve(new Set(['react-router']), argsFor('react-router'))).toMatchObject({ useTreesShaking: false });
  });

  it('leaves a share without a trimmed copy as the runtime resolved it', () => {
    expect(resolve(NONE, argsFor('react'))).toMatchObject({ useTreesShaking: false });
    expect(resolve(NONE, argsFor('react-router', null))).toMatchObject({ useTreesShaking: false });
  });

  it("applies the page's choice to the page's own copy only, not to a remote's newer contracts", () => {
    const next = `${MAJOR}.${MINOR! + 1}.0`;
    expect(resolve(NONE, argsFor('react-router', undefined, '7.99.0'))).toMatchObject({ useTreesShaking: false });
    const remote = { ...argsFor('@marketplace/contracts', undefined, next), shareInfo: { version: next, from: 'mfe_catalog' } };
    expect(resolve(NONE, remote as ResolveArgs)).toMatchObject({ shared: { version: next }, useTreesShaking: false });
  });

  type SnapshotArgs = { from: 'manifest' | 'global'; moduleInfo: { name: string }; manifestJson?: unknown };
  const check = (args: SnapshotArgs) =>
    (sharesPlugin(PAGE, NONE, HOST).loadRemoteSnapshot as unknown as (a: SnapshotArgs) => SnapshotArgs)(args);

  it('refuses a remote at registration, before its entry loads, with a console message naming it and why', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = () => check({ from: 'manifest', moduleInfo: { name: 'mfe_old' }, manifestJson: manifest({ shared: { mitt: '^2.1.0' } }) });
    expect(run).toThrow(RemoteRefusedError);
    expect(error).toHaveBeenCalledWith(
      '[federation] mfe_old refused: it needs mitt ^2.1.0, this page provides mitt 3.0.1; rebuild it against mitt 3.x',
    );
    error.mockRestore();
  });

  it('refuses a hostile manifest at registration too, so none of that remote’s code is fetched', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => check({ from: 'manifest', moduleInfo: { name: 'mfe_bad' }, manifestJson: 'x' })).toThrow(RemoteRefusedError);
    expect(error).toHaveBeenCalledWith(
      `[federation] mfe_bad refused: it records no contracts range; rebuild it against contracts ${MAJOR}.x`,
    );
    error.mockRestore();
  });

  it('passes a remote it can run, and a snapshot that did not come from a manifest, untouched', () => {
    const ok: SnapshotArgs = { from: 'manifest', moduleInfo: { name: 'mfe_a' }, manifestJson: manifest() };
    expect(check(ok)).toBe(ok);
    const global: SnapshotArgs = { from: 'global', moduleInfo: { name: 'mfe_a' } };
    expect(check(global)).toBe(global);
  });
});

describe('pageSharesOf', () => {
  it("reads each shared package's version from the shell's federation options", () => {
    expect(pageSharesOf({ react: [{ version: '18.3.1' }], odd: [{}] })).toEqual({ react: { version: '18.3.1', trimmedExports: null } });
  });
});
