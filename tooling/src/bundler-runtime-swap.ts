// No imports, Node's least of all: the shell's browser entry imports the federation entry.

/** The federation bundler runtime's entry module, as the federation plugin's generated code requests it. */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
/** The module a production remote entry takes in its place. */
export const BUNDLER_RUNTIME_STAND_IN = '@marketplace/tooling/bundler-runtime-from-host';

interface ResolveData {
  request: string;
}
/** The part of an Rspack compiler this plugin uses. */
export interface SwapCompiler {
  hooks: {
    normalModuleFactory: {
      tap: (
        name: string,
        fn: (factory: { hooks: { beforeResolve: { tap: (name: string, fn: (data: ResolveData) => void) => void } } }) => void,
      ) => void;
    };
  };
}

/**
 * For a remote's production build: its entry takes the federation's bundler runtime from the host
 * (bundler-runtime-from-host.ts) instead of compiling in a copy the host's entry already holds.
 * Only the entry module is swapped, so nothing of the package is left in the remote's entry.
 */
export class BundlerRuntimeFromHost {
  apply(compiler: SwapCompiler): void {
    compiler.hooks.normalModuleFactory.tap(BundlerRuntimeFromHost.name, (factory) => {
      factory.hooks.beforeResolve.tap(BundlerRuntimeFromHost.name, (data) => {
        if (BUNDLER_RUNTIME_ENTRY.test(data.request)) data.request = BUNDLER_RUNTIME_STAND_IN;
      });
    });
  }
}
