import { expect, test, type Page } from '../support/test';
import { CLIENT_NAVIGATION, KB, PAGE_BUDGETS } from '@marketplace/contracts/federation';

// Issue 13's byte budgets on the composed production build as served (compressed). Bytes are
// deterministic for a build, so they are tested here; timings are the benchmark's alone. The
// budgets are not met yet: each test holds the page to its ceiling (today's size plus a little),
// so bytes can only come off, and records against the budget in its annotations; `npm run bench`
// fails on the budgets themselves.

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

/** Says in the report how the page stands against the budget (met or not). */
function recordAgainstBudget(bytes: number, budgetKB: number) {
  const kb = (bytes / KB).toFixed(1);
  test.info().annotations.push({
    type: 'budget',
    description: bytes <= budgetKB * KB ? `${kb} KB, within the ${budgetKB} KB budget` : `${kb} KB, over the ${budgetKB} KB budget`,
  });
}

/** The page's region, then everything it loads after first paint (idle fragments included). */
async function settle(page: Page, remote: string) {
  await page.locator(`[data-remote="${remote}"]`).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

for (const budget of PAGE_BUDGETS) {
  test(`${budget.path} cold loads at most its ceiling of ${budget.ceilingKB} KB of compressed JavaScript (budget ${budget.jsKB} KB)`, async ({ page }) => {
    await page.goto(budget.path);
    await settle(page, budget.remote);
    const bytes = await jsBytes(page);
    recordAgainstBudget(bytes, budget.jsKB);
    expect(bytes, `${(bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(budget.ceilingKB * KB);
    expect(bytes).toBeGreaterThan(0);
  });
}

test(`a client navigation from / to ${CLIENT_NAVIGATION.linkTo} loads at most its ceiling of ${CLIENT_NAVIGATION.ceilingKB} KB more JavaScript (budget ${CLIENT_NAVIGATION.extraJsKB} KB)`, async ({ page }) => {
  await page.goto(CLIENT_NAVIGATION.from);
  await settle(page, 'mfe-catalog');
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, CLIENT_NAVIGATION.linkTo);
  await settle(page, CLIENT_NAVIGATION.remote);
  const extra = await jsBytes(page, before);
  recordAgainstBudget(extra, CLIENT_NAVIGATION.extraJsKB);
  expect(extra, `${(extra / KB).toFixed(1)} KB`).toBeLessThanOrEqual(CLIENT_NAVIGATION.ceilingKB * KB);
});
