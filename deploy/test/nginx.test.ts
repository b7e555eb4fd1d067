// Each app's nginx.conf with the real nginx: `nginx -t`, then served from a fake build and asked
// over HTTP for the headers of scripts/lib/static-server.mjs. Skipped (with a note) without nginx.
import { HSTS, REMOTE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, shellContentSecurityPolicy } from '@marketplace/build';
import type { RuntimeConfig } from '@marketplace/contracts';
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
        const prefix = preparePrefix(app, port, DEPLOYED);
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

      test.each(['/orders', '/product/42', '/vendor/register'])('client-side route %s gets index.html (SPA fallback)', async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const nonce = expectCommonHeaders(res);
        expect(await res.text()).toBe(fakeIndex(app, nonce));
      });
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
