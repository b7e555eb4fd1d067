import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RuntimeConfig } from '@marketplace/contracts';
import { CONTRACTS_BUILT_AGAINST_ENV, localRuntimeConfig, shellContentSecurityPolicy } from '@marketplace/tooling';
import { CONTRACTS_VERSION } from '@marketplace/contracts/federation';
import { DEMO, signInWithForm } from '../support/account';
import { expectRemote } from '../support/site';
import {
  buildAndServe,
  buildReleaseAndServe,
  buildVariant,
  checkoutAt,
  configureRemotes,
  contractsMajorAt,
  contractsReleaseIn,
  linkPackage,
  otherSingletonMajors,
  previousReleaseOf,
  replaceIn,
  ROOT,
  serveRemoteDeployment,
  serveShellDeployment,
  sharedCopies,
  type ServedBuild,
  type Variant,
} from '../support/skew';
import { errorScreen, watchPage as watch } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Teams ship alone: real builds of remotes changed as a team would change them, each loaded by
 * the unchanged shell build that the suite serves at :3000, which learns of them only through
 * /env.json. `npm run test:skew` runs this file alone.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const served = new Map<string, Promise<ServedBuild>>();
const once = (name: string, serve: () => Promise<ServedBuild>) => {
  let build = served.get(name);
  if (!build) served.set(name, (build = serve()));
  return build;
};
const variant = (name: string, spec: Variant) => once(name, () => buildAndServe(name, spec));

test.afterAll(async () => {
  await Promise.all([...served.values()].map(async (build) => (await build).close()));
  served.clear();
});

const TITLE = { en: 'Reviews', so: 'Faallooyin', sw: 'Maoni' };

/**
 * The catalog team's next release: a reviews page at a new path, signed-in only, whose screen
 * uses an export of react-router, react-i18next, styled-components and the contracts that no
 * other app uses (so none is in the shell's trimmed copies).
 */
const catalogWithReviews: Variant = {
  from: 'mfe-catalog',
  change: async (dir) => {
    await writeFile(
      join(dir, 'src', 'exposes', 'VendorReviewsPage.tsx'),
      `import { useMatch } from 'react-router';
import { Trans } from 'react-i18next';
import styled, { isStyledComponent } from 'styled-components';
import { vendorSlug } from '@marketplace/contracts';

const Heading = styled.h1\`margin: 0;\`;

export default function VendorReviewsPage() {
  const match = useMatch('/vendor/:slug/reviews');
  return (
    <main>
      <Heading>Reviews of {match?.params.slug}</Heading>
      <p data-testid="reviews-exports"><Trans defaults="slug {{slug}}" values={{ slug: vendorSlug('Mama Njeri Crafts') }} />, styled: {String(isStyledComponent(Heading))}</p>
    </main>
  );
}
`,
    );
    await replaceIn(
      join(dir, 'rsbuild.config.ts'),
      `'./ProductPage': './src/exposes/ProductPage.tsx',`,
      `'./ProductPage': './src/exposes/ProductPage.tsx',\n              './VendorReviewsPage': './src/exposes/VendorReviewsPage.tsx',`,
    );
    const pages = join(dir, 'src', 'pages.ts');
    await writeFile(
      pages,
      `${await readFile(pages, 'utf8')}\nPAGES.push({ path: '/vendor/:slug/reviews', module: './VendorReviewsPage', guard: 'signed-in', title: ${JSON.stringify(TITLE)} });\n`,
    );
  },
};

const HELLO = 'e2e/fixtures/mfe-hello';
const withHello = (served: ServedBuild) => (remotes: Array<{ name: string; manifest: string }>) => [
  ...remotes,
  { name: 'mfe_hello', manifest: served.manifest },
];

