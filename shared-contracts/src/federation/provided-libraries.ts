// No imports: the shell's entry reads this, and should carry nothing else of contracts.

/**
 * Federation libraries the host's entry hands to every remote entry, by the global each is read
 * from. `externalRuntime` takes only the runtime core out of a remote entry; these two, which the
 * host's runtime carries anyway, would otherwise travel again with each remote entry a page loads.
 * A production remote build reads them from the host
 * (remoteBuildSettings' externals); a dev server keeps its own, as it keeps its own runtime.
 */
export const HOST_PROVIDED_LIBRARIES = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
} as const;

/**
 * The global a production remote entry takes the federation's bundler runtime from
 * (bundler-runtime-from-host.ts): a function the host's entry sets, which makes the object the
 * package's entry module would, from the host's copy of its functions, around the remote's own
 * runtime module, so no remote entry carries a copy of those functions.
 */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** What the host sets on BUNDLER_RUNTIME_GLOBAL. */
export type MakeBundlerRuntime = (runtime: object) => object;
