/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FRAGMENT_CONTRACT, FRAGMENT_PATH } from '@marketplace/contracts/fragment';
import type { RuntimeConfig } from '@marketplace/contracts';
import { parseTemplate } from './compose';
import { createPageServer } from './page-server';
import { serverRemotes } from './server-remotes';

const PUBLIC: RuntimeConfig = {
  remotes: [
    { name: 'mfe_catalog', manifest: 'http://localhost:3001/mf-manifest.json' },
    { name: 'mfe_search', manifest: 'http://localhost:3002/mf-manifest.json' },
  ],
  supabase: null,
  allowOverrides: false,
};

describe('serverRemotes (SERVER_REMOTES)', () => {
  test('unset or blank: every remote at its public address', () => {
    expect(serverRemotes(PUBLIC)).toEqual(PUBLIC.remotes);
    expect(serverRemotes(PUBLIC, ' \n\t')).toEqual(PUBLIC.remotes);
  });

  test("a named remote at the server's address, the others as listed, in the runtime config's order", () => {
    expect(serverRemotes(PUBLIC, '\n  mfe_search=http://mfe-search:3002/mf-manifest.json\n')).toEqual([
      PUBLIC.remotes[0],
      { name: 'mfe_search', manifest: 'http://mfe-search:3002/mf-manifest.json' },
    ]);
  });

  test.each([
    ['an entry without =', 'mfe_catalog', /SERVER_REMOTES entry 1 \(mfe_catalog\) must be name=url/],
    ['a URL that is no manifest', 'mfe_catalog=http://mfe-catalog:3001/', /SERVER_REMOTES entry 1: .*mf-manifest\.json/],
    ['a name that is no federation name', '1st=http://a:1/mf-manifest.json', /SERVER_REMOTES entry 1: .*federation name/],
    ['a remote named twice', 'mfe_search=http://a:1/mf-manifest.json mfe_search=http://b:1/mf-manifest.json', /entry 2: .*twice/],
    ['a remote the site does not list', 'mfe_reviews=http://a:1/mf-manifest.json', /names mfe_reviews, which the runtime config/],
  ])('refuses %s, naming it', (_what, value, message) => {
    expect(() => serverRemotes(PUBLIC, value)).toThrow(message);
  });
});

describe('the page server with SERVER_REMOTES', () => {
  const RELEASE = 'static/js/mfe_catalog.0123456789.js';
  let remote: Server;
  let pages: Server;
  let pagesUrl: string;
  const asked: string[] = [];

  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );

  beforeAll(async () => {
    remote = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (req.url === '/mf-manifest.json') {
        const page = {
          path: '/product/:id',
          module: './ProductPage',
          guard: 'public',
          title: { en: 'Product', so: 'Alaab', sw: 'Bidhaa' },
          render: 'server',
        };
        return void res.end(
          JSON.stringify({
            metaData: { name: 'mfe_catalog', remoteEntry: { name: RELEASE, path: '' }, contractsRange: '^2.3.0', pages: [page] },
          }),
        );
      }
      const html = '<div data-remote="mfe-catalog"><h1>Bluetooth Speaker</h1></div>';
      res.end(
        JSON.stringify({
          contract: FRAGMENT_CONTRACT,
          release: RELEASE,
          status: 200,
          lang: 'en',
          html,
          css: '',
          state: {},
          title: 'Speaker',
          preloadImages: [],
        }),
      );
    });
    const internal = await listen(remote);
    // The public address answers nothing here, as the browser's localhost does not inside a container.
    const config: RuntimeConfig = {
      ...PUBLIC,
      remotes: [{ name: 'mfe_catalog', manifest: 'http://catalog.invalid:3001/mf-manifest.json' }],
    };
    const template = parseTemplate(readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8'));
    pages = createPageServer({
      template,
      config,
      remotes: serverRemotes(config, `mfe_catalog=${internal}/mf-manifest.json`),
      site: 'https://market.example',
    });
    pagesUrl = await listen(pages);
  });

  afterAll(async () => {
    await new Promise((resolve) => pages.close(resolve));
    await new Promise((resolve) => remote.close(resolve));
  });

  test("reads the manifest and the region where the server reaches the remote; the page's policy names the public origin", async () => {
    const res = await fetch(`${pagesUrl}/product/e1`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Bluetooth Speaker</h1>');
    expect(asked).toEqual(['/mf-manifest.json', `${FRAGMENT_PATH}?path=%2Fproduct%2Fe1&lang=en&site=https%3A%2F%2Fmarket.example`]);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('http://catalog.invalid:3001');
    expect(csp).not.toContain('127.0.0.1');
  });
});
