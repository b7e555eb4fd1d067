import { expect, test } from '../support/test';
import { STRONG_PASSWORD, accountNav, confirmedAccount, mailedLink, securityEvents, signInWithForm, uniqueEmail } from '../support/account';

test('register: the requirements box ticks live, success goes to /login, and the mailed link signs the new user in', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Neema Test');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const requirement = page.getByRole('listitem').filter({ hasText: 'Password must contain at least one special character' });
  await page.getByLabel('Password', { exact: true }).fill('Abcdefg1');
  await expect(requirement).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await expect(requirement).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirm Password').fill('Different!1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Please check your email to confirm your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await mailedLink(page.request, email, 'Confirm your signup'));
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue('Neema Test');
  await expect(page.getByTestId('email-verified')).toHaveText('Verified');
});

test('three wrong passwords: warnings, then the exact lock message, and a fourth try sends no request; events are recorded', async ({
  page,
}) => {
  const email = uniqueEmail('lockout');
  let tokenRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) tokenRequests += 1;
  });
  await page.goto('/login');
  const alert = page.getByRole('form', { name: 'Login' }).getByRole('alert');

  await signInWithForm(page, email, 'Wrong!pass1');
  await expect(alert).toContainText('Invalid credentials provided.');
  await expect(alert).toContainText('2 attempts remaining before account lockout.');
  await signInWithForm(page, email, 'Wrong!pass2');
  await expect(alert).toContainText('1 attempts remaining before account lockout.');
  await signInWithForm(page, email, 'Wrong!pass3');
  await expect(page.getByText('Account temporarily locked due to multiple failed attempts. Try again in 60 minutes.')).toBeVisible();
  expect(tokenRequests).toBe(3);

  await signInWithForm(page, email, 'Wrong!pass4');
  await expect(page.getByText('Too many failed attempts. Please try again in 60 minutes.')).toBeVisible();
  // The same address typed differently is the same lock.
  await signInWithForm(page, `  ${email.toUpperCase()} `, 'Wrong!pass5');
  await expect(page.getByText('Too many failed attempts. Please try again in 60 minutes.')).toBeVisible();
  expect(tokenRequests).toBe(3);

  // The stored counter holds a hash, never the address.
  const stored = await page.evaluate(() => localStorage.getItem('marketplace:auth-attempts') ?? '');
  expect(stored).not.toContain('@');

  await expect
    .poll(async () => (await securityEvents(page.request, email)).map((event) => event.type).sort())
    .toEqual(expect.arrayContaining(['auth_failure', 'auth_failure', 'auth_failure', 'rate_limit', 'suspicious_activity']));
});

test('login validation: the spec messages, and the Google button says plainly it is not enabled', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const settings = page.waitForRequest((request) => request.url().endsWith('/auth/v1/settings'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await settings;
  await expect(page.getByText('Sign-in with Google is not enabled for this shop.', { exact: false })).toBeVisible();
});

test('profile: name and email preferences persist across a reload', async ({ page }) => {
  const account = await confirmedAccount(page.request, 'profile');
  await page.goto('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue('Zawadi Test');

  await page.getByLabel('Full Name').fill('  Zawadi Wanjiku  ');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const marketing = page.getByRole('checkbox', { name: 'Marketing emails' });
  await expect(marketing).toBeChecked();
  await expect(marketing).toBeEnabled();
  await marketing.uncheck();
  await expect(page.getByText('Email preferences saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Zawadi Wanjiku');
  await expect(page.getByRole('checkbox', { name: 'Marketing emails' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order notifications' })).toBeChecked();
});

test('forgot password → mailed link → new password → signed in; the new password works and the link cannot be reused', async ({ page }) => {
  const account = await confirmedAccount(page.request, 'reset');
  const newPassword = 'Fresh!Pass2026';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = 'If an account exists for that email address, a password reset link is on its way.';
  await expect(page.getByText(sent, { exact: false })).toBeVisible();

  const link = await mailedLink(page.request, account.email, 'Reset your password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been updated. You are now signed in.')).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await signInWithForm(page, account.email, newPassword);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();

  await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
  await page.goto(link);
  await expect(page.getByText('This password reset link has expired or has already been used.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('forgot password answers the same for an address without an account', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email address, a password reset link is on its way.', { exact: false }),
  ).toBeVisible();
});
