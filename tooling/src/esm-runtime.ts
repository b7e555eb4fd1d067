// No imports, Node's least of all: the shell's browser entry imports the federation entry, and its
// build must be able to resolve every module of it.

/** A federation package's CommonJS build file, as the bundler resolved it. */
const FEDERATION_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

type Stat = (path: string, callback: (error: Error | null) => void) => void;
interface ResolveData {
  createData?: { resource?: string };
}
type AfterResolve = (data: ResolveData) => Promise<void>;
interface ModuleFactory {
  hooks: { afterResolve: { tapPromise: (name: string, fn: AfterResolve) => void } };
}
/** The part of an Rspack compiler this plugin uses. */
export interface CompilerLike {
  inputFileSystem: { stat: Stat } | null;
  hooks: { normalModuleFactory: { tap: (name: string, fn: (factory: ModuleFactory) => void) => void } };
}

/**
 * Builds the federation runtime from its packages' ES module files instead of their CommonJS ones.
 * Rspack's federation plugin resolves its runtime as Node does, so every file of it is CommonJS,
 * which cannot be tree-shaken: the SDK's Node script loader and build-time helpers, the variants
 * the `optimization` flags switch off, and a module-interop helper per package all travel to the
 * browser. Each package ships both builds side by side (`x.cjs` beside `x.js`, or `x.mjs`), with
 * the same exports. Every page pays for the runtime in the shell's entry and each remote's entry,
 * so what no page runs must not be downloaded (docs/performance-techniques.md).
 */
export class FederationRuntimeAsEsm {
  apply(compiler: CompilerLike): void {
    const exists = (path: string) => new Promise<boolean>((resolve) => compiler.inputFileSystem?.stat(path, (error) => resolve(!error)));
    compiler.hooks.normalModuleFactory.tap(FederationRuntimeAsEsm.name, (factory) => {
      factory.hooks.afterResolve.tapPromise(FederationRuntimeAsEsm.name, async (data) => {
        const resource = data.createData?.resource;
        if (!data.createData || !resource || !FEDERATION_CJS.test(resource)) return;
        for (const extension of ['.js', '.mjs']) {
          const esm = resource.replace(/\.cjs$/, extension);
          if (await exists(esm)) {
            data.createData.resource = esm;
            return;
          }
        }
      });
    });
  }
}
