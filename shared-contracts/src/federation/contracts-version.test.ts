import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_VERSION, contractsRange, judgeContractsRange } from './contracts-version';

describe('CONTRACTS_VERSION', () => {
  it("is shared-contracts/package.json's semver version", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });

  it('is what every app depends on (a caret range of it)', () => {
    // The skew suite's fixture remote too: its variants are today's contracts with one change.
    for (const app of [
      'shell',
      'mfe-catalog',
      'mfe-search',
      'mfe-cart-checkout',
      'mfe-account',
      'mfe-support',
      'mfe-seller',
      'e2e/fixtures/mfe-hello',
    ]) {
      const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', app, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect({ app, range: pkg.dependencies['@marketplace/contracts'] }).toEqual({ app, range: contractsRange() });
    }
  });
});

describe('contractsRange', () => {
  it('is a caret range of the version', () => {
    expect(contractsRange('1.4.2')).toBe('^1.4.2');
    expect(contractsRange()).toBe(`^${CONTRACTS_VERSION}`);
  });
});

describe('judgeContractsRange', () => {
  it.each([
    ['^1.0.0', '1.0.0', 'the same version'],
    ['^1.1.0', '1.0.0', 'a remote built against a newer minor'],
    ['^1.0.3', '1.0.0', 'a newer patch'],
    ['^1.0.0', '1.7.2', 'an older minor'],
    ['^0.3.1', '0.3.0', '0.x with the same minor'],
  ])('accepts %s with host %s (%s)', (range, host) => {
    expect(judgeContractsRange(range, host)).toEqual({ compatible: true });
  });

  it.each([
    ['^2.0.0', '1.0.0', 'another major (newer)'],
    ['^0.9.0', '1.0.0', 'another major (older)'],
    ['^1.0.0', '2.3.0', 'a remote left behind a major'],
    ['^0.4.0', '0.3.0', '0.x with another minor'],
  ])('refuses %s with host %s (%s), naming both versions', (range, host) => {
    const verdict = judgeContractsRange(range, host);
    expect(verdict.compatible).toBe(false);
    if (!verdict.compatible)
      expect(verdict.reason).toBe(`it was built against contracts ${range}, this shell has contracts ${host} (another major version)`);
  });

  it.each<[unknown, string]>([
    [undefined, 'it records no contracts range'],
    [2, 'it records no contracts range'],
    ['1.0.0', 'is not a caret range'],
    ['>=1.0.0', 'is not a caret range'],
    ['^1.0', 'is not a caret range'],
    ['^1.0.0 || ^2.0.0', 'is not a caret range'],
  ])('refuses a missing or unreadable range (%p)', (range, reason) => {
    const verdict = judgeContractsRange(range, '1.0.0');
    expect(verdict.compatible).toBe(false);
    if (!verdict.compatible) expect(verdict.reason).toContain(reason);
  });

  it('throws for a host version that is not semver (a build mistake, not a remote’s)', () => {
    expect(() => judgeContractsRange('^1.0.0', 'latest')).toThrow('not semver');
  });
});
