// The federation floor (issue 13): the shell's production build with every module of Module
// Federation 2's runtime packages (the runtime core, the bundler runtime, the SDK, the error codes
// and their wrappers) replaced by nothing. What is left of the shell's entry is what the
// federation's build plugin generates whatever runtime it is given: the share and remote tables,
// the loaders of shared modules, the bundler's own runtime. `npm run bench` prints `/` with the
// shell's entry at this size: the JS ratio to the monolith that even a runtime of no bytes would
// have. The build is measured, never served. Build: `npm run build:floor`.
import { resolve } from 'node:path';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import shell from '../../shell/rsbuild.config';

const RUNTIME =
  /[\\/]node_modules[\\/]@module-federation[\\/](?:runtime-core|runtime|runtime-tools|webpack-bundler-runtime|sdk|error-codes|enhanced|inject-external-runtime-core-plugin)[\\/]/;
const NO_RUNTIME = resolve(import.meta.dirname, 'src', 'no-runtime.ts');

interface ResolveData {
  createData?: { resource?: string };
}
interface FloorCompiler {
  hooks: {
    normalModuleFactory: {
      tap: (
        name: string,
        fn: (factory: { hooks: { afterResolve: { tap: (name: string, fn: (data: ResolveData) => void) => void } } }) => void,
      ) => void;
    };
  };
}

/** Resolves every module of the federation's runtime packages to NO_RUNTIME. */
class WithoutFederationRuntime {
  apply(compiler: FloorCompiler): void {
    compiler.hooks.normalModuleFactory.tap(WithoutFederationRuntime.name, (factory) => {
      factory.hooks.afterResolve.tap(WithoutFederationRuntime.name, (data) => {
        if (data.createData?.resource && RUNTIME.test(data.createData.resource)) data.createData.resource = NO_RUNTIME;
      });
    });
  }
}

// The shell's web build only: its page server is not part of what a page loads.
export default defineConfig(async (env) => {
  const base = await shell(env);
  return mergeRsbuildConfig(
    { ...base, environments: { web: base.environments?.web ?? {} } },
    {
      output: { distPath: { root: resolve(import.meta.dirname, 'dist') }, cleanDistPath: true },
      tools: {
        rspack: {
          plugins: [new WithoutFederationRuntime()],
          // The names the shell and the generated code import from the runtime are absent by design.
          module: { parser: { javascript: { exportsPresence: false } } },
        },
      },
    },
  );
});
