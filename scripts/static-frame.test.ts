import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from '@marketplace/build';
import { LANGUAGES } from '@marketplace/contracts/language';
import { escapeHtml } from '@marketplace/contracts/html';
import { STOREFRONT_HEADLINES } from '../mfe-catalog/build/headline';
import { HEADLINE_MARKER } from '../shell/build/headline';
import { fetchStaticFrame, staticFrameUrl } from './lib/static-frame';

/**
 * The storefront headline is the catalog's: its deployment serves it as static-frame.html
 * (mfe-catalog/build/static-frame.ts), and the servers of the shell's page put it in when they
 * start. The shell's build holds none of it.
 */
const ROOT = resolve(__dirname, '..');

/** A loopback port nothing listens on (right now). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** Every text of the headline, in every language, as written and as escaped into HTML. */
const HEADLINE_TEXTS = LANGUAGES.flatMap(({ code }) => Object.values(STOREFRONT_HEADLINES[code])).flatMap((text) => [
  text,
  escapeHtml(text),
]);

describe("the shell's build", () => {
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    // `npm run build -w shell`, into a folder of its own (shell/dist is left as it is).
    await promisify(execFile)('npx', ['rsbuild', 'build', '--dist-path', dist], { cwd: resolve(ROOT, 'shell') });
  }, 180_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test("holds no storefront text: its page keeps the headline's marker in the static frame", () => {
    const page = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(page).toContain(`<div class="frame-region">${HEADLINE_MARKER}`);
    expect(page).not.toMatch(/<section class="frame-hero"|class="frame-offer"/);
    expect(HEADLINE_TEXTS.filter((text) => page.includes(text))).toEqual([]);
  });
});

// The page server's side (the template scripts/lib/site.ts writes for it) runs in the e2e suite,
// whose site is scripts/serve.ts.
describe("a local run's page takes the headline from the catalog's server", () => {
  const FRAGMENT = `<section class="frame-hero"><h1>Pay $' later</h1></section>`;
  let catalog: Server;
  let base: string;
  beforeAll(async () => {
    catalog = createServer((req, res) => {
      if (req.url === '/hang') return;
      res.writeHead(req.url === '/static-frame.html' ? 200 : 404, { 'Content-Type': 'text/html' });
      res.end(req.url === '/static-frame.html' ? `${FRAGMENT}\n` : 'Not found');
    });
    await new Promise<void>((done) => catalog.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    catalog.closeAllConnections();
    await new Promise<void>((done) => catalog.close(() => done()));
  });

  test("the catalog's static-frame.html on its port (moved with the rest of a run)", () => {
    expect(staticFrameUrl()).toBe(`http://localhost:${REMOTES.mfe_catalog.port}/static-frame.html`);
    expect(staticFrameUrl({ portOffset: 100, host: '127.0.0.1' })).toBe(
      `http://127.0.0.1:${REMOTES.mfe_catalog.port + 100}/static-frame.html`,
    );
  });

  test('fetches the fragment; without one in time the page goes without, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await fetchStaticFrame(`${base}/static-frame.html`)).toBe(FRAGMENT);
      expect(await fetchStaticFrame(`${base}/missing.html`)).toBeUndefined();
      expect(await fetchStaticFrame(`${base}/hang`, 300)).toBeUndefined();
      expect(await fetchStaticFrame(`http://127.0.0.1:${await freePort()}/static-frame.html`)).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(3);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/no storefront headline from .*\/missing\.html \(HTTP 404\)/);
    } finally {
      warn.mockRestore();
    }
  });
});
