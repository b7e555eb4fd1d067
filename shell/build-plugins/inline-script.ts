import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type RsbuildPluginAPI } from '@rsbuild/core';
import { NONCE_PLACEHOLDER } from '@marketplace/tooling';

/**
 * Bundles `entry` (with what it imports) into one script: a build of its own, since the federation
 * plugin puts its runtime into every entry of the shell's build. For an inline <script> element or
 * a worker (`target` 'webworker').
 */
export async function bundleScript(entry: string, target: 'web' | 'webworker' = 'web'): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'inline-script-'));
  try {
    const compiler = rspack({
      mode: 'production',
      entry,
      target: [target, 'es2020'],
      devtool: false,
      output: { path: outDir, filename: 'inline.js', iife: true },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' } } },
            type: 'javascript/auto',
          },
        ],
      },
    });
    const stats = await new Promise<import('@rsbuild/core').Rspack.Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats || stats.hasErrors())
      throw new Error(`the script ${entry} did not build:\n${stats?.toString({ all: false, errors: true }) ?? ''}`);
    return (await readFile(join(outDir, 'inline.js'), 'utf8')).trim();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Puts `entry`, bundled, first in the page's <head> as an inline script with the page's CSP nonce
 * (the servers fill it in; script-src names it), plus `attrs`.
 */
export function addInlineScript(api: RsbuildPluginAPI, entry: string, attrs: Record<string, string> = {}): void {
  let script: Promise<string> | undefined;
  api.modifyHTMLTags(async ({ headTags, bodyTags }) => {
    // Never `</script>` inside the element: it would end it early.
    script ??= bundleScript(entry).then((code) => code.replaceAll('</', '<\\/'));
    headTags.unshift({ tag: 'script', attrs: { ...attrs, nonce: NONCE_PLACEHOLDER }, children: await script });
    return { headTags, bodyTags };
  });
}
