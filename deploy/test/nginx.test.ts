// Each app's nginx.conf with the real nginx: `nginx -t`, then served from a fake build and asked
// over HTTP for the headers of scripts/lib/static-server.mjs. Skipped (with a note) without nginx.
import { HSTS, REMOTE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, shellContentSecurityPolicy } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { APPS, type App } from './repo';
import {
  FAKE_JS,
  NGINX,
  PRECOMPRESSED_JS,
  fakeIndex,
  freePort,
  preparePrefix,
  startNginx,
  type Prefix,
  type Running,
} from './nginx-harness';

const withNginx = NGINX ? describe : describe.skip;
if (!NGINX) {
  console.warn(
    'deploy/test/nginx.test.ts: nginx is not installed (apt-get install nginx): nginx -t and the served-header tests are SKIPPED',
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value])),
  'strict-transport-security': HSTS,
};
/** A deployment's runtime config: remotes on a CDN, a hosted backend, overrides off. */
const DEPLOYED: RuntimeConfig = {
  remotes: [
    { name: 'mfe_catalog', manifest: 'https://catalog.market.example/mf-manifest.json' },
    { name: 'mfe_search', manifest: 'https://cdn.market.example/search/mf-manifest.json' },
    { name: 'mfe_cart_checkout', manifest: 'https://cdn.market.example/cart/mf-manifest.json' },
    { name: 'mfe_account', manifest: 'https://account.market.example:8443/mf-manifest.json' },
    { name: 'mfe_support', manifest: 'https://support.market.example/mf-manifest.json' },
  ],
  supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-0123456789' },
  allowOverrides: false,
};
/** The shell's policy with nginx's nonce ($request_id: 32 hex digits). */
const shellPolicy = (nonce: string) => shellContentSecurityPolicy(DEPLOYED, nonce);
const NONCE = /'nonce-([0-9a-f]{32})'/;
const CORS: Record<string, string> = { 'access-control-allow-origin': '*', 'timing-allow-origin': '*' };

function headersOf(res: Response, names: string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((n) => [n, res.headers.get(n)]));
}

withNginx('nginx -t accepts each app config as the image includes it', () => {
  test.each(APPS)('$folder/nginx.conf', (app) => {
    const prefix = preparePrefix(app);
    try {
      expect(() => prefix.check()).not.toThrow();
    } finally {
      prefix.remove();
    }
  });
});

