import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@marketplace/contracts';
import { buildVariant, replaceIn, ROOT, serveRemote, type ServedBuild } from '../support/skew';
import { ageSiteWorker } from '../../scripts/lib/worker-clock';
import { checkReleasesNow, open, serveShell, workerInControl, workerState } from '../support/offline';
import { navigateInApp } from '../support/site';
import { expect, test, type Page } from '../support/test';

/**
 * Releases never mix (issue 'Works on a flaky phone connection'): a sixth team's remote, really
 * built, is rebuilt on its own origin while the site's service worker holds its previous release.
 * Each test runs its own shell origin, so its worker and caches are its own.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const HELLO = 'e2e/fixtures/mfe-hello';
/** A worker's check downloads a release behind the page: on two busy cores that can take a while. */
const WORKER_CHECK_MS = 45_000;
const FIRST = 'Hello from a sixth team';
const SECOND = 'Hello from release two';

const helloRelease = (name: string, greeting = FIRST) =>
  buildVariant(name, {
    from: HELLO,
    change: async (dir) => {
      if (greeting !== FIRST) await replaceIn(join(dir, 'src', 'exposes', 'HelloPage.tsx'), FIRST, greeting);
    },
  });

/** Every file a build's manifest names (its entry and chunks), as URLs on `origin`. */
async function filesOfBuild(dist: string, origin: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const files = [manifest.metaData.remoteEntry.name, ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])];
  return files.map((file) => `${origin}/${file}`);
}

const closing: Array<() => Promise<void>> = [];
test.afterAll(async () => {
  await Promise.all(closing.map((close) => close()));
});

/**
 * The first release of the sixth team's remote built as `name`, served on its own origin, and a
 * shell of its own listing it; the page has opened /hello twice, the second time through the worker.
 */
async function helloSite(page: Page, name: string): Promise<{ dist: string; hello: ServedBuild; site: { url: string } }> {
  const dist = await helloRelease(name);
  const hello = await serveRemote(dist);
  const base = (await (await page.request.get('http://localhost:3000/env.json')).json()) as RuntimeConfig;
  const site = await serveShell({ ...base, remotes: [...base.remotes, { name: 'mfe_hello', manifest: hello.manifest }] });
  closing.push(hello.close, site.close);
  await open(page, `${site.url}/hello`);
  await workerInControl(page);
  await open(page, `${site.url}/hello`);
  await expect(page.getByRole('heading', { name: FIRST })).toBeVisible();
  return { dist, hello, site };
}

test('a remote rebuilt while a page is open: the page keeps its release, the next navigation shows the new one whole, and offline it is served with no file of the old one', async ({
  page,
  context,
}) => {
  const { dist, hello } = await helloSite(page, 'sw-release');
  const oldFiles = await filesOfBuild(dist, hello.origin);

  await helloRelease('sw-release', SECOND);
  // The worker downloads the new release whole and reports it.
  let ready = false;
  page.on('console', (message) => {
    if (message.text().includes(`a newer release is ready (${hello.manifest})`)) ready = true;
  });
  await checkReleasesNow(page);
  await expect.poll(() => ready, { timeout: WORKER_CHECK_MS }).toBe(true);
  await expect(page.getByRole('heading', { name: FIRST })).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await navigateInApp(page, '/faq');
  await reloaded;
  await navigateInApp(page, '/hello');
  await expect(page.getByRole('heading', { name: SECOND })).toBeVisible();

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: SECOND })).toBeVisible();
  expect(requested.filter((url) => url.startsWith(hello.origin))).not.toEqual([]);
  expect(requested.filter((url) => oldFiles.includes(url))).toEqual([]);
  await context.setOffline(false);
});

test('a new release whose entry fails to download never replaces the last good one: the region still renders from the cache', async ({
  page,
  context,
}) => {
  const { dist, hello, site } = await helloSite(page, 'sw-broken');

  await helloRelease('sw-broken', SECOND);
  const [entry] = await filesOfBuild(dist, hello.origin);
  await rm(join(dist, new URL(entry!).pathname));

  // The worker, asked as the shell asks on navigations, tries the new release's entry.
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (response.url() === entry) statuses.push(response.status());
  });
  await checkReleasesNow(page);
  await expect.poll(() => statuses, { timeout: WORKER_CHECK_MS }).toContain(404);
  await open(page, `${site.url}/hello`);
  await expect(page.getByRole('heading', { name: FIRST })).toBeVisible();
  await open(page, `${site.url}/hello`);
  await expect(page.getByRole('heading', { name: FIRST })).toBeVisible();
});

test('a cached release older than a day is refreshed before it is served: that load shows the new release', async ({ page }) => {
  const { site } = await helloSite(page, 'sw-stale');
  await helloRelease('sw-stale', SECOND);
  await ageSiteWorker(page.context(), page, 25 * 60 * 60 * 1000);
  await open(page, `${site.url}/hello`);
  await expect(page.getByRole('heading', { name: SECOND })).toBeVisible();
});

test("a new release of the shell found behind the page is offered with 'New version available', and Reload loads it", async ({ page }) => {
  const root = await mkdtemp(join(tmpdir(), 'shell-release-'));
  closing.push(() => rm(root, { recursive: true, force: true }));
  await cp(join(ROOT, 'shell', 'dist'), root, { recursive: true });
  const base = (await (await page.request.get('http://localhost:3000/env.json')).json()) as RuntimeConfig;
  const site = await serveShell(base, root);
  closing.push(site.close);

  await open(page, `${site.url}/faq`);
  await workerInControl(page);
  await open(page, `${site.url}/faq`);

  // Listened for before the release changes: the check of the last load, still running on a busy
  // machine, may be the one that finds it.
  let ready = false;
  page.on('console', (message) => {
    if (message.text().includes(`a newer release is ready (${site.url}/index.html)`)) ready = true;
  });
  // The next release: its entry under a new name, as a rebuild with a changed entry names it.
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const entry = html.match(/\/static\/js\/index\.([0-9a-f]+)\.js/)!;
  const renamed = entry[0].replace(entry[1]!, 'f'.repeat(entry[1]!.length));
  await copyFile(join(root, entry[0]), join(root, renamed));
  for (const file of ['index.html', 'asset-manifest.json']) {
    await writeFile(join(root, file), (await readFile(join(root, file), 'utf8')).split(entry[0]).join(renamed));
  }

  // Asked again while nothing is ready, as the shell asks on each navigation, each time as if the
  // last check were long ago: a check of the page's own load still running on a busy machine saw
  // the old release and counts as recent, and one unanswered check is not what this test is about.
  // Each ask stops the worker first, which throws away a download still running: on a busy
  // machine the asks need room for one to finish.
  await expect
    .poll(
      async () => {
        if (!ready) await checkReleasesNow(page);
        return ready;
      },
      { timeout: 2 * WORKER_CHECK_MS, intervals: [20_000] },
    )
    .toBe(true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe worker holds: ${await workerState(page)}`);
    });
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
  await expect(prompt).toBeVisible();
  const loadsNew = page.waitForRequest((request) => request.url().endsWith(renamed));
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await loadsNew;
  await expect(prompt).toBeHidden();
});
