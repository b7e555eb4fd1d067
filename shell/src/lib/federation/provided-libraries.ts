import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
// The bundler runtime's functions, module by module (the modules its entry gathers; importing the
// entry itself would split it into a chunk of its own, one more request for every page).
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
// The shell exposes nothing, so its own runtime leaves this one out; the remotes' containers need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';
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
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes,
    consumes,
    I: initializeSharing,
    S: {},
    installInitialConsumes,
    initContainerEntry,
    init,
    getSharedFallbackGetter,
  },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
});

/** Sets the globals; must run before any remote entry does. */
export function provideFederationLibraries(): void {
  for (const [library, exports] of Object.entries(PROVIDED_LIBRARIES)) {
    Object.assign(globalThis, { [HOST_PROVIDED_LIBRARIES[library as keyof typeof HOST_PROVIDED_LIBRARIES]]: exports });
  }
  Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: makeBundlerRuntime });
}
