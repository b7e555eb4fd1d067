import { join } from 'node:path';
import {
  CONTRACTS_MANIFEST_FIELD,
  CONTRACTS_VERSION,
  HOST_PROVIDED_LIBRARIES,
  USED_EXPORTS_MANIFEST_FIELD,
} from '@marketplace/contracts/federation';
import { FIRST_READS_MANIFEST_FIELD } from '@marketplace/contracts/first-reads';
import { NAV_MANIFEST_FIELD, PAGES_MANIFEST_FIELD, SLOTS_MANIFEST_FIELD, type PageDeclaration } from '@marketplace/contracts/pages';
import { REMOTES } from './apps';
import { CONTRACTS_BUILT_AGAINST_ENV } from './contracts-built-against';
import { hostFederationOptions, remoteFederationOptions, type RemoteDeclaration } from './options';
import { federationShared, rangeOf, SHARED_PACKAGES } from './shared';
import { remoteBuildSettings } from './remote-build';

const APP = join(__dirname, '..', '..', 'mfe-support');
const title = { en: 'Reviews', so: 'Faallooyin', sw: 'Maoni' };
const page = (path: string, module: string, extra: Partial<PageDeclaration> = {}): PageDeclaration => ({
  path,
  module,
  guard: 'public',
  title,
  ...extra,
});

const declaration = (extra: Partial<RemoteDeclaration> = {}): RemoteDeclaration => ({
  name: 'mfe_support',
  appDir: APP,
  exposes: { './FaqPage': './src/exposes/FaqPage.tsx', './ChatWidget': './src/exposes/ChatWidget.tsx' },
  pages: [page('/faq', './FaqPage')],
  slots: { 'chat-widget': './ChatWidget' },
  ...extra,
});

/** The manifest metaData a build writes with these options. */
function metaDataOf(options: ReturnType<typeof remoteFederationOptions>, shared: Array<{ name: string; usedExports?: string[] }> = []) {
  const stats = { metaData: { name: 'mfe_support' }, shared };
  options.manifest.additionalData({ stats });
  return stats.metaData as Record<string, unknown>;
}

describe('federationShared', () => {
  it('shares every package of the list, each with the range its app depends on', () => {
    const shared = federationShared({ appDir: APP });
    expect(Object.keys(shared)).toEqual([...SHARED_PACKAGES]);
    expect(shared.react?.requiredVersion).toBe('^19.1.10');
    expect(shared['react-dom/']?.requiredVersion).toBe('^19.1.10');
    expect(shared['zod/v3']?.requiredVersion).toBe('^4.6.7');
    expect(shared['@marketplace/contracts']?.requiredVersion).toBe(`^${CONTRACTS_VERSION}`);
  });

  it('makes every share a singleton but the contracts, which a newer minor may bring a copy of', () => {
    const notSingletons = Object.entries(federationShared({ appDir: APP }))
      .filter(([, c]) => !c.singleton)
      .map(([name]) => name);
    expect(notSingletons).toEqual(['@marketplace/contracts']);
  });

  it('lets a remote infer what it uses of a trimmed share, and the shell list what its copies hold', () => {
    const remote = federationShared({ appDir: APP });
    expect(remote['react-router']?.treeShaking).toEqual({ mode: 'runtime-infer' });
    const host = federationShared({ appDir: APP, providedExports: { 'react-router': ['Link'] } });
    expect(host['react-router']?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: ['Link'] });
    expect(host.react?.treeShaking).toBeUndefined();
  });

  it('trims nothing for a dev server', () => {
    expect(Object.values(federationShared({ appDir: APP, trim: false })).filter((c) => c.treeShaking)).toEqual([]);
  });

  it('fails the build naming a shared package the app does not depend on', () => {
    expect(() => federationShared({ appDir: join(__dirname, '..') })).toThrow(/tooling[\\/]package\.json does not depend on react/);
  });
});

describe('rangeOf', () => {
  it.each([
    ['18.3.1', '^18.3.1'],
    ['^18.3.1', '^18.3.1'],
    ['~6.30.0', '~6.30.0'],
    ['>=4 <5', '>=4 <5'],
  ])('%s -> %s', (spec, range) => expect(rangeOf(spec)).toBe(range));
});