withNginx('nginx serves each app with the intended headers', () => {
  const servers = new Map<string, { prefix: Prefix; running: Running }>();

  beforeAll(async () => {
    await Promise.all(
      APPS.map(async (app) => {
        const port = await freePort();
        // The shell's page server is down here (nothing on its port): nginx serves what it serves alone.
        const prefix = preparePrefix(app, port, DEPLOYED, app.isShell ? await freePort() : undefined);
        try {
          servers.set(app.folder, { prefix, running: await startNginx(prefix, port) });
        } catch (error) {
          prefix.remove();
          throw error;
        }
      }),
    );
  });

  afterAll(async () => {
    await Promise.all(
      [...servers.values()].map(async ({ prefix, running }) => {
        await running.stop();
        prefix.remove();
      }),
    );
  });

  describe.each(APPS)('$folder', (app: App) => {
    const get = (path: string, init: RequestInit = {}) => {
      const server = servers.get(app.folder);
      if (!server) throw new Error(`nginx for ${app.folder} did not start`);
      return fetch(server.running.url + path, { redirect: 'manual', ...init });
    };

    /**
     * Security headers and the app's Content-Security-Policy on every response; CORS +
     * Timing-Allow-Origin on every remote response. Returns the response's nonce (shell).
     */
    function expectCommonHeaders(res: Response): string | undefined {
      expect(headersOf(res, Object.keys(SECURITY))).toEqual(SECURITY);
      const csp = res.headers.get('content-security-policy') ?? '';
      if (app.isShell) {
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        const nonce = NONCE.exec(csp)?.[1];
        expect(csp).toBe(shellPolicy(nonce ?? '(no nonce)'));
        return nonce;
      }
      expect(headersOf(res, Object.keys(CORS))).toEqual(CORS);
      expect(csp).toBe(REMOTE_CONTENT_SECURITY_POLICY);
      return undefined;
    }

    test('hashed assets under /static/ are immutable for a year, gzip-compressed on request', async () => {
      const res = await get('/static/js/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(await res.text()).toBe(FAKE_JS);
      expectCommonHeaders(res);
    });

    test("an asset's precompressed .gz twin is what a client accepting gzip gets (gzip_static)", async () => {
      const res = await get('/static/js/app.def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await res.text()).toBe(PRECOMPRESSED_JS);
    });

    test('without Accept-Encoding: gzip the asset is sent as is', async () => {
      const res = await get('/static/js/app.abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(FAKE_JS));
      expectCommonHeaders(res);
      await res.arrayBuffer();
    });

    test.each(['/mf-manifest.json', '/mf-stats.json', '/env.json'])('%s must be revalidated (no-cache)', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expectCommonHeaders(res);
      await res.arrayBuffer();
    });

    if (app.isShell) {
      test.each([
        ['/sw.js', /javascript/],
        ['/asset-manifest.json', /application\/json/],
        ['/manifest.webmanifest', /application\/manifest\+json/],
      ])('%s, which the service worker relies on, must be revalidated (no-cache)', async (path, type) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.headers.get('content-type')).toMatch(type);
        await res.arrayBuffer();
      });
    }

    test.each(['/index.html', '/'])('%s is never stored (its nonce is per response) and has no validator', async (path) => {
      const res = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      if (app.isShell) expect(res.headers.get('etag')).toBeNull();
      expectCommonHeaders(res);
      await res.arrayBuffer();
    });

    test('a revalidation answered 304 keeps the headers', async () => {
      const first = await get('/mf-manifest.json');
      const etag = first.headers.get('etag');
      await first.arrayBuffer();
      expect(etag).toBeTruthy();
      const res = await get('/mf-manifest.json', { headers: { 'If-None-Match': etag! } });
      expect(res.status).toBe(304);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectCommonHeaders(res);
    });

    test('a missing asset is a 404 with the headers, never cached as immutable', async () => {
      const res = await get('/static/js/missing.def456.js');
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age/);
      expectCommonHeaders(res);
      await res.arrayBuffer();
    });

    if (app.isShell) {
      test('the page carries the nonce its policy names, fresh on every response', async () => {
        const nonces: string[] = [];
        for (let i = 0; i < 2; i++) {
          const res = await get('/');
          const nonce = expectCommonHeaders(res);
          expect(nonce).toMatch(/^[0-9a-f]{32}$/);
          expect(await res.text()).toBe(fakeIndex(app, nonce));
          nonces.push(nonce!);
        }
        expect(nonces[0]).not.toBe(nonces[1]);
      });

      test("the policy allows scripts only from itself, the page's nonce (its inline start-up script) and the remotes, fetches only to them and the backend", () => {
        const csp = shellPolicy('n');
        expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|\*|localhost/);
        expect(csp).toContain(
          "script-src 'self' 'nonce-n' https://catalog.market.example https://cdn.market.example https://account.market.example:8443 https://support.market.example;",
        );
        expect(csp).toContain(
          "connect-src 'self' https://catalog.market.example https://cdn.market.example https://account.market.example:8443 https://support.market.example https://abc.supabase.co;",
        );
        expect(csp).toContain("frame-ancestors 'none'");
      });

      test.each(['/orders', '/product/42', '/vendor/register'])(
        'with the page server down, %s gets the page as built (the browser renders it)',
        async (path) => {
          const res = await get(path);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toMatch(/text\/html/);
          expect(res.headers.get('cache-control')).toBe('no-store');
          const nonce = expectCommonHeaders(res);
          expect(await res.text()).toBe(fakeIndex(app, nonce));
        },
      );
    } else {
      test('an unknown path is a 404, not the page', async () => {
        const res = await get('/orders');
        expect(res.status).toBe(404);
        expect(await res.text()).not.toBe(fakeIndex(app));
        expectCommonHeaders(res);
      });

      test('a CORS preflight is answered', async () => {
        const res = await get('/mf-manifest.json', {
          method: 'OPTIONS',
          headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-methods')).toMatch(/GET/);
        expectCommonHeaders(res);
      });
    }

    test('nginx does not announce its version', async () => {
      const res = await get('/index.html');
      expect(res.headers.get('server')).toBe('nginx');
      await res.arrayBuffer();
    });
  });
});

