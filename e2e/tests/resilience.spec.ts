import { expect, test } from '../support/test';
import { expectRemote, takeDown } from '../support/site';

// Each remote down, answering 500 or late, or throwing, with another team's page working in
// the same page meanwhile: the failure matrix (trust-failure-matrix.spec.ts).

test('with the cart remote down, the header keeps its cart link and count, and adding to the cart breaks nothing', async ({ page }) => {
  await takeDown(page, 'mfe_cart_checkout');
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Shopping cart, 0 items' });
  await expect(cartLink).toBeVisible();
  // The add asks for the cart team's code, which cannot load: the shell's link stays in place.
  await page.getByRole('button', { name: 'Add to Cart: Kitenge Print Maxi Dress' }).click();
  await expect(page.getByTestId('mini-cart')).toHaveCount(0);
  await expect(cartLink).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});
