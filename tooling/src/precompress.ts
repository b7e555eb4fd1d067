import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
const MIN_BYTES = 512;
/** Rewritten after the build (a deployment's runtime config): a compressed copy would go stale. */
const REWRITTEN = new Set(['env.json']);

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of a build, once at
 * build time, so servers send the smallest bytes without compressing per request (nginx's
 * `gzip_static`, the static server of `npm start`). Returns the files written.
 */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.has(extname(f)) && !REWRITTEN.has(f));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const full = join(dir, file);
      if ((await stat(full)).size < MIN_BYTES) return;
      const body = await readFile(full);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
      written += 2;
    }),
  );
  return written;
}

/** The part of Rsbuild's plugin API this plugin uses. */
interface BuildApi {
  onAfterBuild: (
    fn: (params: { environments: Record<string, { distPath: string; config: { output: { target: string } } }> }) => Promise<void>,
  ) => void;
}

/**
 * Every production build precompresses its output: an app's own `npm run build`, which its Docker
 * image runs, as well as the root's: without the twins an image's nginx finds nothing for
 * `gzip_static` and compresses every asset again on each request. Dev servers are left alone.
 */
export function pluginPrecompress() {
  return {
    name: 'marketplace:precompress',
    setup(api: BuildApi) {
      // Only the web build's files are served over the wire; a node environment's server is not.
      api.onAfterBuild(async ({ environments }) => {
        for (const environment of Object.values(environments)) {
          if (environment.config.output.target === 'web') await precompress(environment.distPath);
        }
      });
    },
  };
}
