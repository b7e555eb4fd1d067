/**
 * Contracts are versioned with semver (the version of shared-contracts/package.json, which a test
 * keeps equal to CONTRACTS_VERSION). Within a major they change only additively, so a remote built
 * against any 2.x works with a shell on any other 2.x: on the shell's copy when it is the same
 * release or later, else on its own copy (the shell's federation/contracts-copy.ts); a remote built
 * against another major is refused before any of its code is loaded.
 */
export const CONTRACTS_VERSION = '2.5.0';

/** The field of a remote's mf-manifest.json `metaData` that records the contracts it was built against. */
export const CONTRACTS_MANIFEST_FIELD = 'contractsRange';

/**
 * The range a build records: a caret range from the contracts version it was compiled with
 * (@marketplace/tooling's contracts-built-against.ts).
 */
export function contractsRange(version: string = CONTRACTS_VERSION): string {
  return `^${version}`;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

export type ContractsVerdict = { compatible: true } | { compatible: false; reason: string };

/**
 * Whether a remote that records `range` may run with the host's contracts `hostVersion`: the same
 * major (for 0.x, as semver's caret, the same minor too). A newer minor is accepted: the shared
 * contracts singleton is the host's, and additive changes keep every older 1.x reader working.
 */
export function judgeContractsRange(range: unknown, hostVersion: string = CONTRACTS_VERSION): ContractsVerdict {
  const host = VERSION.exec(hostVersion);
  if (!host) throw new Error(`contracts version "${hostVersion}" is not semver`);
  if (typeof range !== 'string') return { compatible: false, reason: 'it records no contracts range' };
  const built = CARET_RANGE.exec(range);
  if (!built) return { compatible: false, reason: `its contracts range "${range}" is not a caret range (^major.minor.patch)` };
  const [builtMajor, builtMinor] = [Number(built[1]), Number(built[2])];
  const [hostMajor, hostMinor] = [Number(host[1]), Number(host[2])];
  if (builtMajor !== hostMajor || (hostMajor === 0 && builtMinor !== hostMinor)) {
    return {
      compatible: false,
      reason: `it was built against contracts ${range}, this shell has contracts ${hostVersion} (another major version)`,
    };
  }
  return { compatible: true };
}
