import { exposedModules } from '../routes/table';
import { REMOTE_NAMES, REMOTES, type RemoteName } from './apps';
import { CONTRACTS_BUILT_AGAINST_ENV, hostFederationOptions, remoteFederationOptions } from './options';
import { federationShared, SHARED_SINGLETONS, TRIMMED_SHARES } from './shared';
import { CONTRACTS_MANIFEST_FIELD, CONTRACTS_VERSION } from './contracts-version';
import { remoteBuildSettings } from './remote-build';
import { HOST_PROVIDED_LIBRARIES } from './provided-libraries';
import { FIRST_READS_MANIFEST_FIELD } from '../host/first-reads';

/**
 * DESIGN.md section 2: the shared singletons, one copy in the page; react-router and
 * '@remix-run/router' live inside react-router-dom's trimmed copy (shared.ts).
 */
const DESIGN_SHARED = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'i18next',
  'react-i18next',
  'mitt',
  '@supabase/supabase-js',
  'zod/v3',
  '@marketplace/contracts',
];

const fullExposes = (name: RemoteName) =>
  Object.fromEntries(exposedModules(name).map((m) => [m, `./src/exposes/${m.slice(2)}.tsx`]));

describe('federationShared', () => {
  it("holds exactly DESIGN.md's list", () => {
    expect(Object.keys(federationShared()).sort()).toEqual([...DESIGN_SHARED].sort());
    expect([...SHARED_SINGLETONS].sort()).toEqual([...DESIGN_SHARED].sort());
  });

  it('makes every entry a singleton', () => {
    for (const [name, config] of Object.entries(federationShared())) {
      expect({ name, singleton: config.singleton }).toEqual({ name, singleton: true });
    }
  });

  it("trims react-router-dom, react-i18next, styled-components and the contracts' root to the listed exports, the same list in every app", () => {
    const trimmed = Object.entries(federationShared()).filter(([, config]) => config.treeShaking);
    expect(Object.fromEntries(trimmed.map(([name, config]) => [name, config.treeShaking]))).toEqual({
      'react-router-dom': { mode: 'runtime-infer', usedExports: [...TRIMMED_SHARES['react-router-dom']!] },
      'react-i18next': { mode: 'runtime-infer', usedExports: ['initReactI18next', 'useTranslation'] },
      'styled-components': { mode: 'runtime-infer', usedExports: ['default', 'css', 'keyframes'] },
      '@marketplace/contracts': { mode: 'runtime-infer', usedExports: [...TRIMMED_SHARES['@marketplace/contracts']!] },
    });
    expect(hostFederationOptions().shared).toEqual(remoteFederationOptions('mfe_search', fullExposes('mfe_search')).shared);
  });

  it("leaves a remote's dev build untrimmed, so it takes the production host's trimmed copies as singletons", () => {
    const dev = remoteFederationOptions('mfe_search', fullExposes('mfe_search'), 'dev').shared;
    expect(Object.values(dev).filter((config) => config.treeShaking)).toEqual([]);
    expect(Object.keys(dev)).toEqual(Object.keys(federationShared()));
  });

  it('returns a fresh object each time (a build config may not alter another app’s)', () => {
    const a = federationShared();
    const b = federationShared();
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });
});

