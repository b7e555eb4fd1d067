import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, test } from '../support/test';
import { localRuntimeConfig } from '@marketplace/tooling';
import { expectRemote, regionLive } from '../support/site';

/**
 * One build deploys anywhere: the search remote's production build, served from another origin,
 * is picked up by the shell from /env.json alone, with nothing rebuilt.
 */
const DIST = resolve(__dirname, '..', '..', 'mfe-search', 'dist');
const PORT = 3202;
let server: Server;

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^[/\\]+/, '');
    try {
      const body = await readFile(join(DIST, path));
      const type = extname(path) === '.js' ? 'text/javascript' : 'application/json';
      res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(PORT, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
});

test('moving a remote to another origin takes only a new /env.json', async ({ page }) => {
  const moved = `http://localhost:${PORT}/mf-manifest.json`;
  const fromMoved: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${PORT}/`)) fromMoved.push(request.url());
  });
  await page.route('**/env.json', async (route) => {
    const response = await route.fetch();
    const config = { ...localRuntimeConfig(), ...(await response.json()) };
    await route.fulfill({
      response,
      json: {
        ...config,
        remotes: config.remotes.map((r: { name: string; manifest: string }) => (r.name === 'mfe_search' ? { ...r, manifest: moved } : r)),
      },
    });
  });
  await page.route('http://localhost:3002/**', (route) => route.abort()); // the old origin is gone
  await page.goto('/search?q=lamp');
  await expectRemote(page, 'mfe_search');
  // The server's markup shows before any code: the region is live once the moved origin's code ran.
  await regionLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  expect(fromMoved.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromMoved.some((url) => url.endsWith('.js'))).toBe(true);
});
