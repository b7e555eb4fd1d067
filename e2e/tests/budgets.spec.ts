import { expect, test, type Page } from '../support/test';
import { CLIENT_NAVIGATION, KB, PAGE_BUDGETS } from '@marketplace/tooling';

// Issue 13's byte budgets on the composed production build as served (compressed). Bytes are
// deterministic for a build, so they are tested here; timings are the benchmark's alone.

/** Compressed JS bodies that crossed the network (every server sends Timing-Allow-Origin). */
function jsBytes(page: Page, skip = 0): Promise<number> {
  return page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .slice(from)
        .filter((r) => r.transferSize > 0 && (r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name)))
        .reduce((sum, r) => sum + r.encodedBodySize, 0),
    skip,
  );
}

/** The page's region, then everything it loads after first paint (idle fragments included). */
async function settle(page: Page, remote: string) {
  await page.locator(`[data-remote="${remote}"]`).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

for (const budget of PAGE_BUDGETS) {
  test(`${budget.path} cold loads at most its budget of ${budget.jsKB} KB of compressed JavaScript`, async ({ page }) => {
    await page.goto(budget.path);
    await settle(page, budget.remote);
    const bytes = await jsBytes(page);
    expect(bytes, `${(bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(budget.jsKB * KB);
    expect(bytes).toBeGreaterThan(0);
  });
}

test(`a client navigation from / to ${CLIENT_NAVIGATION.linkTo} loads at most its budget of ${CLIENT_NAVIGATION.extraJsKB} KB more JavaScript`, async ({
  page,
}) => {
  await page.goto(CLIENT_NAVIGATION.from);
  await settle(page, 'mfe-catalog');
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, CLIENT_NAVIGATION.linkTo);
  await settle(page, CLIENT_NAVIGATION.remote);
  const extra = await jsBytes(page, before);
  expect(extra, `${(extra / KB).toFixed(1)} KB`).toBeLessThanOrEqual(CLIENT_NAVIGATION.extraJsKB * KB);
});
