import { get } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { REMOTES, SHELL, type RemoteName } from '@marketplace/tooling';
import { expect, test } from '../support/test';
import { originOf, SHELL_URL } from '../support/site';

/**
 * Every app's build carries its own `.br` and `.gz` twins (contracts' pluginPrecompress, in each
 * app's `npm run build`, the command its Docker image runs), and the server sends them as built:
 * `npm start`'s Node server both, the images' nginx the `.gz` (gzip_static; its image has no
 * brotli module). Compared byte for byte, so a server compressing on the fly fails.
 */
const NGINX = process.env.E2E_SERVER === 'nginx';
const ROOT = resolve(__dirname, '..', '..');

/** The raw body, still encoded, and its Content-Encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      response.on('error', fail);
    }).on('error', fail);
  });
}

/** Each app's entry script, as a path inside its origin and its build folder. */
async function entryScripts(): Promise<Array<{ folder: string; origin: string; path: string }>> {
  const html = await readFile(resolve(ROOT, SHELL.folder, 'dist', 'index.html'), 'utf8');
  const shellEntry = /<script[^>]+src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  if (!shellEntry) throw new Error("no entry script in the shell's index.html");
  const remotes = await Promise.all(
    (Object.keys(REMOTES) as RemoteName[]).map(async (name) => {
      const folder = REMOTES[name].folder;
      const manifest = JSON.parse(await readFile(resolve(ROOT, folder, 'dist', 'mf-manifest.json'), 'utf8')) as {
        metaData: { remoteEntry: { path: string; name: string } };
      };
      const { path, name: file } = manifest.metaData.remoteEntry;
      return { folder, origin: originOf(name), path: `/${[path, file].filter(Boolean).join('/')}` };
    }),
  );
  return [{ folder: SHELL.folder, origin: SHELL_URL, path: shellEntry }, ...remotes];
}

test.describe('precompressed builds @smoke', () => {
  test("every app's entry script reaches a gzip-only client as its build's own .gz twin, byte for byte", async () => {
    const scripts = await entryScripts();
    expect(scripts).toHaveLength(1 + Object.keys(REMOTES).length);
    for (const { folder, origin, path } of scripts) {
      const twin = await readFile(resolve(ROOT, folder, 'dist', `.${path}.gz`));
      const sent = await rawGet(`${origin}${path}`, 'gzip');
      expect(sent.status, `${folder}${path}`).toBe(200);
      expect(sent.encoding, `${folder}${path}`).toBe('gzip');
      expect(sent.body.equals(twin), `${folder}${path} sent as its .gz twin`).toBe(true);
    }
  });

  test("every app's entry script reaches a brotli client as its build's own .br twin, byte for byte", async () => {
    test.skip(NGINX, "the images' nginx has no brotli module: it sends the .gz twin");
    for (const { folder, origin, path } of await entryScripts()) {
      const twin = await readFile(resolve(ROOT, folder, 'dist', `.${path}.br`));
      const sent = await rawGet(`${origin}${path}`, 'br, gzip');
      expect(sent.encoding, `${folder}${path}`).toBe('br');
      expect(sent.body.equals(twin), `${folder}${path} sent as its .br twin`).toBe(true);
    }
  });
});
