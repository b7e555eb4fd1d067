import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { RuntimeConfig } from '@marketplace/contracts';
import { originOf, SHELL_URL } from '../support/site';
import { serveShell } from '../support/offline';
import { FILES_ONLY_SHELL_PORT } from '@marketplace/tooling';

/** Holds the shell's entry script (the federation runtime) until the returned function is called. */
async function holdShellEntry(page: Page, origin = SHELL_URL): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === origin && /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

// The shell's three chunks behind its async boundary (its code, contracts and the shared
// packages) are needed by every page: the HTML asks for them beside the entry script
// (shell/rsbuild.config.ts `performance.preload`) instead of the entry asking after it has run.

test('the page preloads the shell boot chunks from its HTML, and the shell runs those copies instead of fetching them again', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link href="([^"]+\.js)" rel="preload" as="script"[^>]*>/g)].map((m) => m[1]!);
  expect(preloaded.map((href) => href.replace(/^.*\/|\.[0-9a-f]+\.js$/g, '')).sort()).toEqual([
    'bootstrap',
    'contracts',
    'shared-packages',
  ]);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/');
  await page.locator('[data-remote="mfe-catalog"]').first().waitFor();

  for (const href of preloaded) {
    expect(
      fetched.filter((path) => path === href),
      href,
    ).toHaveLength(1);
    const initiator = await page.evaluate(
      (path) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith(path))?.initiatorType,
      href,
    );
    expect(initiator, href).toBe('link');
  }
});

// The start-up warm-up runs inline in the HTML (shell/build-plugins/inline-startup.ts): it must not wait for
// the shell's entry script, which carries the federation runtime and downloads beside the shared
// packages. The remote's scripts are fetched ahead once that entry runs (they would otherwise take
// bandwidth from the shell's own chunks).
test("the inline start-up script fetches the page remote's manifest while the shell's entry script is held back, none of the remote's scripts until that entry runs, and env.json and the manifest once in all", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<script nonce="[^"]+">\S/);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  const release = await holdShellEntry(page);
  const catalog = originOf('mfe_catalog');
  const remoteEntry = () => fetched.filter((url) => url.startsWith(`${catalog}/static/js/mfe_catalog.`));
  const loading = page.goto('/');
  await expect.poll(() => fetched).toContain(`${catalog}/mf-manifest.json`);
  await page.waitForTimeout(300);
  expect(remoteEntry()).toEqual([]);
  release();
  await loading;
  await page.locator('[data-remote="mfe-catalog"]').first().waitFor();
  expect(remoteEntry().length).toBeGreaterThanOrEqual(1);

  expect(fetched.filter((url) => url === `${SHELL_URL}/env.json`)).toHaveLength(1);
  expect(fetched.filter((url) => url === `${catalog}/mf-manifest.json`)).toHaveLength(1);
});

// The page server composes / from the catalog's own render: the storefront's hero, the home
// page's largest paint, is in the HTML in the shopper's language and paints before any bundle
// has loaded. A page the browser renders (/cart) paints the frame until the shell has run.
test("while the shell's entry script is held back, / shows the catalog's hero in the chosen language (Swahili) and /cart the frame; then the page goes on", async ({
  page,
  context,
}) => {
  const title = 'Nunua kutoka kwa wauzaji wa mtaa wa Nairobi, hadi mlangoni kwako';
  await context.addCookies([{ name: 'marketplace-language', value: 'sw', url: SHELL_URL }]);
  const hero = page.getByRole('heading', { level: 1, name: title });

  let release = await holdShellEntry(page);
  let loading = page.goto('/cart');
  await expect(page.locator('.frame-brand')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.locator('h1:visible')).toHaveCount(0);
  release();
  await loading;
  await page.unrouteAll();

  release = await holdShellEntry(page);
  loading = page.goto('/');
  await expect(hero).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.locator('[data-server-region="mfe_catalog"]')).not.toHaveAttribute('data-hydrated', '');
  // Never taken out of the page, even to be put back: a picture moved is reported as painted again.
  await page.evaluate(() => {
    const region = document.querySelector('[data-server-region]');
    const seen = window as unknown as { __regionRemoved?: boolean };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes)) if (node.contains(region)) seen.__regionRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
  release();
  await loading;
  await expect(page.locator('[data-server-region="mfe_catalog"]')).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => (window as unknown as { __regionRemoved?: boolean }).__regionRemoved ?? false)).toBe(false);
  await expect(hero).toBeVisible();
  await expect(page.locator('.frame-bar')).toHaveCount(0);
  await expect(page.getByText(title, { exact: true })).toHaveCount(1);
});