describe('remoteFederationOptions', () => {
  it.each(REMOTE_NAMES)('%s: with every module exposed, returns singleton shared config loaded first', (name) => {
    const exposes = fullExposes(name);
    const options = remoteFederationOptions(name, exposes);
    expect(options.name).toBe(name);
    expect(options.exposes).toBe(exposes);
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.shared).toEqual(federationShared());
  });

  it('records the contracts range it is built against in the manifest metaData', () => {
    const { manifest } = remoteFederationOptions('mfe_search', fullExposes('mfe_search'));
    const stats = { metaData: { name: 'mfe_search', publicPath: 'auto' } };
    manifest.additionalData({ stats });
    expect(stats.metaData).toEqual({ name: 'mfe_search', publicPath: 'auto', [CONTRACTS_MANIFEST_FIELD]: `^${CONTRACTS_VERSION}` });
  });

  it("records the first reads of its pages in the manifest metaData, beside the contracts range", () => {
    const firstReads = { '/search': { reads: [{ path: 'products?select=id' }] } };
    const { manifest } = remoteFederationOptions('mfe_search', fullExposes('mfe_search'), 'build', firstReads);
    const stats = { metaData: {} };
    manifest.additionalData({ stats });
    expect(stats.metaData).toEqual({ [CONTRACTS_MANIFEST_FIELD]: `^${CONTRACTS_VERSION}`, [FIRST_READS_MANIFEST_FIELD]: firstReads });
  });

  it.each([
    ['a route another remote renders', '/cart'],
    ['a path that is no route', '/search/more'],
  ])('fails the build for first reads of %s', (_label, path) => {
    expect(() => remoteFederationOptions('mfe_search', fullExposes('mfe_search'), 'build', { [path]: { reads: [] } })).toThrow(
      `mfe-search declares first reads for ${path}, not routes it renders`,
    );
  });

  describe(`with ${CONTRACTS_BUILT_AGAINST_ENV} set (a build as if against another contracts release)`, () => {
    afterEach(() => {
      delete process.env[CONTRACTS_BUILT_AGAINST_ENV];
    });

    it('records that version instead', () => {
      process.env[CONTRACTS_BUILT_AGAINST_ENV] = '2.0.0';
      const { manifest } = remoteFederationOptions('mfe_support', fullExposes('mfe_support'));
      const stats = { metaData: {} };
      manifest.additionalData({ stats });
      expect(stats.metaData).toEqual({ [CONTRACTS_MANIFEST_FIELD]: '^2.0.0' });
    });

    it('fails the build when it is not a version', () => {
      process.env[CONTRACTS_BUILT_AGAINST_ENV] = '^2';
      expect(() => remoteFederationOptions('mfe_support', fullExposes('mfe_support'))).toThrow(`${CONTRACTS_BUILT_AGAINST_ENV}="^2" is not a version`);
    });
  });

  it('allows extra exposes beyond the route table', () => {
    expect(() => remoteFederationOptions('mfe_search', { ...fullExposes('mfe_search'), './Extra': './src/x.ts' })).not.toThrow();
  });

  it('throws naming the missing page module and the app folder', () => {
    const exposes = fullExposes('mfe_account');
    delete exposes['./ProfilePage'];
    expect(() => remoteFederationOptions('mfe_account', exposes)).toThrow(/mfe-account must expose \.\/ProfilePage/);
  });

  it('throws naming a missing fragment', () => {
    const exposes = fullExposes('mfe_cart_checkout');
    delete exposes['./MiniCart'];
    expect(() => remoteFederationOptions('mfe_cart_checkout', exposes)).toThrow('./MiniCart');
  });

  it('names every missing module, and only those', () => {
    let message = '';
    try {
      remoteFederationOptions('mfe_support', { './ContactPage': './src/exposes/ContactPage.tsx' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(REMOTES.mfe_support.folder);
    for (const m of ['./AboutPage', './FaqPage', './ShippingPage', './ReturnsPage', './ChatWidget']) expect(message).toContain(m);
    expect(message).not.toContain('./ContactPage');
  });

  it('throws for an empty exposes map', () => {
    expect(() => remoteFederationOptions('mfe_catalog', {})).toThrow('./HomePage');
  });
});

describe('hostFederationOptions', () => {
  it('is the shell with no build-time remotes, the same singletons, loaded first', () => {
    const options = hostFederationOptions();
    expect(options.name).toBe('shell');
    expect(options.remotes).toEqual({});
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.shared).toEqual(federationShared());
  });
});

describe('remoteBuildSettings: the federation libraries a remote reads from its host', () => {
  it('a production build takes each host-provided library from its global, not from its own bundle', () => {
    expect(remoteBuildSettings('mfe_catalog', 'build').output.externals).toEqual({
      '@module-federation/sdk': 'global _FEDERATION_SDK',
      '@module-federation/error-codes': 'global _FEDERATION_ERROR_CODES',
    });
    expect(Object.keys(HOST_PROVIDED_LIBRARIES)).toEqual(['@module-federation/sdk', '@module-federation/error-codes']);
  });

  it('a dev server bundles its own, as it bundles its own runtime (so it also runs standalone)', () => {
    expect(remoteBuildSettings('mfe_catalog', 'dev').output.externals).toEqual({});
    expect(remoteFederationOptions('mfe_catalog', fullExposes('mfe_catalog'), 'dev').experiments.externalRuntime).toBe(false);
  });
});
