import { expect, test } from '../support/test';
import { DEMO, expectCompleted } from '../support/checkout';

test.setTimeout(90_000);

test('a guest adds from the home page and a search result, signs in at Confirm, comes back to /checkout with the cart and pays by M-Pesa', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/search?q=dress');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Amina Wanjiru');
  await page.getByLabel('Phone number').fill('0712345678');
  await page.getByLabel('Area / estate').fill('Kilimani');
  await page.getByLabel('Street / building').fill('Block B');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#checkout-step-heading')).toContainText('Confirm');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

  await page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('#checkout-step-heading')).toContainText('Confirm');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('Check your phone and enter your M-Pesa PIN');
  const number = await expectCompleted(page);
  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page.getByText(number).first()).toBeVisible();
});
