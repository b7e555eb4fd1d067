import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CONTRACTS_BUILT_AGAINST_ENV, REMOTE_CONTENT_SECURITY_POLICY } from '@marketplace/tooling';
import { CONTRACTS_MANIFEST_FIELD, CONTRACTS_VERSION } from '@marketplace/contracts/federation';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { freePort } from '../support/skew';
import { expect, test } from '../support/test';
import { errorScreen, expectRemote, navigateInApp, watchPage as watch } from '../support/site';

/**
 * Teams deploy on their own schedule: each remote's manifest records the contracts range it was
 * built against (metaData.contractsRange) and the shell judges it before loading the remote's
 * code. Here mfe-support (the smallest remote) is really built as if against a bumped contracts
 * release (`CONTRACTS_BUILT_AGAINST`, see @marketplace/tooling's remoteFederationOptions), served by
 * the suite's static server with the remotes' CSP on a free port, and the shell at :3000 loads it
 * through its `mf-override`; the other remotes stay the standard production builds.
 */
const [major = 0, minor = 0] = CONTRACTS_VERSION.split('.').map(Number);
const NEWER_MINOR = `${major}.${minor + 1}.0`;
const NEXT_MAJOR = `${major + 1}.0.0`;

const ROOT = resolve(__dirname, '..', '..');
const SUPPORT = resolve(ROOT, 'mfe-support');
const RSBUILD = resolve(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
/** Not the app's dist/: the site being served keeps its standard builds (Rsbuild empties this one). */
const OUT = resolve(SUPPORT, 'node_modules', '.cache', 'e2e-contracts-version');

// One worker runs this file's tests in order: two builds of one app at once would share its
// federation cache folder.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** Built and served once per version for the whole file; closed after the last test. */
const served = new Map<string, Promise<{ manifest: string; origin: string; close: () => Promise<void> }>>();

function supportBuiltAgainst(version: string) {
  let build = served.get(version);
  if (!build) {
    build = (async () => {
      const dist = resolve(OUT, version);
      await promisify(execFile)(process.execPath, [RSBUILD, 'build', '--dist-path', dist, '--log-level', 'warn'], {
        cwd: SUPPORT,
        env: { ...process.env, NODE_ENV: 'production', [CONTRACTS_BUILT_AGAINST_ENV]: version },
      });
      const manifest = JSON.parse(await readFile(resolve(dist, 'mf-manifest.json'), 'utf8')) as { metaData: Record<string, unknown> };
      expect(manifest.metaData[CONTRACTS_MANIFEST_FIELD], 'the build records the version it was built against').toBe(`^${version}`);
      const server = await serveStatic({ root: dist, port: await freePort(), csp: () => REMOTE_CONTENT_SECURITY_POLICY });
      return { manifest: `${server.url}/mf-manifest.json`, origin: server.url, close: server.close };
    })();
    served.set(version, build);
  }
  return build;
}

test.afterAll(async () => {
  await Promise.all([...served.values()].map(async (build) => (await build).close()));
  served.clear();
});

const override = (manifest: string) => `mf-override=mfe_support@${manifest}`;

test(`mfe-support built against contracts ${NEWER_MINOR} (a newer minor) is loaded and works`, async ({ page }) => {
  const build = await supportBuiltAgainst(NEWER_MINOR);
  const seen = watch(page);
  await page.goto(`/faq?${override(build.manifest)}`);
  await expectRemote(page, 'mfe_support');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(errorScreen(page)).toHaveCount(0);
  // The page runs that build's code, not the standard one (the server's markup is there before it).
  await expect.poll(() => seen.scripts.filter((url) => url.startsWith(`${build.origin}/`))).not.toEqual([]);

  // Its layout fragment too: the chat widget opens.
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('dialog', { name: 'Chat Assistant' }).getByRole('log')).toContainText('How can I help you today?');
  expect(seen.errors.filter((e) => e.includes('refused'))).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

test(`mfe-support built against contracts ${NEXT_MAJOR} (another major) is refused with a console message, its page and chat show the fallback, the site carries on`, async ({
  page,
}) => {
  const build = await supportBuiltAgainst(NEXT_MAJOR);
  const seen = watch(page);
  await page.goto(`/faq?${override(build.manifest)}`);

  await expect(errorScreen(page)).toBeVisible({ timeout: 10_000 });
  await expect(errorScreen(page).getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(seen.errors).toContainEqual(
    `[federation] mfe_support refused: it was built against contracts ^${NEXT_MAJOR}, this shell has contracts ${CONTRACTS_VERSION} (another major version); rebuild it against contracts ${major}.x`,
  );
  // Refused before any of its code ran: not one script of that build was fetched.
  expect(seen.scripts.filter((url) => url.startsWith(`${build.origin}/`))).toEqual([]);

  // Its layout fragment shows the slot's fallback: a chat button that says it is unavailable.
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('button', { name: 'The chat assistant is unavailable right now. Please call us.' })).toBeVisible({
    timeout: 10_000,
  });

  // Never a crash: header, cart badge and the other remotes keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toBeAttached();
  await navigateInApp(page, '/search?q=lamp');
  await expectRemote(page, 'mfe_search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  expect(seen.scripts.filter((url) => url.startsWith(`${build.origin}/`))).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});