test('the catalog team adds a signed-in page at a new path: the unchanged shell serves it with its guard and title, and its exports no other app uses work, one copy of each library in the page', async ({
  page,
}) => {
  const catalog = await variant('catalog-reviews', catalogWithReviews);
  await configureRemotes(page, (remotes) => remotes.map((r) => (r.name === 'mfe_catalog' ? { ...r, manifest: catalog.manifest } : r)));
  const seen = watch(page);

  // The guard: a guest is sent to sign in, and comes back after.
  await page.goto('/vendor/mama-njeri-crafts/reviews');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/vendor\/mama-njeri-crafts\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews of mama-njeri-crafts' })).toBeVisible();
  await expect(page.getByTestId('reviews-exports')).toHaveText('slug mama-njeri-crafts, styled: true');
  await expect(page).toHaveTitle('Reviews | District Market');
  await expect(errorScreen(page)).toHaveCount(0);

  // One copy of each of the four packages, the whole one, which every app used.
  const copies = await sharedCopies(page);
  for (const name of ['react-router', 'react-i18next', 'styled-components', '@marketplace/contracts']) {
    expect(
      copies[name]?.map((c) => `${c.copy} ${c.kind}`),
      name,
    ).toEqual([expect.stringMatching(/^shell@.* whole$/)]);
  }
  expect(seen.pageErrors).toEqual([]);

  // The rest of the catalog is the same release, and still works.
  await page.goto('/product/e1');
  await expectRemote(page, 'mfe_catalog');
  await expect(errorScreen(page)).toHaveCount(0);
});

test('a sixth team’s remote added by configuration alone: its page works, in the shopper’s language, inside the shell', async ({
  page,
}) => {
  const hello = await variant('hello', { from: HELLO });
  await configureRemotes(page, withHello(hello));
  const seen = watch(page);
  await page.goto('/hello');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello from a sixth team' })).toBeVisible();
  await expect(page.getByTestId('hello-auth')).toHaveText('signed-out');
  await expect(page).toHaveTitle('Hello | District Market');
  expect(seen.scripts.filter((url) => url.startsWith(hello.origin))).not.toEqual([]);
  // The site's own pages are untouched, and the page needs no whole copy of anything.
  const copies = await sharedCopies(page);
  expect(copies['react-router']?.map((c) => c.kind)).toEqual(['trimmed']);
  await page.goto('/faq');
  await expectRemote(page, 'mfe_support');
  expect(seen.pageErrors).toEqual([]);
});