describe('remoteFederationOptions', () => {
  it('records in the manifest its pages, slots, contracts range and the exports it uses of each trimmed share', () => {
    const metaData = metaDataOf(remoteFederationOptions(declaration()), [
      { name: 'react-router', usedExports: ['useParams', 'Link'] },
      // The bundler also counts properties read off an export (styled.div): no copy need hold those.
      { name: 'styled-components', usedExports: ['default', 'div', 'css'] },
      { name: 'react', usedExports: ['useState'] },
      { name: 'mitt' },
    ]);
    expect(metaData).toEqual({
      name: 'mfe_support',
      [CONTRACTS_MANIFEST_FIELD]: `^${CONTRACTS_VERSION}`,
      [PAGES_MANIFEST_FIELD]: [page('/faq', './FaqPage')],
      [SLOTS_MANIFEST_FIELD]: { 'chat-widget': './ChatWidget' },
      [USED_EXPORTS_MANIFEST_FIELD]: { 'react-router': ['Link', 'useParams'], 'styled-components': ['css', 'default'] },
    });
  });

  it('records the first reads of its pages', () => {
    const firstReads = { '/faq': { reads: [{ path: 'faq?select=id' }] } };
    expect(metaDataOf(remoteFederationOptions(declaration({ firstReads })))[FIRST_READS_MANIFEST_FIELD]).toEqual(firstReads);
  });

  it('records the links it adds to the shell’s menus', () => {
    const nav = [{ menu: 'account' as const, path: '/faq', label: { en: 'FAQ', so: 'Su’aalo', sw: 'Maswali' }, roles: ['vendor'] }];
    expect(metaDataOf(remoteFederationOptions(declaration({ nav })))[NAV_MANIFEST_FIELD]).toEqual(nav);
  });

  it.each<[string, Partial<RemoteDeclaration>, string]>([
    [
      'a menu link to a page it does not declare',
      { nav: [{ menu: 'account', path: '/seller', label: { en: 'S', so: 'S', sw: 'S' }, roles: [] }] },
      'menu link /seller is not a page it declares',
    ],
    [
      'a menu link without a Somali label',
      { nav: [{ menu: 'account', path: '/faq', label: { en: 'S', so: '', sw: 'S' }, roles: [] }] },
      '/faq: label needs en, so, sw',
    ],
    [
      'a page module it does not expose',
      { pages: [page('/faq', './FaqPage'), page('/about', './AboutPage')] },
      '/about: ./AboutPage is not exposed',
    ],
    [
      'an opensInstead it does not expose',
      { pages: [page('/faq', './FaqPage', { opensInstead: './Gone' })] },
      '/faq: ./Gone is not exposed',
    ],
    ['a slot module it does not expose', { slots: { 'mini-cart': './MiniCart' } }, 'slot mini-cart: ./MiniCart is not exposed'],
    [
      'first reads of a page it does not declare',
      { firstReads: { '/cart': { reads: [] } } },
      'first reads for /cart, which is not a page it declares',
    ],
    ['a catch-all path', { pages: [page('*', './FaqPage')] }, `path "*" is not a path pattern`],
    [
      'a guard that is none of the three',
      { pages: [page('/faq', './FaqPage', { guard: 'admins' as PageDeclaration['guard'] })] },
      'guard "admins" is none of',
    ],
    [
      'a title missing a language',
      { pages: [page('/faq', './FaqPage', { title: { en: 'FAQ', so: '', sw: 'Maswali' } })] },
      '/faq: title needs en, so, sw texts',
    ],
  ])('fails the build for %s, naming it', (_label, extra, message) => {
    expect(() => remoteFederationOptions(declaration(extra))).toThrow(message);
  });

  describe(`with ${CONTRACTS_BUILT_AGAINST_ENV} set (a build as if against another contracts release)`, () => {
    afterEach(() => {
      delete process.env[CONTRACTS_BUILT_AGAINST_ENV];
    });

    it('records that version, in the manifest and as the contracts share range', () => {
      process.env[CONTRACTS_BUILT_AGAINST_ENV] = '2.0.0';
      const options = remoteFederationOptions(declaration());
      expect(metaDataOf(options)[CONTRACTS_MANIFEST_FIELD]).toBe('^2.0.0');
      expect(options.shared['@marketplace/contracts']?.requiredVersion).toBe('^2.0.0');
    });

    it('fails the build when it is not a version', () => {
      process.env[CONTRACTS_BUILT_AGAINST_ENV] = '^2';
      expect(() => remoteFederationOptions(declaration())).toThrow(`${CONTRACTS_BUILT_AGAINST_ENV}="^2" is not a version`);
    });
  });

  it('keeps the federation runtime out of a production remote entry, and in a dev server', () => {
    expect(remoteFederationOptions(declaration()).experiments.externalRuntime).toBe(true);
    expect(remoteFederationOptions(declaration(), 'dev').experiments.externalRuntime).toBe(false);
  });
});

describe('hostFederationOptions', () => {
  it('is the shell with no build-time remotes, loaded first, its trimmed copies holding the listed exports', () => {
    const options = hostFederationOptions(APP, { 'react-i18next': ['useTranslation'] });
    expect(options.name).toBe('shell');
    expect(options.remotes).toEqual({});
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.shared['react-i18next']?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: ['useTranslation'] });
  });
});

describe('remoteBuildSettings: the federation libraries a remote reads from its host', () => {
  it('a production build takes each host-provided library from its global, not from its own bundle', () => {
    expect(remoteBuildSettings(REMOTES.mfe_catalog, 'build').output.externals).toEqual({
      '@module-federation/sdk': 'global _FEDERATION_SDK',
      '@module-federation/error-codes': 'global _FEDERATION_ERROR_CODES',
    });
    expect(Object.keys(HOST_PROVIDED_LIBRARIES)).toEqual(['@module-federation/sdk', '@module-federation/error-codes']);
  });

  it('a dev server bundles its own, as it bundles its own runtime (so it also runs standalone)', () => {
    expect(remoteBuildSettings(REMOTES.mfe_catalog, 'dev').output.externals).toEqual({});
  });
});
