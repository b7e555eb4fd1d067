import { open, workerInControl } from '../support/offline';
import { expect, test } from '../support/test';

/**
 * Installable (issue 'Works on a flaky phone connection'): Chromium's own verdict, the one
 * Lighthouse's installability audit read before Lighthouse 12 dropped its PWA category.
 */
test.use({ serviceWorkers: 'allow' });

test('Chromium finds the site installable: its manifest parses without errors, in three languages, with icons that load', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await workerInControl(page);
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const parsed = JSON.parse(manifest.data) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
    translations: Record<string, { name: string }>;
  };
  expect(parsed).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0b7a4b' });
  expect(Object.keys(parsed.translations).sort()).toEqual(['so', 'sw']);
  expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['512x512 maskable', '192x192 any']));
  for (const icon of parsed.icons) {
    const response = await page.request.get(new URL(icon.src, manifest.url).href);
    expect(response.status(), icon.src).toBe(200);
  }
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito ones, where Chromium never offers to install: that one
  // error is the browser's, every other would be the site's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
