import { expect, test } from '../support/test';

for (const [label, fulfil] of [
  ['missing', { status: 404, body: 'Not found' }],
  ['not JSON', { status: 200, body: '{"remotes": ', contentType: 'application/json' }],
  [
    'malformed',
    { status: 200, body: JSON.stringify({ remotes: { mfe_catalog: 'javascript:alert(1)' } }), contentType: 'application/json' },
  ],
] as const) {
  test(`a ${label} /env.json gives a clear message on the page and in the console, not a white screen`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/env.json', (route) => route.fulfill(fulfil));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Service temporarily unavailable. Please contact support.' })).toBeVisible();
    await expect(page.getByTestId('config-problem')).toContainText('env.json');
    expect(errors.some((e) => e.includes('[shell]') && e.includes('env.json'))).toBe(true);
  });
}

test('an /env.json that never answers gives the message within seconds, not a white screen', async ({ page }) => {
  await page.route('**/env.json', () => undefined);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Service temporarily unavailable. Please contact support.' })).toBeVisible({
    timeout: 12_000,
  });
  await expect(page.getByTestId('config-problem')).toContainText('no answer');
});
