import { expect, test, type Page } from '../support/test';
import { expectRemote } from '../support/site';
import { DEMO, accountNav, securityEvents, signInWithForm } from '../support/account';

/** Signs in against the local backend (real auth server) and stores the session as supabase-js does. */
async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  const config = await (await page.request.get('/env.json')).json();
  const response = await page.request.post(`${config.supabase.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: config.supabase.anonKey, 'content-type': 'application/json' },
    data: DEMO,
  });
  expect(response.status()).toBe(200);
  const session = await response.json();
  await page.evaluate((value) => localStorage.setItem('sb-auth-token', JSON.stringify(value)), session);
}

test('signed out: /orders and /profile send the shopper to /login, and back after signing in; auth_success is recorded', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expectRemote(page, 'mfe_account');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await signInWithForm(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();

  // Signed in through the form, the shopper lands on the page that sent them to /login.
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(async () => (await securityEvents(page.request, DEMO.email)).some((e) => e.type === 'auth_success')).toBe(true);
});

test('a stored session is restored: header shows Profile, Orders, Sign out; guarded pages open; guest pages redirect', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/');
  const account = page.getByRole('banner').getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await account.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expectRemote(page, 'mfe_account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('sign out: "Signed out successfully", back to /, Login shown, guarded pages closed again', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('without a configured backend: guarded pages say the service is unavailable and go home', async ({ page }) => {
  await page.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), supabase: null } });
  });
  await page.goto('/orders');
  await expect(page.getByText('Authentication Service Unavailable')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor on the home page never downloads the auth client', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.some((body) => body.includes('GoTrueClient'))).toBe(false);
});
