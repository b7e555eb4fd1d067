// @marketplace/tooling: what every app's rsbuild config, the scripts and the deploy tests share.
// Node only; nothing here reaches a page except the bundler-runtime stand-in, its own entry.
export { REMOTES, REMOTE_NAMES, SHELL, BACKEND_PORT, FILES_ONLY_SHELL_PORT, localRuntimeConfig, type RemoteName } from './apps';
export { federationShared, packageOf, rangeOf, SHARED_PACKAGES, TRIMMED, type SharedConfig, type SharedName } from './shared';
export { remoteFederationOptions, hostFederationOptions, declarationProblems, type RemoteDeclaration } from './options';
export { CONTRACTS_BUILT_AGAINST_ENV, resolvedContractsVersion } from './contracts-built-against';
export { FederationRuntimeAsEsm } from './esm-runtime';
export { routerPureRule } from './router-pure';
export { remoteBuildSettings, serverRenderedRemoteConfig, REMOTE_REACT_OPTIONS, type BuildCommand } from './remote-build';
export { pluginPrecompress, precompress } from './precompress';
export { pluginLocalEnvJson } from './local-env-json';
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
export { serverEnvironment, pluginStableStyles, SERVER_DIST, SERVER_ENTRY } from './server-render';
