// Build-time entry (`@marketplace/contracts/federation`): plain data and functions, no React, so
// every app's rsbuild config can import it in Node.
export { REMOTES, REMOTE_NAMES, SHELL, BACKEND_PORT, isRemoteName, type RemoteName } from './apps';
export { federationShared, SHARED_SINGLETONS, TRIMMED_SHARES, isTrimmedShare, type SharedConfig } from './shared';
export { remoteFederationOptions, hostFederationOptions, CONTRACTS_BUILT_AGAINST_ENV } from './options';
export { HOST_PROVIDED_LIBRARIES, BUNDLER_RUNTIME_GLOBAL, type MakeBundlerRuntime } from './provided-libraries';
export { FederationRuntimeAsEsm } from './esm-runtime';
export { remoteBuildSettings, REMOTE_REACT_OPTIONS, type BuildCommand } from './remote-build';
export {
  CONTRACTS_VERSION,
  CONTRACTS_MANIFEST_FIELD,
  contractsRange,
  judgeContractsRange,
  type ContractsVerdict,
} from './contracts-version';
export { PAGE_BUDGETS, CLIENT_NAVIGATION, MONOLITH_RATIO, KB, type PageBudget } from './budgets';
export {
  NONCE_PLACEHOLDER,
  OVERRIDE_SOURCES,
  REMOTE_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  HSTS,
  shellContentSecurityPolicy,
  type PolicySources,
} from './security-policy';
