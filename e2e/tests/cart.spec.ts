import { expect, test } from '../support/test';
import { expectRemote } from '../support/site';

test('adding on the home page (catalog) updates the header badge (cart) and the cart page lists the line', async ({ page }) => {
  await page.goto('/');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');

  await page.getByRole('button', { name: 'Add to Cart: Kitenge Print Maxi Dress' }).click();
  await expect(badge).toHaveText('1');
  await page.getByRole('button', { name: 'Add to Cart: Kitenge Print Maxi Dress' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Wireless Earbuds Pro' }).click();
  await expect(badge).toHaveText('3');

  await page.getByTestId('mini-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectRemote(page, 'mfe_cart_checkout');
  const dress = page.locator('[data-line-id="fp-1"]');
  await expect(dress).toContainText('Kitenge Print Maxi Dress');
  await expect(dress.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.locator('[data-line-id="fp-2"]')).toContainText('Wireless Earbuds Pro');

  // Quantity changes on the cart page reach the header badge too.
  await page.getByRole('button', { name: 'Decrease quantity of Kitenge Print Maxi Dress' }).click();
  await expect(badge).toHaveText('2');
});

test('the cart survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add to Cart: Maasai Beaded Necklace' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/cart');
  await expect(page.locator('[data-line-id="fp-3"]')).toContainText('Maasai Beaded Necklace');
});

for (const [label, stored] of [
  ['invalid JSON', '{"lines": [oops'],
  ['a wrong shape', JSON.stringify({ lines: [{ product: { id: 1, name: '<script>alert(1)</script>' }, quantity: -4 }] })],
]) {
  test(`corrupt stored cart (${label}) is discarded with a warning, not a crash`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('marketplace:cart:v1', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    expect(warnings.some((w) => w.includes('[cart]') && w.includes('discarded'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('marketplace:cart:v1'))).toBeNull();
  });
}
