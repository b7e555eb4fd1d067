import { HSTS, REMOTE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, shellContentSecurityPolicy } from '@marketplace/tooling';
import { parseRuntimeConfig } from '@marketplace/contracts';
import { expect, test } from '../support/test';
import { expectRemote, originOf } from '../support/site';

/**
 * The headers the site is served with, per path type, by whichever server runs the suite:
 * `npm start`'s Node server or, with E2E_SERVER=nginx, the nginx configs of the images.
 */
const NGINX = process.env.E2E_SERVER === 'nginx';

async function runtimeConfig(request: import('../support/test').APIRequestContext) {
  const parsed = parseRuntimeConfig(await (await request.get('/env.json')).text());
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.config;
}

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  // HSTS is for the images (behind TLS); a browser ignores it over plain http anyway.
  expect(headers['strict-transport-security']).toBe(NGINX ? HSTS : undefined);
}

test.describe('headers per path type @smoke', () => {
  test('the page: a policy from the runtime config with a fresh style nonce the page carries; a browser revalidates it, a CDN keeps a public one a minute', async ({
    page,
    request,
  }) => {
    const config = await runtimeConfig(request);
    const response = await page.goto('/category/clothing');
    const headers = response!.headers();
    expectSecurityHeaders(headers);
    // Both servers run the shell's page server behind them (docs/architecture.md). A composed page
    // is public for a minute; one whose region was left to the browser (the first page after start
    // can find the catalog's fragment server past its budget) is never stored.
    const composed = /<html[^>]* data-composed="/.test(await response!.text());
    expect(headers['cache-control']).toBe(composed ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'no-store');
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(csp).toBe(shellContentSecurityPolicy(config, nonce));
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
    // The nonce is in the meta styled-components reads, and on the styles it injected.
    await expect(page.locator('meta[property="csp-nonce"]')).toHaveAttribute('content', nonce);
    await expectRemote(page, 'mfe_catalog');
    const styleNonces = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
    expect(styleNonces.length).toBeGreaterThan(1);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));

    const again = (await request.get('/category/clothing')).headers()['content-security-policy'] ?? '';
    expect(again).not.toBe(csp);
  });

  test('connect-src names only the remotes, the backend and the page itself', async ({ request }) => {
    const config = await runtimeConfig(request);
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const connect = /(?:^|; )connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    const expected = new Set(["'self'", ...config.remotes.map((remote) => new URL(remote.manifest).origin)]);
    if (config.supabase) expected.add(new URL(config.supabase.url).origin);
    // Overrides (local work only) may point a remote at a loopback port.
    if (config.allowOverrides) ['localhost:*', '127.0.0.1:*', 'ws://localhost:*', 'ws://127.0.0.1:*'].forEach((s) => expected.add(s));
    expect(new Set(connect)).toEqual(expected);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  test('runtime config, hashed assets and the remotes: the security headers and the right caching, a manifest revalidated with no body', async ({
    request,
    page,
  }) => {
    const env = await request.get('/env.json');
    expectSecurityHeaders(env.headers());
    expect(env.headers()['cache-control']).toBe('no-cache');

    await page.goto('/');
    await expectRemote(page, 'mfe_catalog');
    const shellScript = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/static/js/"]')?.src ?? '');
    const asset = await request.get(shellScript);
    expectSecurityHeaders(asset.headers());
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifest = await request.get(`${originOf('mfe_catalog')}/mf-manifest.json`);
    expectSecurityHeaders(manifest.headers());
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['content-security-policy']).toBe(REMOTE_CONTENT_SECURITY_POLICY);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    // Every page load revalidates every listed manifest: a shopper paying by the megabyte gets a
    // 304 and no body while the release is the same.
    const etag = manifest.headers()['etag'];
    expect(etag).toBeTruthy();
    const revalidated = await request.get(`${originOf('mfe_catalog')}/mf-manifest.json`, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).length).toBe(0);

    const missing = await request.get(`${originOf('mfe_catalog')}/static/js/gone.0000.js`);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers());
    expect(missing.headers()['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

test('an inline script someone slips into the page is blocked, and the suite sees the violation', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(cspViolations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
  // Seen and asserted: this one is expected, so it must not fail the test.
  cspViolations.length = 0;
});

test('a refused override is removed from storage with a console warning', async ({ page, request }) => {
  const config = await runtimeConfig(request);
  await page.route('**/env.json', (route) => route.fulfill({ json: { ...config, allowOverrides: false } }));
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/search?q=lamp&mf-override=mfe_search@http://localhost:3102/mf-manifest.json');
  await expectRemote(page, 'mfe_search');
  // The server's markup is there before the shell has judged the override.
  await expect
    .poll(() => warnings.some((w) => w.includes('override refused') && w.includes('removed mf-override:mfe_search from localStorage')))
    .toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('mf-override:mfe_search'))).toBeNull();
  await expect(page.locator('[data-remote="mfe-search"]')).toHaveAttribute('data-build', 'production');
});
