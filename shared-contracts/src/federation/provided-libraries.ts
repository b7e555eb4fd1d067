// No imports: the shell's entry reads this, and should carry nothing else of contracts.

/**
 * Federation libraries the host's entry hands to every remote entry, by the global each is read
 * from. `externalRuntime` takes only the runtime core out of a remote entry; these two, which the
 * host's runtime carries anyway, would otherwise travel again with each remote entry a page loads
 * (about 6 KB compressed). A production remote build reads them from the host
 * (remoteBuildSettings' externals); a dev server keeps its own, as it keeps its own runtime.
 */
export const HOST_PROVIDED_LIBRARIES = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
} as const;
