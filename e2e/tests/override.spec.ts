import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { localRuntimeConfig } from '@marketplace/tooling';
import { expectRemote } from '../support/site';

/**
 * A developer works on mfe-search alone: its dev server runs on a spare port and the shell at
 * :3000 loads it through the override, with the four other remotes from production builds.
 */
const DEV_PORT = 3102;
const DEV_MANIFEST = `http://localhost:${DEV_PORT}/mf-manifest.json`;
let devServer: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  devServer = spawn('npx', ['rsbuild', 'dev'], {
    cwd: resolve(__dirname, '..', '..', 'mfe-search'),
    env: { ...process.env, PORT: String(DEV_PORT) },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(DEV_MANIFEST)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('mfe-search dev server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(() => {
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));
  return warnings;
}

test('the override loads mfe-search from its dev server, the other remotes from production', async ({ page }) => {
  await page.goto(`/search?q=lamp&mf-override=mfe_search@${DEV_MANIFEST}`);
  await expectRemote(page, 'mfe_search');
  await expect(page.getByTestId('dev-build-marker')).toContainText('mfe-search');
  await expect(page.locator('[data-remote="mfe-search"]')).toHaveAttribute('data-build', 'development');
  // An add from the dev build reaches the production cart remote, whose mini-cart then loads.
  await page.goto(`/search?q=kikoy&mf-override=mfe_search@${DEV_MANIFEST}`);
  await expect(page.getByTestId('dev-build-marker')).toBeVisible();
  await page.getByRole('button', { name: 'Add Kikoy Beach Wrap to cart' }).click();
  await expect(page.locator('[data-remote="mfe-cart-checkout"]').first()).toHaveAttribute('data-build', 'production');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Kept for the visit: the next page load without the parameter still uses the dev build.
  await page.goto('/search?q=chair');
  await expect(page.getByTestId('dev-build-marker')).toBeVisible();
  await page.goto('/faq');
  await expect(page.locator('[data-remote="mfe-support"]').first()).toHaveAttribute('data-build', 'production');
});

test('an override to a non-loopback origin is refused', async ({ page }) => {
  const contacted: string[] = [];
  // Nothing may leave the machine even if the refusal failed: the foreign host is intercepted.
  await page.route('http://dev-box.invalid:3102/**', (route) => {
    contacted.push(route.request().url());
    return route.abort();
  });
  const warnings = collectWarnings(page);
  await page.goto('/search?q=lamp&mf-override=mfe_search@http://dev-box.invalid:3102/mf-manifest.json');
  await expectRemote(page, 'mfe_search');
  await expect(page.locator('[data-remote="mfe-search"]')).toHaveAttribute('data-build', 'production');
  await expect(page.getByTestId('dev-build-marker')).toHaveCount(0);
  await expect.poll(() => warnings.some((w) => w.includes('override refused') && w.includes('only loopback origins'))).toBe(true);
  expect(contacted).toEqual([]);
});

test('an override is refused when the runtime config does not allow overrides', async ({ page }) => {
  await page.route('**/env.json', (route) => route.fulfill({ json: { ...localRuntimeConfig(), allowOverrides: false } }));
  const warnings = collectWarnings(page);
  await page.goto(`/search?q=lamp&mf-override=mfe_search@${DEV_MANIFEST}`);
  await expectRemote(page, 'mfe_search');
  await expect(page.locator('[data-remote="mfe-search"]')).toHaveAttribute('data-build', 'production');
  await expect(page.getByTestId('dev-build-marker')).toHaveCount(0);
  // The server's markup is there before the shell has judged the override.
  await expect.poll(() => warnings.some((w) => w.includes('override refused') && w.includes('not allowed'))).toBe(true);
});