withNginx("each image's own server behind its nginx", () => {
  const shell = APPS.find((app) => app.isShell)!;
  const catalog = APPS.find((app) => app.name === 'mfe_catalog')!;
  const account = APPS.find((app) => app.name === 'mfe_account')!;
  /** The page server's own policy, nonce and caching, as shell/src/server/page-server.ts sends them. */
  const PAGE_POLICY = shellContentSecurityPolicy(DEPLOYED, 'server-nonce');
  const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
  const FRAGMENT = JSON.stringify({ contract: 1, html: '<div>region</div>' });
  const started: Array<{ prefix: Prefix; running?: Running }> = [];
  const servers: Server[] = [];
  let asked: IncomingMessage[] = [];
  /** How the fake page server answers: its page, or a gateway's error. */
  let pageStatus = 200;

  /** A fake app server on a free loopback port: the shell's page server or a remote's fragment server. */
  async function appServer(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
    const server = createServer((req, res) => {
      asked.push(req);
      answer(req, res);
    });
    servers.push(server);
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return port;
  }

  async function serve(app: App, serverPort?: number): Promise<string> {
    const port = await freePort();
    const entry: { prefix: Prefix; running?: Running } = { prefix: preparePrefix(app, port, DEPLOYED, serverPort) };
    started.push(entry);
    entry.running = await startNginx(entry.prefix, port);
    return entry.running.url;
  }

  let shellUrl: string;
  let shellDownUrl: string;
  let catalogUrl: string;
  let accountUrl: string;

  beforeAll(async () => {
    const pages = await appServer((req, res) => {
      if (pageStatus !== 200) return void res.writeHead(pageStatus, { 'Content-Type': 'text/plain' }).end('gateway trouble');
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': PAGE_POLICY,
        'Cache-Control': PAGE_CACHE,
        ...SECURITY_HEADERS,
      });
      // The placeholder text stays as the server wrote it: nginx's nonce is for its own files.
      res.end(`<!doctype html><html><body><main>composed ${req.url}</main><i>__CSP_NONCE__</i></body></html>`);
    });
    const fragments = await appServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(FRAGMENT);
    });
    shellUrl = await serve(shell, pages);
    shellDownUrl = await serve(shell, await freePort());
    catalogUrl = await serve(catalog, fragments);
    // A remote whose build has no server: its image leaves /_fragment out.
    accountUrl = await serve(account);
  });

  beforeEach(() => {
    asked = [];
    pageStatus = 200;
  });

  afterAll(async () => {
    await Promise.all(
      started.map(async ({ prefix, running }) => {
        await running?.stop();
        prefix.remove();
      }),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test.each(['/', '/product/e1?ref=home'])(
    "%s goes to the page server, whose headers stand alone: one policy (its own), its caching, no nonce of nginx's",
    async (path) => {
      const res = await fetch(shellUrl + path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`<!doctype html><html><body><main>composed ${path}</main><i>__CSP_NONCE__</i></body></html>`);
      // A second header of a name would arrive joined to the first (", ").
      expect(res.headers.get('content-security-policy')).toBe(PAGE_POLICY);
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
      // Its security headers, and the deployment's HSTS from nginx: each once.
      expect(headersOf(res, Object.keys(SECURITY))).toEqual(SECURITY);
      expect(asked.map((req) => req.url)).toEqual([path]);
      expect(asked[0]?.headers.host).toBe(new URL(shellUrl).host);
    },
  );

  test('a file is served by nginx with its own headers, the page server not asked', async () => {
    const res = await fetch(`${shellUrl}/static/js/app.abc123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(FAKE_JS);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(NONCE.test(res.headers.get('content-security-policy') ?? '')).toBe(true);
    expect(asked).toEqual([]);
  });

  test.each([
    ['down', () => shellDownUrl, 200],
    ['answering 502', () => shellUrl, 502],
    ['answering 504', () => shellUrl, 504],
  ])('the page server %s: the page as built, status 200, its policy and a fresh nonce (one of each)', async (_what, url, status) => {
    pageStatus = status;
    const res = await fetch(`${url()}/product/e1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = NONCE.exec(csp)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(csp).toBe(shellPolicy(nonce!));
    expect(await res.text()).toBe(fakeIndex(shell, nonce));
  });

  test("a remote's /_fragment reaches its fragment server, whose caching stands; the remote's policy once", async () => {
    const res = await fetch(`${catalogUrl}/_fragment?path=%2Fproduct%2Fe1&lang=sw`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(FRAGMENT);
    expect(asked.map((req) => req.url)).toEqual(['/_fragment?path=%2Fproduct%2Fe1&lang=sw']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe(REMOTE_CONTENT_SECURITY_POLICY);
    expect(headersOf(res, Object.keys(SECURITY))).toEqual(SECURITY);
    // The remote's files are as before.
    const manifest = await fetch(`${catalogUrl}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(headersOf(manifest, Object.keys(CORS))).toEqual(CORS);
    await manifest.arrayBuffer();
  });

  test('a remote without a fragment server answers /_fragment 404, as any path that is no file', async () => {
    const res = await fetch(`${accountUrl}/_fragment?path=%2Forders&lang=en`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
    expect(asked).toEqual([]);
  });
});
