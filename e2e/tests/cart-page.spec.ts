import { expect, test } from '../support/test';
import { CART_KEY, productsInStock, seedCart } from '../support/checkout';

test('the cart shows KSh: lines, line totals and the Order Summary with the free-shipping hint', async ({ page }) => {
  const [a] = await productsInStock(page, 1);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  for (const id of ['summary-subtotal', 'summary-tax', 'summary-total']) await expect(summary.getByTestId(id)).toHaveText(/^KSh [\d,.]+$/);
  await expect(page.locator('body')).not.toContainText('$');
  if (a!.price <= 10_000) await expect(summary).toContainText(/Add KSh [\d,]+ more for free shipping!/);
  await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
});

test("remove shows 'Removed X' with Undo for 5 s; Undo puts the line back", async ({ page }) => {
  const [a, b] = await productsInStock(page, 2);
  await seedCart(page, [
    { product: a!, quantity: 1 },
    { product: b!, quantity: 3 },
  ]);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${b!.name} from cart` }).click();
  const status = page.getByTestId('undo-status');
  await expect(status).toContainText(`Removed ${b!.name}`);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await status.getByRole('button', { name: `Undo removing ${b!.name}` }).click();
  await expect(page.locator(`[data-line-id="${b!.id}"]`).getByTestId('line-quantity')).toHaveText('3');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  await page.getByRole('button', { name: `Remove ${a!.name} from cart` }).click();
  await expect(status).toContainText(`Removed ${a!.name}`);
  await expect(status).toBeEmpty({ timeout: 7_000 });
  await expect(page.locator(`[data-line-id="${a!.id}"]`)).toHaveCount(0);
});

test('a change in one tab shows in the other (storage event), badge included', async ({ page, context }) => {
  const [a] = await productsInStock(page, 1);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  await page.goto('/cart');
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.locator(`[data-line-id="${a!.id}"]`).getByTestId('line-quantity')).toHaveText('1');

  await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
  await expect(other.locator(`[data-line-id="${a!.id}"]`).getByTestId('line-quantity')).toHaveText('2');
  await expect(other.getByTestId('cart-badge')).toHaveText('2');

  await other.getByRole('button', { name: `Remove ${a!.name} from cart` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('{"lines":[]}');
});

test('a product no longer in the catalogue is marked unavailable and left out of the total', async ({ page }) => {
  const [a] = await productsInStock(page, 1);
  const gone = { ...a!, id: 'no-such-product', name: 'Discontinued Kiondo Basket', price: 999 };
  await seedCart(page, [
    { product: a!, quantity: 1 },
    { product: gone, quantity: 1 },
  ]);
  await page.goto('/cart');
  await expect(page.locator('[data-line-id="no-such-product"]').getByTestId('line-note')).toHaveText(
    'No longer available: it will not be included in your order',
  );
  await expect(page.getByTestId('summary-subtotal')).not.toContainText('999');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#checkout-step-heading')).toContainText('Delivery');
});