// The catalog's and the search's manifests declare their pages' first reads
// (mfe-*/src/first-reads.ts). Where no server composes the page (a deployment of files only, or a
// load whose region the page server left to the browser), the inline script sends them with the
// manifest, starts loading the first screen's product images from the answer, and the page takes
// the answers instead of asking again. A page the server composed carries its reads instead
// (server-composition.spec.ts).
const FIRST_READ_PAGES = [
  {
    page: '/',
    read: 'GET /rest/v1/categories',
    about: 'order=sort_order.asc',
    heading: "Shop Nairobi's district vendors, delivered to your door",
    shows: 'Electronics',
    images: 0,
  },
  // One product matches 'earbuds'.
  {
    page: '/search?q=earbuds',
    read: 'POST /rest/v1/rpc/search_page',
    about: '"q":"earbuds"',
    heading: 'Search results',
    shows: 'Wireless Earbuds Pro',
    images: 1,
  },
];

// One files-only deployment at a time: it has one port, the one the suite's backend answers.
test.describe('where no server composes the page', () => {
  test.describe.configure({ mode: 'serial' });
  for (const { page: path, read, about, heading, shows, images: firstImages } of FIRST_READ_PAGES) {
    test(`on ${path} the inline start-up script sends the page's first read (${read}) and loads the first screen's ${firstImages} product image(s) while the shell's entry script is held back, and the page shows that answer without sending it again`, async ({
      page,
      request,
    }) => {
      const config = (await (await request.get('/env.json')).json()) as RuntimeConfig;
      const files = await serveShell(config, undefined, FILES_ONLY_SHELL_PORT);
      try {
        const reads: string[] = [];
        const images: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (`${r.method()} ${url.pathname}` === read) reads.push(`${url.search} ${r.postData() ?? ''}`);
          if (url.pathname.includes('/storage/v1/object/public/catalog/products/')) images.push(url.pathname);
        });
        const release = await holdShellEntry(page, files.url);
        const loading = page.goto(`${files.url}${path}`);
        await expect.poll(() => reads).toEqual([expect.stringContaining(about)]);
        await expect.poll(() => new Set(images).size).toBe(firstImages);
        release();
        await loading;
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('link', { name: shows }).first()).toBeVisible();
        expect(reads).toHaveLength(1);
      } finally {
        await files.close();
      }
    });
  }
});

// Checkout with an empty cart shows the cart (the route table's `opensInstead`): the inline script
// fetches the cart page's chunks with the checkout's, so the hand-over waits for no round trip.
test("on /checkout with an empty cart the start-up script fetches the cart page's chunk ahead, and the cart page it opens runs that copy from the cache", async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();

  const loads = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.includes('/__federation_expose_CartPage.'))
      .map((r) => ({ by: r.initiatorType, bytes: r.transferSize })),
  );
  expect(loads[0]).toEqual({ by: 'fetch', bytes: expect.any(Number) });
  expect(loads[0]!.bytes).toBeGreaterThan(0);
  const runs = loads.filter((load) => load.by === 'script');
  expect(runs.length).toBeGreaterThanOrEqual(1);
  for (const run of runs) expect(run.bytes).toBe(0);
});