test('a remote built with the previous minor of Module Federation (2.8) works in the shell on 2.9', async ({ page }) => {
  const hello = await variant('hello-federation-2.8', { from: HELLO, env: { SKEW_FEDERATION_PLUGIN: 'mf-rsbuild-plugin-previous-minor' } });
  const manifest = JSON.parse(
    await readFile(join(ROOT, 'node_modules', '.cache', 'skew', 'hello-federation-2.8', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { metaData: { pluginVersion: string } };
  expect(manifest.metaData.pluginVersion).toMatch(/^2\.8\./);
  await configureRemotes(page, withHello(hello));
  const seen = watch(page);
  await page.goto('/hello');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello from a sixth team' })).toBeVisible();
  expect(seen.pageErrors).toEqual([]);
});

test('a remote built against another major of a shared singleton (mitt 2) is refused before its code runs, the console names why, the rest of the page works', async ({
  page,
}) => {
  const hello = await variant('hello-mitt-2', {
    from: HELLO,
    change: async (dir) => {
      await replaceIn(join(dir, 'package.json'), '"mitt": "3.0.1"', '"mitt": "2.1.0"');
      await linkPackage(dir, 'mitt', 'mitt-previous-major');
    },
  });
  await configureRemotes(page, withHello(hello));
  const seen = watch(page);
  await page.goto('/hello');
  await expect(errorScreen(page)).toBeVisible();
  expect(seen.errors).toContainEqual(
    '[federation] mfe_hello refused: it needs mitt ^2.1.0, this page provides mitt 3.0.1; rebuild it against mitt 3.x',
  );
  expect(seen.scripts.filter((url) => url.startsWith(hello.origin))).toEqual([]);
  // Header, the other remotes: all there.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'All Products' }).first().click();
  await expectRemote(page, 'mfe_catalog');
});

const [MAJOR] = CONTRACTS_VERSION.split('.');
const NEXT_MINOR = `${MAJOR}.99.0`;

test('a remote built against a newer contracts minor uses its new export while the shell runs the older minor, and meets the shell’s host', async ({
  page,
}) => {
  const hello = await variant('hello-contracts-minor', {
    from: HELLO,
    env: { [CONTRACTS_BUILT_AGAINST_ENV]: NEXT_MINOR },
    change: async (dir) => {
      // The contracts as their next minor: the same code, one export more.
      await contractsReleaseIn(
        dir,
        NEXT_MINOR,
        `export const addedInThisMinor = (name: string) => \`\${name} uses contracts ${NEXT_MINOR}\`;`,
      );
      await replaceIn(
        join(dir, 'package.json'),
        `"@marketplace/contracts": "^${CONTRACTS_VERSION}"`,
        `"@marketplace/contracts": "^${NEXT_MINOR}"`,
      );
      await replaceIn(
        join(dir, 'src', 'exposes', 'HelloPage.tsx'),
        "import { isLanguage, useHost } from '@marketplace/contracts';",
        "import { addedInThisMinor, isLanguage, useHost } from '@marketplace/contracts';",
      );
      await replaceIn(
        join(dir, 'src', 'exposes', 'HelloPage.tsx'),
        '<p data-testid="hello-auth">{auth.status}</p>',
        '<p data-testid="hello-auth">{auth.status}</p>\n      <p data-testid="hello-minor">{addedInThisMinor(\'mfe_hello\')}</p>',
      );
    },
  });
  await configureRemotes(page, withHello(hello));
  const seen = watch(page);
  await page.goto('/hello');
  await expect(page.getByTestId('hello-minor')).toHaveText(`mfe_hello uses contracts ${NEXT_MINOR}`);
  // useHost() of its own copy of the contracts reads the shell's host.
  await expect(page.getByTestId('hello-auth')).toHaveText('signed-out');
  await expect(errorScreen(page)).toHaveCount(0);
  const contracts = (await sharedCopies(page))['@marketplace/contracts']?.map((c) => c.copy).sort();
  expect(contracts).toEqual([`mfe_hello@${NEXT_MINOR}`, `shell@${CONTRACTS_VERSION}`]);
  expect(seen.pageErrors).toEqual([]);
});

const [, MINOR] = CONTRACTS_VERSION.split('.');
const BUMPED = `${MAJOR}.${Number(MINOR) + 1}.0`;

/**
 * The catalog team's release as issue 41 tried it: an export added to the contracts, the
 * contracts bumped to the next minor, the export called in the listing screen, the catalog's
 * package.json left at today's range (npm leaves it). Only the catalog is rebuilt and deployed.
 */
const catalogOnBumpedContracts = (env: Record<string, string> = {}): Variant => ({
  from: 'mfe-catalog',
  env,
  change: async (dir) => {
    await contractsReleaseIn(dir, BUMPED, `export const listingNote = (remote: string) => \`\${remote} lists with contracts ${BUMPED}\`;`);
    const screen = join(dir, 'src', 'features', 'listing', 'components', 'ListingScreen.tsx');
    await replaceIn(
      screen,
      "import { Breadcrumb, CATEGORY_SLUGS, paths } from '@marketplace/contracts';",
      "import { Breadcrumb, CATEGORY_SLUGS, listingNote, paths } from '@marketplace/contracts';",
    );
    await replaceIn(screen, '      {banner}\n', '      {banner}\n      <p data-testid="listing-note">{listingNote(\'mfe_catalog\')}</p>\n');
  },
});

for (const [label, name, env, recordedRange] of [
  // Today's tooling records the contracts the catalog compiled in.
  ['as its team builds it', 'catalog-contracts-bumped', {}, `^${BUMPED}`],
  // A build that records the range of its package.json, as the tooling did before: the shell
  // judges it by the release it carries, not by the range it states.
  [
    'recording its package.json’s range',
    'catalog-contracts-bumped-old-range',
    { [CONTRACTS_BUILT_AGAINST_ENV]: CONTRACTS_VERSION },
    `^${CONTRACTS_VERSION}`,
  ],
] as const) {
  test(`the catalog built against the next contracts minor (${label}) runs its own copy for the export the page’s lacks, and meets the page’s host and bus`, async ({
    page,
  }) => {
    const catalog = await variant(name, catalogOnBumpedContracts(env));
    await configureRemotes(page, (remotes) => remotes.map((r) => (r.name === 'mfe_catalog' ? { ...r, manifest: catalog.manifest } : r)));
    const seen = watch(page);
    await page.goto('/products');
    await expect(page.getByTestId('listing-note')).toHaveText(`mfe_catalog lists with contracts ${BUMPED}`);
    await expect(errorScreen(page)).toHaveCount(0);
    const contracts = (await sharedCopies(page))['@marketplace/contracts']?.map((c) => c.copy).sort();
    expect(contracts).toEqual([`mfe_catalog@${BUMPED}`, `shell@${CONTRACTS_VERSION}`]);
    // Its copy's bus is the page's: the cart remote, on the shell's copy, hears the add.
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(seen.pageErrors).toEqual([]);
    // What its manifest says of the contracts: the release it carries, and the range it records.
    const manifest = (await (await fetch(catalog.manifest)).json()) as {
      shared: Array<{ name: string; version: string; requiredVersion: string }>;
    };
    expect(manifest.shared.find((s) => s.name === '@marketplace/contracts')).toMatchObject({
      version: BUMPED,
      requiredVersion: recordedRange,
    });
  });
}

const TODAY_MAJOR = Number(MAJOR);

/** A page of each remote of this repository, and the folder it is built from. */
const REMOTE_PAGES = {
  mfe_catalog: { folder: 'mfe-catalog', path: '/products' },
  mfe_search: { folder: 'mfe-search', path: '/search?q=dress' },
  mfe_cart_checkout: { folder: 'mfe-cart-checkout', path: '/cart' },
  mfe_account: { folder: 'mfe-account', path: '/login' },
  mfe_support: { folder: 'mfe-support', path: '/faq' },
} as const;

test("the previous release of each remote against today's shell: on today's contracts major and singletons' majors its page works; on another it is refused by name and the rest of the site works", async ({
  page,
}) => {
  const releases = Object.entries(REMOTE_PAGES).map(([name, { folder, path }]) => ({
    name,
    folder,
    path,
    commit: previousReleaseOf(folder),
  }));
  test.skip(
    releases.some((r) => r.commit === null),
    'the clone has no history before the last change of every remote (a shallow clone)',
  );
  for (const { name, folder, path, commit } of releases) {
    const checkout = await checkoutAt(commit!);
    const major = await contractsMajorAt(checkout);
    // A release before a coordinated move of the singletons (React 18 against today's 19).
    const otherMajors = await otherSingletonMajors(checkout, folder);
    const release = await once(`${name}@${commit}`, () => buildReleaseAndServe(checkout, folder));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await configureRemotes(page, (remotes) => remotes.map((r) => (r.name === name ? { ...r, manifest: release.manifest } : r)));
    const seen = watch(page);
    await page.goto(path);
    if (major === TODAY_MAJOR && otherMajors.length === 0) {
      await expect(page.locator('main').locator(`[data-remote="${folder}"]`).first(), `${name} at ${commit}`).toBeVisible();
      await expect(errorScreen(page)).toHaveCount(0);
    } else {
      const refusal = major !== TODAY_MAJOR ? [`it was built against contracts ^${major}.`] : otherMajors.map((pkg) => `it needs ${pkg} `);
      await expect
        .poll(
          () => seen.errors.find((e) => refusal.some((why) => e.startsWith(`[federation] ${name} refused: ${why}`))),
          `${name} at ${commit}`,
        )
        .toBeTruthy();
      expect(seen.scripts.filter((url) => url.startsWith(release.origin))).toEqual([]);
      await expect(page.getByRole('banner')).toBeVisible();
    }
  }
});

test("today's remotes against the previous release of the shell: on its contracts major and singletons' majors they work; on another each is refused by name and its shell carries on", async ({
  page,
}) => {
  const commit = previousReleaseOf('shell');
  test.skip(commit === null, 'the clone has no history before the last change of the shell (a shallow clone)');
  const checkout = await checkoutAt(commit!);
  const major = await contractsMajorAt(checkout);
  const otherMajors = await otherSingletonMajors(checkout, 'shell');
  // Its build's own /env.json lists the remotes on their local ports: today's builds.
  const shell = await once(`shell@${commit}`, () =>
    buildReleaseAndServe(checkout, 'shell', (nonce) => shellContentSecurityPolicy(localRuntimeConfig(), nonce)),
  );
  const seen = watch(page);
  await page.goto(`${shell.origin}/faq`);
  await expect(page.getByRole('banner')).toBeVisible();
  if (major === TODAY_MAJOR && otherMajors.length === 0) {
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  } else {
    await expect(errorScreen(page)).toBeVisible({ timeout: 10_000 });
    const refusal = major !== TODAY_MAJOR ? ['it was built against contracts '] : otherMajors.map((pkg) => `it needs ${pkg} `);
    const refused = seen.errors.filter((e) => refusal.some((why) => e.startsWith(`[federation] mfe_support refused: ${why}`)));
    expect(refused, `mfe_support refused, naming ${refusal.join('or ')}; errors: ${seen.errors.join(' | ')}`).not.toEqual([]);
    expect(seen.scripts.filter((url) => url.startsWith('http://localhost:3005/static/'))).toEqual([]);
  }
});

/** The catalog team's next release changes the product page's markup: a line under the heading. */
const RELEASE_NOTE = 'Sold by a district vendor, delivered in Nairobi';
const catalogWithNewMarkup: Variant = {
  from: 'mfe-catalog',
  change: (dir) =>
    replaceIn(
      join(dir, 'src', 'features', 'products', 'components', 'ProductScreen.tsx'),
      '<h1>{name}</h1>',
      `<h1>{name}</h1>\n          <p data-testid="release-note">${RELEASE_NOTE}</p>`,
    ),
};

test("the catalog redeployed with changed markup at its address: the unchanged shell's server composes the new release within its revalidation, and the page hydrates it cleanly", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const site = (await (await request.get('/env.json')).json()) as RuntimeConfig;
  const catalog = await serveRemoteDeployment('mfe_catalog', join(ROOT, 'mfe-catalog'), site.supabase!);
  const remotes = site.remotes.map((r) => (r.name === 'mfe_catalog' ? { ...r, manifest: catalog.manifest } : r));
  const shell = await serveShellDeployment({ ...site, remotes });
  try {
    const product = `${shell.origin}/product/e1`;
    const fetchPage = async () => {
      const html = await (await request.get(product)).text();
      return { html, release: /data-release="([^"]+)"/.exec(html)?.[1] };
    };
    // A first request to the fresh fragment server may miss its budget and leave the region to
    // the browser: the page as composed is the first answer that carries the region.
    const composed = async () => {
      let page = await fetchPage();
      await expect.poll(async () => (page = await fetchPage()).release, { timeout: 20_000 }).toBeTruthy();
      return page;
    };
    const before = await composed();
    expect(before.release).toMatch(/^static\/js\/mfe_catalog\.[0-9a-f]+\.js$/);
    expect(before.html).not.toContain(RELEASE_NOTE);

    await catalog.deploy(dirname(await buildVariant('catalog-new-markup', catalogWithNewMarkup)));
    const deployedAt = Date.now();
    await expect.poll(async () => (await fetchPage()).html.includes(RELEASE_NOTE), { timeout: 20_000 }).toBe(true);
    // The shell's server revalidates manifests every 10 s (shell/src/server/manifest-cache.ts).
    expect(Date.now() - deployedAt).toBeLessThan(12_000);
    const after = await composed();
    expect(after.release).not.toBe(before.release);

    const seen = watch(page);
    await page.goto(product);
    const region = page.locator('[data-server-region="mfe_catalog"]');
    await expect(region).toHaveAttribute('data-release', after.release!);
    await expect(region).toHaveAttribute('data-hydrated', '');
    await expect(page.getByTestId('release-note')).toHaveText(RELEASE_NOTE);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(seen.errors).toEqual([]);
  } finally {
    await shell.close();
    await catalog.close();
  }
});
