/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pluginPrecompress, precompress } from './precompress';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dist, 'static', 'js', 'async'), { recursive: true });
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const script = 'export const price = (cents) => `KES ${cents / 100}`;\n'.repeat(40);

test('writes a .br and a .gz twin beside every compressible file, each decoding to the file', async () => {
  writeFileSync(join(dist, 'static', 'js', 'async', 'page.abc.js'), script);
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ padding: 'x'.repeat(600) }));
  expect(await precompress(dist)).toBe(4);
  const file = join(dist, 'static', 'js', 'async', 'page.abc.js');
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  expect(existsSync(join(dist, 'mf-manifest.json.gz'))).toBe(true);
});

test('leaves files under 512 bytes and files that do not compress (images) without twins', async () => {
  writeFileSync(join(dist, 'static', 'js', 'tiny.js'), 'export {};');
  writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4096, 7));
  expect(await precompress(dist)).toBe(0);
  expect(existsSync(join(dist, 'static', 'js', 'tiny.js.br'))).toBe(false);
  expect(existsSync(join(dist, 'photo.png.gz'))).toBe(false);
});

test('leaves the runtime config without twins: a deployment rewrites it after the build', async () => {
  writeFileSync(join(dist, 'env.json'), JSON.stringify({ padding: 'x'.repeat(600) }));
  expect(await precompress(dist)).toBe(0);
  expect(existsSync(join(dist, 'env.json.br'))).toBe(false);
});

test("the Rsbuild plugin precompresses the web build's output once the build is done, not a server's", async () => {
  writeFileSync(join(dist, 'static', 'js', 'index.abc.js'), script);
  const server = `${dist}-server`;
  mkdirSync(server);
  writeFileSync(join(server, 'index.cjs'), script);
  type AfterBuild = Parameters<Parameters<ReturnType<typeof pluginPrecompress>['setup']>[0]['onAfterBuild']>[0];
  let afterBuild: AfterBuild | undefined;
  pluginPrecompress().setup({ onAfterBuild: (fn) => (afterBuild = fn) });
  expect(existsSync(join(dist, 'static', 'js', 'index.abc.js.br'))).toBe(false);
  await afterBuild!({
    environments: {
      web: { distPath: dist, config: { output: { target: 'web' } } },
      node: { distPath: server, config: { output: { target: 'node' } } },
    },
  });
  expect(brotliDecompressSync(readFileSync(join(dist, 'static', 'js', 'index.abc.js.br'))).toString()).toBe(script);
  // A server is not sent over the wire: nothing to compress.
  expect(existsSync(join(server, 'index.cjs.br'))).toBe(false);
  rmSync(server, { recursive: true, force: true });
});
