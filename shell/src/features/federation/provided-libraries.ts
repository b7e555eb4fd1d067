import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this function out of the package's entry; the
// remotes' containers need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, HOST_PROVIDED_LIBRARIES, type MakeBundlerRuntime } from '@marketplace/contracts/federation';

/**
 * What a remote's production entry reads from the host instead of carrying it (contracts'
 * HOST_PROVIDED_LIBRARIES): the names the federation's bundler runtime imports from each library.
 * Only those, not the whole library: the host's runtime already holds them, so the host pays
 * nothing. provided-libraries.test.ts fails when a federation upgrade imports another.
 */
export const PROVIDED_LIBRARIES = {
  '@module-federation/sdk': { decodeName, ENCODE_NAME_PREFIX },
  '@module-federation/error-codes': { RUNTIME_009, runtimeDescMap },
} satisfies Record<keyof typeof HOST_PROVIDED_LIBRARIES, object>;

/**
 * The bundler runtime's object for a remote's container (contracts' bundler-runtime-from-host.ts),
 * as the package's entry module makes it: the shell's copy of its functions, the remote's runtime
 * module, and fresh holders for what the container writes (instance, options, share scopes).
 */
export const makeBundlerRuntime: MakeBundlerRuntime = (runtime) => ({
  ...federation,
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry, S: {} },
  bundlerRuntimeOptions: {},
});

/** Sets the globals; must run before any remote entry does. */
export function provideFederationLibraries(): void {
  for (const [library, exports] of Object.entries(PROVIDED_LIBRARIES)) {
    Object.assign(globalThis, { [HOST_PROVIDED_LIBRARIES[library as keyof typeof HOST_PROVIDED_LIBRARIES]]: exports });
  }
  Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: makeBundlerRuntime });
}
