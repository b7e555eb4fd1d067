import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACTS_MANIFEST_FIELD, CONTRACTS_VERSION } from '@marketplace/contracts/federation';
import { CONTRACTS_BUILT_AGAINST_ENV, contractsBuiltAgainst, resolvedContractsVersion } from './contracts-built-against';
import { remoteFederationOptions } from './options';

const SUPPORT = join(__dirname, '..', '..', 'mfe-support');
const [MAJOR, MINOR] = CONTRACTS_VERSION.split('.');
const BUMPED = `${MAJOR}.${Number(MINOR) + 1}.0`;

/**
 * An app as a team leaves it after bumping the contracts: its package.json still states today's
 * range, and its node_modules hold the next minor (the package as npm installs it: an exports map
 * without './package.json').
 */
let app: string;
beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'contracts-built-against-'));
  copyFileSync(join(SUPPORT, 'package.json'), join(app, 'package.json'));
  const contracts = join(app, 'node_modules', '@marketplace', 'contracts');
  mkdirSync(join(contracts, 'src'), { recursive: true });
  writeFileSync(
    join(contracts, 'package.json'),
    JSON.stringify({ name: '@marketplace/contracts', version: BUMPED, main: 'src/index.ts', exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(join(contracts, 'src', 'index.ts'), 'export const addedInThisMinor = 1;\n');
});
afterAll(() => rmSync(app, { recursive: true, force: true }));
afterEach(() => {
  delete process.env[CONTRACTS_BUILT_AGAINST_ENV];
});

describe('resolvedContractsVersion', () => {
  it("is the version of the contracts an app's imports resolve to", () => {
    expect(resolvedContractsVersion(SUPPORT)).toBe(CONTRACTS_VERSION);
    expect(resolvedContractsVersion(app)).toBe(BUMPED);
  });
});

describe('contractsBuiltAgainst', () => {
  it(`is the resolved release, or ${CONTRACTS_BUILT_AGAINST_ENV} when set`, () => {
    expect(contractsBuiltAgainst(app)).toBe(BUMPED);
    process.env[CONTRACTS_BUILT_AGAINST_ENV] = '2.0.0';
    expect(contractsBuiltAgainst(app)).toBe('2.0.0');
  });
});

describe('a remote built against a newer contracts minor than its package.json states', () => {
  it('records that release, in the manifest and as its contracts share range, so no older copy stands in for it', () => {
    const options = remoteFederationOptions({ name: 'mfe_support', appDir: app, exposes: {} });
    const stats = { metaData: {}, shared: [] };
    options.manifest.additionalData({ stats });
    expect(stats.metaData).toMatchObject({ [CONTRACTS_MANIFEST_FIELD]: `^${BUMPED}` });
    expect(options.shared['@marketplace/contracts']?.requiredVersion).toBe(`^${BUMPED}`);
  });
});
