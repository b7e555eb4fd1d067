import { expect, test } from '../support/test';
import { takeDown, expectRemote } from '../support/site';
import {
  amountOf,
  expectCompleted,
  ordersOf,
  productsInStock,
  seedCart,
  signInAsDemo,
  toConfirmStep,
  toPaymentStep,
} from '../support/checkout';

// One shopper (the demo user) places real orders here: the tests run one after another so that
// "exactly one new order" can be counted.
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const stepHeading = (page: import('../support/test').Page) => page.locator('#checkout-step-heading');

test('M-Pesa: check your phone, then Order Completed; the order is in /orders with the total the cart showed', async ({ page }) => {
  const [a, b] = await productsInStock(page, 2);
  await seedCart(page, [
    { product: a!, quantity: 2 },
    { product: b!, quantity: 1 },
  ]);
  const session = await signInAsDemo(page);
  await page.goto('/cart');
  const cartTotal = amountOf(await page.getByTestId('summary-total').textContent());

  await toPaymentStep(page);
  // The M-Pesa number starts as the delivery phone.
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('0712 345 678');
  await toConfirmStep(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('Check your phone and enter your M-Pesa PIN');
  const number = await expectCompleted(page);
  expect(amountOf(await page.getByTestId('order-total').textContent())).toBe(cartTotal);

  const order = (await ordersOf(page, session)).find((o) => o.id === number);
  expect(order).toMatchObject({ total: cartTotal, status: 'processing', payment_method: 'mpesa' });

  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(number).first()).toBeVisible();
});

for (const [ending, title] of [
  ['1032', 'Payment was cancelled'],
  ['1037', 'Payment timed out'],
] as const) {
  test(`M-Pesa number ending ${ending}: '${title}', Try Again asks again, Change Payment Method then pays`, async ({ page }) => {
    const [a] = await productsInStock(page, 1, 2);
    await seedCart(page, [{ product: a!, quantity: 1 }]);
    const session = await signInAsDemo(page);
    const before = (await ordersOf(page, session)).length;
    await toPaymentStep(page, `071234${ending}`);
    await expect(page.getByLabel('M-Pesa phone number')).toHaveValue(`071234${ending}`);
    await toConfirmStep(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const status = page.getByTestId('payment-status');
    await expect(status).toContainText(title, { timeout: 20_000 });

    await status.getByRole('button', { name: 'Try Again' }).click();
    await expect(status).toContainText('Check your phone');
    await expect(status).toContainText(title, { timeout: 20_000 });

    await status.getByRole('button', { name: 'Change Payment Method' }).click();
    await expect(stepHeading(page)).toContainText('Payment');
    await page.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await toConfirmStep(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const number = await expectCompleted(page);
    // The retries paid the one order placed first.
    const orders = await ordersOf(page, session);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({ id: number, status: 'processing' });
  });
}

test('cash on delivery: Order Completed at once, the cart emptied', async ({ page }) => {
  const [a] = await productsInStock(page, 1, 3);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  const session = await signInAsDemo(page);
  await toPaymentStep(page);
  await page.getByLabel('Cash on Delivery').check();
  await toConfirmStep(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const number = await expectCompleted(page);
  expect((await ordersOf(page, session)).find((o) => o.id === number)).toMatchObject({ payment_method: 'cod', status: 'processing' });
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('card 4242 4242 4242 4242 is approved; only brand and last four are sent', async ({ page }) => {
  const [a] = await productsInStock(page, 1, 4);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  const session = await signInAsDemo(page);
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/card-payment')) bodies.push(request.postData() ?? '');
  });
  await toPaymentStep(page);
  await page.getByLabel('Credit/Debit Card').check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await toConfirmStep(page);
  await expect(page.getByTestId('confirm-payment')).toHaveText('Visa ending in 4242');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const number = await expectCompleted(page);
  expect(bodies.map((body) => JSON.parse(body))).toEqual([{ order_id: number, brand: 'Visa', last4: '4242' }]);
  expect((await ordersOf(page, session)).find((o) => o.id === number)).toMatchObject({ payment_method: 'card', status: 'processing' });
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('4242 4242');
});

test('card 4000 0000 0000 0002 is declined: the message, then Change Payment Method', async ({ page }) => {
  const [a] = await productsInStock(page, 1, 5);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  await signInAsDemo(page);
  await toPaymentStep(page);
  await page.getByLabel('Credit/Debit Card').check();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await toConfirmStep(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const status = page.getByTestId('payment-status');
  await expect(status).toContainText('Your card was declined');
  await status.getByRole('button', { name: 'Change Payment Method' }).click();
  await expect(stepHeading(page)).toContainText('Payment');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
});

test('a price edited in localStorage to KSh 1 is shown corrected and charged at the real price', async ({ page }) => {
  const [a] = await productsInStock(page, 1, 6);
  expect(a!.price).toBeGreaterThan(1);
  await seedCart(page, [{ product: a!, quantity: 1, price: 1 }]);
  const session = await signInAsDemo(page);
  await page.goto('/cart');
  const line = page.locator(`[data-line-id="${a!.id}"]`);
  await expect(line.getByTestId('line-note')).toContainText('Price changed from KSh 1 to');
  await expect(line.getByTestId('line-price')).not.toHaveText('KSh 1');
  const cartTotal = amountOf(await page.getByTestId('summary-total').textContent());
  await toPaymentStep(page);
  await page.getByLabel('Cash on Delivery').check();
  await toConfirmStep(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const number = await expectCompleted(page);
  const order = (await ordersOf(page, session)).find((o) => o.id === number);
  expect(order?.total).toBe(cartTotal);
  expect(order!.total).toBeGreaterThan(a!.price);
});

test('a double-clicked Place Order makes one order', async ({ page }) => {
  const [a] = await productsInStock(page, 1, 7);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  const session = await signInAsDemo(page);
  const before = (await ordersOf(page, session)).length;
  await toPaymentStep(page);
  await page.getByLabel('Cash on Delivery').check();
  await toConfirmStep(page);
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expectCompleted(page);
  expect(await ordersOf(page, session)).toHaveLength(before + 1);
});

test('with the cart remote down the header keeps its cart link with the count the bus kept, and the rest of the site works', async ({
  page,
}) => {
  await takeDown(page, 'mfe_cart_checkout');
  await page.addInitScript(() => {
    const kept = { name: 'cart:changed', version: 1, at: Date.now(), payload: { count: 2, subtotal: 5000 } };
    localStorage.setItem('marketplace:event:cart:changed', JSON.stringify(kept));
  });
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping cart, 2 items' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.goto('/faq');
  await expectRemote(page, 'mfe_support');
});

test('stepper: a list with aria-current="step", Previous disabled on step 1, focus on the step heading, keyboard only', async ({
  page,
}) => {
  const [a] = await productsInStock(page, 1, 8);
  await seedCart(page, [{ product: a!, quantity: 1 }]);
  await page.goto('/checkout');
  const steps = page.getByRole('list', { name: 'Checkout steps' });
  await expect(steps.getByRole('listitem')).toHaveText(['1Cart Review', '2Delivery', '3Payment', '4Confirm', '5Complete']);
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1Cart Review');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('2Delivery');
  await expect(stepHeading(page)).toBeFocused();
  // Continue with an empty form: the errors show next to the fields and focus goes to the first.
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.keyboard.type('Amina Wanjiru');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0712345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kilimani');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Block B');
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('3Payment');

  // The entries survive leaving checkout and coming back within the visit.
  await page.goto('/');
  await page.goto('/checkout');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('3Payment');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Amina Wanjiru');
});
