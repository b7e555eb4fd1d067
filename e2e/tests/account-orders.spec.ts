import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { DEMO, confirmedAccount, signInWithForm } from '../support/account';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
});

test('My Orders lists the demo orders newest first with the spec badges (text and colour)', async ({ page }) => {
  await page.goto('/orders');
  const orders = page.locator('article[data-order-id]');
  await expect(orders).toHaveCount(4);
  await expect(orders.locator('h2')).toHaveText(['Order ORD-2024-004', 'Order ORD-2024-003', 'Order ORD-2024-002', 'Order ORD-2024-001']);
  const expected: Array<[string, string, string]> = [
    ['ORD-2024-001', 'Delivered', 'rgb(21, 128, 61)'],
    ['ORD-2024-002', 'Shipped', 'rgb(29, 78, 216)'],
    ['ORD-2024-003', 'Processing', 'rgb(161, 98, 7)'],
    ['ORD-2024-004', 'Cancelled', 'rgb(185, 28, 28)'],
  ];
  for (const [id, label, colour] of expected) {
    const badge = page.locator(`article[data-order-id="${id}"] [data-status]`);
    await expect(badge).toHaveText(label);
    await expect(badge).toHaveCSS('background-color', colour);
  }
  const delivered = page.locator('article[data-order-id="ORD-2024-001"]');
  await expect(delivered).toContainText('KSh 12,500');
  await expect(delivered).toContainText('2 × KSh 2,500');
  await expect(delivered).toContainText('TRK-KE-784512');
  await expect(delivered.getByRole('button', { name: 'Track Package' })).toBeVisible();
  // Only delivered orders can be reordered; only tracked ones tracked.
  await expect(page.getByRole('button', { name: 'Reorder Items' })).toHaveCount(1);
  await expect(page.locator('article[data-order-id="ORD-2024-003"]').getByRole('button', { name: 'Track Package' })).toHaveCount(0);
  await expect(delivered.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
});

test('Reorder Items puts the delivered order back in the cart: the header badge counts its 4 units', async ({ page }) => {
  await page.goto('/orders');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');
  await page.locator('article[data-order-id="ORD-2024-001"]').getByRole('button', { name: 'Reorder Items' }).click();
  await expect(badge).toHaveText('4');
});

test('View Details shows delivery and payment; Download Receipt saves a real HTML file with lines and totals', async ({ page }) => {
  await page.goto('/orders');
  const order = page.locator('article[data-order-id="ORD-2024-002"]');
  await order.getByRole('button', { name: 'View Details' }).click();
  await expect(order).toContainText('Pick-up from store');
  await expect(order).toContainText('Credit/Debit Card');

  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download Receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('receipt-ORD-2024-002.html');
  const html = await readFile((await file.path())!, 'utf8');
  expect(html).toContain('ORD-2024-002');
  expect(html).toContain('Kenyan AA Coffee Beans 1kg');
  expect(html).toContain('KSh 8,450');
  expect(html).toContain('Credit/Debit Card');
});

test('/orders/<id> opens one order; an id the user cannot see reads "Order not found"', async ({ page }) => {
  await page.goto('/orders/ORD-2024-003');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.locator('article[data-order-id]')).toHaveCount(1);
  await page.goto('/orders/ORD-1999-999');
  await expect(page.getByText('Order not found')).toBeVisible();
});

test("another user's order id shows 'Order not found' and a new user's list is empty with a link to /products", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await confirmedAccount(page.request, 'orders');
  await page.goto('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await page.goto('/orders/ORD-2024-001');
  await expect(page.getByText('Order not found')).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await context.close();
});
