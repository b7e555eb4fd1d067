/** @jest-environment node */
import { readFileSync, stat } from 'node:fs';
import { dirname, join } from 'node:path';
import { FederationRuntimeAsEsm, type CompilerLike } from './esm-runtime';

type AfterResolve = (data: { createData?: { resource?: string } }) => Promise<void>;

/** Applies the plugin to a compiler that reads the real file system; returns its afterResolve step. */
function afterResolveStep(): AfterResolve {
  let step: AfterResolve | undefined;
  const compiler: CompilerLike = {
    inputFileSystem: { stat: (path, callback) => stat(path, (error) => callback(error)) },
    hooks: { normalModuleFactory: { tap: (_name, fn) => fn({ hooks: { afterResolve: { tapPromise: (_n, f) => (step = f) } } }) } },
  };
  new FederationRuntimeAsEsm().apply(compiler);
  if (!step) throw new Error('the plugin tapped no afterResolve');
  return step;
}

async function resolvedAs(resource: string): Promise<string | undefined> {
  const data = { createData: { resource } };
  await afterResolveStep()(data);
  return data.createData.resource;
}

// The CommonJS file Node resolves for each package the federation runtime is built from.
const FEDERATION_PACKAGES = ['runtime', 'runtime-core', 'webpack-bundler-runtime', 'sdk', 'error-codes'].map(
  (name) => `@module-federation/${name}`,
);

describe('FederationRuntimeAsEsm', () => {
  it.each(FEDERATION_PACKAGES)('builds %s from its ES module file, which exists and uses export syntax', async (pkg) => {
    const cjs = require.resolve(pkg);
    expect(cjs).toMatch(/\.cjs$/);
    const esm = await resolvedAs(cjs);
    expect(esm).toMatch(/\.m?js$/);
    expect(dirname(esm ?? '')).toBe(dirname(cjs));
    expect(readFileSync(esm ?? '', 'utf8')).toMatch(/^export \{/m);
  });

  it('takes the .mjs sibling where a package ships no .js one (error-codes)', async () => {
    expect(await resolvedAs(require.resolve('@module-federation/error-codes'))).toMatch(/[\\/]index\.mjs$/);
  });

  it("leaves other packages' CommonJS files alone", async () => {
    const other = join(dirname(require.resolve('@module-federation/sdk')), '..', '..', '..', 'some-package', 'dist', 'index.cjs');
    expect(await resolvedAs(other)).toBe(other);
  });

  it('leaves a federation file without an ES module sibling alone', async () => {
    const lonely = join(dirname(require.resolve('@module-federation/sdk')), 'no-such-module.cjs');
    expect(await resolvedAs(lonely)).toBe(lonely);
  });
});
