// The federation's runtime contract (`@marketplace/contracts/federation`): what a remote's
// manifest records and the shell checks, and the globals the shell's entry hands remote entries.
// Build tooling lives in @marketplace/tooling.
export {
  CONTRACTS_VERSION,
  CONTRACTS_MANIFEST_FIELD,
  contractsRange,
  judgeContractsRange,
  type ContractsVerdict,
} from './contracts-version';
export { manifestRelease } from './release';
export { HOST_PROVIDED_LIBRARIES, BUNDLER_RUNTIME_GLOBAL, type MakeBundlerRuntime } from './provided-libraries';

/** The field of a remote's manifest `metaData` recording the exports it uses of each trimmed share. */
export const USED_EXPORTS_MANIFEST_FIELD = 'usedExports';
