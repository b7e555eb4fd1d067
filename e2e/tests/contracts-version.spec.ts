import { CONTRACTS_MANIFEST_FIELD, CONTRACTS_VERSION } from '@marketplace/contracts/federation';
import { expect, test, type Page } from '../support/test';
import { expectRemote, navigateInApp, originOf } from '../support/site';

/**
 * Teams deploy on their own schedule: each remote's manifest records the contracts range it was
 * built against (metaData.contractsRange) and the shell judges it before loading the remote's code.
 * The served manifest is rewritten at the network edge to read exactly as a build against a bumped
 * contracts version writes it; everything else is the real production build.
 */
const [major = 0, minor = 0] = CONTRACTS_VERSION.split('.').map(Number);
const NEWER_MINOR = `^${major}.${minor + 1}.0`;
const NEXT_MAJOR = `^${major + 1}.0.0`;

/** Serves the search remote's real manifest with another recorded contracts range. */
async function builtAgainst(page: Page, origin: string, range: string): Promise<void> {
  await page.route(`${origin}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    expect(manifest.metaData[CONTRACTS_MANIFEST_FIELD], 'the real build records its range').toBe(`^${CONTRACTS_VERSION}`);
    await route.fulfill({ response, json: { ...manifest, metaData: { ...manifest.metaData, [CONTRACTS_MANIFEST_FIELD]: range } } });
  });
}

function watch(page: Page) {
  const seen = { errors: [] as string[], pageErrors: [] as Error[], scripts: [] as string[] };
  page.on('console', (m) => m.type() === 'error' && seen.errors.push(m.text()));
  page.on('pageerror', (e) => seen.pageErrors.push(e));
  page.on('request', (r) => r.resourceType() === 'script' && seen.scripts.push(r.url()));
  return seen;
}

const errorScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

test(`a remote built against a newer minor (${NEWER_MINOR}) is loaded and works`, async ({ page }) => {
  const seen = watch(page);
  await builtAgainst(page, originOf('mfe_search'), NEWER_MINOR);
  await page.goto('/search?q=lamp');
  await expectRemote(page, 'mfe_search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(errorScreen(page)).toHaveCount(0);
  expect(seen.errors.filter((e) => e.includes('refused'))).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

test(`a remote built against another major (${NEXT_MAJOR}) is refused with a console message, its region shows the fallback, the page carries on`, async ({ page }) => {
  const seen = watch(page);
  const search = originOf('mfe_search');
  await builtAgainst(page, search, NEXT_MAJOR);
  await page.goto('/search?q=lamp');

  await expect(errorScreen(page)).toBeVisible({ timeout: 10_000 });
  await expect(errorScreen(page).getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(seen.errors).toContainEqual(
    `[federation] mfe_search refused: it was built against contracts ${NEXT_MAJOR}, this shell has contracts ${CONTRACTS_VERSION} (another major version); rebuild it against contracts ${major}.x`,
  );
  // Refused before any of its code ran: not one script of the remote was fetched.
  expect(seen.scripts.filter((url) => url.startsWith(`${search}/`))).toEqual([]);
  expect(seen.pageErrors).toEqual([]);

  // Never a crash: header, cart badge and the other remotes keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toBeAttached();
  await navigateInApp(page, '/faq');
  await expectRemote(page, 'mfe_support');

  // The team redeploys a build against this major: Try Again picks it up without a reload.
  await navigateInApp(page, '/search?q=lamp');
  await expect(errorScreen(page)).toBeVisible();
  await page.unroute(`${search}/mf-manifest.json`);
  await errorScreen(page).getByRole('button', { name: 'Try Again' }).click();
  await expectRemote(page, 'mfe_search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
});

test(`a layout fragment's remote on another major leaves the slot's fallback: the header keeps a plain cart link`, async ({ page }) => {
  const seen = watch(page);
  await builtAgainst(page, originOf('mfe_cart_checkout'), NEXT_MAJOR);
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await expect(page.getByRole('banner').getByRole('link', { name: /cart/i })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  // The mini-cart is fetched after the first paint, so the refusal comes a moment later.
  await expect.poll(() => seen.errors.some((e) => e.startsWith('[federation] mfe_cart_checkout refused'))).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: /cart/i })).toBeVisible();
  expect(seen.pageErrors).toEqual([]);
});
