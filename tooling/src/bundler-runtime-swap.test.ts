/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLER_RUNTIME_STAND_IN, BundlerRuntimeFromHost, type SwapCompiler } from './bundler-runtime-swap';
import buildPackage from '../package.json';

/** The request each given request becomes, through the plugin's beforeResolve hook. */
function swapped(requests: string[]): string[] {
  const taps: ((data: { request: string }) => void)[] = [];
  const compiler: SwapCompiler = {
    hooks: { normalModuleFactory: { tap: (_name, fn) => fn({ hooks: { beforeResolve: { tap: (_n, hook) => taps.push(hook) } } }) } },
  };
  new BundlerRuntimeFromHost().apply(compiler);
  return requests.map((request) => {
    const data = { request };
    for (const tap of taps) tap(data);
    return data.request;
  });
}

describe('BundlerRuntimeFromHost', () => {
  const bundler = '/app/node_modules/@module-federation/webpack-bundler-runtime/dist';

  it("swaps the bundler runtime's entry module, CommonJS or ES, for the host's", () => {
    expect(
      swapped([
        `${bundler}/index.cjs`,
        `${bundler}/index.js`,
        'C:\\app\\node_modules\\@module-federation\\webpack-bundler-runtime\\dist\\index.cjs',
      ]),
    ).toEqual([BUNDLER_RUNTIME_STAND_IN, BUNDLER_RUNTIME_STAND_IN, BUNDLER_RUNTIME_STAND_IN]);
  });

  it('leaves its other modules, other packages and the runtime itself alone', () => {
    const others = [
      `${bundler}/init.js`,
      '/app/node_modules/@module-federation/runtime/dist/index.js',
      '@module-federation/runtime',
      './index.cjs',
      'react',
    ];
    expect(swapped(others)).toEqual(others);
  });

  it('swaps in a module the build package exports', () => {
    const exported = (buildPackage.exports as Record<string, string>)[BUNDLER_RUNTIME_STAND_IN.replace('@marketplace/tooling', '.')];
    expect(exported).toBeDefined();
    expect(existsSync(join(__dirname, '..', exported!))).toBe(true);
  });
});
