import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const CONTRACTS = '@marketplace/contracts';

/** Build-time override of the contracts version a remote's manifest records (see below). */
export const CONTRACTS_BUILT_AGAINST_ENV = 'CONTRACTS_BUILT_AGAINST';

/**
 * The version of the contracts an app's build compiles in: the package its own imports resolve
 * to from `appDir`, not the one this tooling resolves. The two differ when a team builds against
 * a contracts release the tooling has not moved to, or leaves its package.json's range behind a
 * bump (npm keeps `^2.1.0` while installing 2.2.0); a range recorded from either of those would
 * let a page's older copy stand in for the release the remote uses, and its new exports run as
 * `undefined`.
 */
export function resolvedContractsVersion(appDir: string): string {
  const entry = createRequire(join(appDir, 'package.json')).resolve(CONTRACTS);
  // The package's exports map has no './package.json': walk up from its entry to its folder.
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    let pkg: { name?: string; version?: string };
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof pkg;
    } catch {
      continue;
    }
    if (pkg.name === CONTRACTS && typeof pkg.version === 'string') return pkg.version;
  }
  throw new Error(`the package.json of ${CONTRACTS} cannot be found from ${entry}`);
}

/**
 * The contracts version a remote's build records: the release it compiles in, or
 * `CONTRACTS_BUILT_AGAINST=x.y.z` to record another (the contracts-version e2e builds a remote as
 * if against another major; the skew suite, one that records a range older than its release).
 */
export function contractsBuiltAgainst(appDir: string): string {
  const override = process.env[CONTRACTS_BUILT_AGAINST_ENV];
  if (override === undefined || override === '') return resolvedContractsVersion(appDir);
  if (!/^\d+\.\d+\.\d+$/.test(override))
    throw new Error(`${CONTRACTS_BUILT_AGAINST_ENV}="${override}" is not a version (major.minor.patch)`);
  return override;
}
