import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import { NONCE_PLACEHOLDER } from '@marketplace/contracts/federation';

/**
 * Writes the start-up script (`entry`, with what it imports) into the page's <head> as an inline
 * script, ahead of the shell's entry script. The entry carries the federation runtime (~29 KB), so
 * code in it runs only once that has downloaded, beside the shared packages; inline, the runtime
 * config, the page remote's manifest and its chunks start while the page is still parsed. A
 * separate bundle: the federation plugin puts its runtime into every entry of the shell's build.
 * The script carries the page's CSP nonce (the servers fill it in; script-src names it).
 */
export function pluginInlineStartup(entry: string): RsbuildPlugin {
  return {
    name: 'marketplace:inline-startup',
    setup(api) {
      let script: Promise<string> | undefined;
      api.modifyHTMLTags(async ({ headTags, bodyTags }) => {
        script ??= bundle(entry);
        headTags.unshift({ tag: 'script', attrs: { nonce: NONCE_PLACEHOLDER }, children: await script });
        return { headTags, bodyTags };
      });
    },
  };
}

async function bundle(entry: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'inline-startup-'));
  try {
    const compiler = rspack({
      mode: 'production',
      entry,
      target: ['web', 'es2020'],
      devtool: false,
      output: { path: outDir, filename: 'startup.js', iife: true },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [{ test: /\.tsx?$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }],
      },
    });
    const stats = await new Promise<import('@rsbuild/core').Rspack.Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats || stats.hasErrors()) throw new Error(`the inline start-up script did not build:\n${stats?.toString({ all: false, errors: true }) ?? ''}`);
    // Never `</script>` inside the element: it would end it early.
    return (await readFile(join(outDir, 'startup.js'), 'utf8')).trim().replaceAll('</', '<\\/');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
