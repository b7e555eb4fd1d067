import { expect, test } from '../support/test';

// The shell's three chunks behind its async boundary (its code, contracts and the shared
// packages) are needed by every page: the HTML asks for them beside the entry script
// (shell/rsbuild.config.ts `performance.preload`) instead of the entry asking after it has run.

test('the page preloads the shell boot chunks from its HTML, and the shell runs those copies instead of fetching them again', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link href="([^"]+\.js)" rel="preload" as="script"[^>]*>/g)].map((m) => m[1]!);
  expect(preloaded.map((href) => href.replace(/^.*\/|\.[0-9a-f]+\.js$/g, '')).sort()).toEqual(['bootstrap', 'contracts', 'shared-packages']);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/');
  await page.locator('[data-remote="mfe-catalog"]').first().waitFor();

  for (const href of preloaded) {
    expect(fetched.filter((path) => path === href), href).toHaveLength(1);
    const initiator = await page.evaluate((path) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith(path))?.initiatorType, href);
    expect(initiator, href).toBe('link');
  }
});
