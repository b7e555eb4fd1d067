import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, type MakeBundlerRuntime } from '@marketplace/contracts/federation';

// A production remote entry's stand-in for @module-federation/webpack-bundler-runtime's entry
// (BundlerRuntimeFromHost swaps it in): the same object, made by the host's entry from its copy of
// the bundler runtime's functions (shell/src/lib/federation/provided-libraries.ts). Around
// this build's own runtime module, which holds this container's federation instance; and new for
// each container, as the package's would be, since the container writes its instance, options and
// share scopes into it.
const make = (globalThis as unknown as Record<string, MakeBundlerRuntime | undefined>)[BUNDLER_RUNTIME_GLOBAL];
if (!make) throw new Error(`the host provides no federation bundler runtime (${BUNDLER_RUNTIME_GLOBAL})`);

export default make(runtime);
