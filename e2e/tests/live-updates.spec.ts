import { expect, test, type Page } from '../support/test';
import { Audit } from '../support/a11y';
import { DEMO, confirmedAccount, signInWithForm } from '../support/account';
import { siteOnOwnBackend } from '../support/own-backend';
import { serviceWrite } from '../support/service';
import { freePort } from '../support/skew';
import { productsInStock, seedCart, toConfirmStep, toPaymentStep, expectCompleted } from '../support/checkout';

// Issue 'Realtime': orders and payments update live through the shell's one realtime client
// (host.live), on the composed production build and the real local backend.

test.setTimeout(90_000);

const indicator = (page: Page) => page.locator('[role="status"][data-live]');
const badgeOf = (page: Page, orderId: string) => page.locator(`article[data-order-id="${orderId}"] [data-status]`);

/** Marks the document: a reload or navigation loses the mark. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
  return () => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1);
}

/** A shopper of their own with one processing order, signed in on the page (other tests never see either). */
async function shopperWithOrder(page: Page, orderId: string) {
  const account = await confirmedAccount(page.request, 'live');
  await serviceWrite(page.request, 'POST', 'orders', { id: orderId, user_id: account.id, status: 'processing', total: 2500 });
  await page.goto('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
}

test('an order shipped in the backend shows on /orders within 3 s with its tracking number, announced, with no reload; the page passes axe with the indicator live', async ({
  page,
}) => {
  const orderId = `ORD-E2E-${Date.now().toString(36).toUpperCase()}`;
  await shopperWithOrder(page, orderId);
  await page.goto('/orders');
  await expect(badgeOf(page, orderId)).toHaveText('Processing');
  await expect(indicator(page)).toHaveText('Live');
  const sameDocument = await markDocument(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  await serviceWrite(page.request, 'PATCH', `orders?id=eq.${orderId}`, { status: 'shipped', tracking_number: 'TRK-E2E-500100' });
  await expect(badgeOf(page, orderId)).toHaveText('Shipped', { timeout: 3000 });
  const order = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(order).toContainText('TRK-E2E-500100');
  await expect(order.getByRole('button', { name: 'Track Package' })).toBeVisible();
  await expect(page.getByTestId('order-announcements')).toHaveText(`Order ${orderId} is now Shipped.`);
  expect(await sameDocument()).toBe(true);
  expect(navigations).toEqual([]);

  const audit = new Audit();
  await audit.check(page, '/orders, live');
  audit.expectClean();
});

test("an order's own page follows it live: paid, shipped with its tracking number, delivered with Reorder Items; a cancelled order changes on /orders", async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const orderId = `ORD-E2E-PAY-${stamp}`;
  const cancelledId = `ORD-E2E-CXL-${stamp}`;
  const account = await confirmedAccount(page.request, 'live-steps');
  await serviceWrite(page.request, 'POST', 'orders', [
    { id: orderId, user_id: account.id, status: 'pending_payment', total: 2500 },
    { id: cancelledId, user_id: account.id, status: 'processing', total: 1200 },
  ]);
  await page.goto('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(badgeOf(page, orderId)).toHaveText('Awaiting payment');
  await expect(indicator(page)).toHaveText('Live');
  const sameDocument = await markDocument(page);
  const order = page.locator(`article[data-order-id="${orderId}"]`);

  // Paid: the payment settles and the order moves on, as the M-Pesa callback does.
  await serviceWrite(page.request, 'POST', 'payments', {
    order_id: orderId,
    method: 'mpesa',
    status: 'paid',
    amount: 2500,
    mpesa_receipt: `QE2E${stamp}`.slice(0, 40),
  });
  await serviceWrite(page.request, 'PATCH', `orders?id=eq.${orderId}`, { status: 'processing' });
  await expect(badgeOf(page, orderId)).toHaveText('Processing', { timeout: 3000 });
  await expect(order).toContainText('Paid');

  await serviceWrite(page.request, 'PATCH', `orders?id=eq.${orderId}`, { status: 'shipped', tracking_number: 'TRK-E2E-STEPS' });
  await expect(badgeOf(page, orderId)).toHaveText('Shipped', { timeout: 3000 });
  await expect(order).toContainText('TRK-E2E-STEPS');

  await serviceWrite(page.request, 'PATCH', `orders?id=eq.${orderId}`, { status: 'delivered' });
  await expect(badgeOf(page, orderId)).toHaveText('Delivered', { timeout: 3000 });
  await expect(order.getByRole('button', { name: 'Reorder Items' })).toBeVisible();
  await expect(page.getByTestId('order-announcements')).toHaveText(`Order ${orderId} is now Delivered.`);
  expect(await sameDocument()).toBe(true);

  await page.goto('/orders');
  await expect(badgeOf(page, cancelledId)).toHaveText('Processing');
  await expect(indicator(page)).toHaveText('Live');
  await serviceWrite(page.request, 'PATCH', `orders?id=eq.${cancelledId}`, { status: 'cancelled' });
  await expect(badgeOf(page, cancelledId)).toHaveText('Cancelled', { timeout: 3000 });
  await expect(page.getByTestId('order-announcements')).toHaveText(`Order ${cancelledId} is now Cancelled.`);
});

test('M-Pesa completes on the payment’s realtime change alone: every REST read of the order or its payments after placing it is aborted', async ({
  page,
}) => {
  const account = await confirmedAccount(page.request, 'live-pay');
  const [product] = await productsInStock(page, 1, 4);
  await seedCart(page, [{ product: product!, quantity: 1 }]);
  await page.goto('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await toPaymentStep(page);
  await toConfirmStep(page);

  // No poll can see the result: only the realtime channel can complete the payment.
  const aborted: string[] = [];
  await page.route(/\/rest\/v1\/(orders|payments)\b/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    aborted.push(route.request().url());
    await route.abort();
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('Check your phone');
  await expect(indicator(page)).toHaveText('Live');
  await expectCompleted(page);
  // The checkout did read on joining; the route refused it, so only the realtime change remained.
  expect(aborted.length).toBeGreaterThan(0);
});

test('with the backend stopped /orders says Reconnecting… and keeps its orders; restarted, it is Live again and shows the change made meanwhile', async ({
  page,
  request,
}) => {
  // Three starts of a backend of its own (PGlite, its migrations the first time).
  test.setTimeout(180_000);
  const site = await siteOnOwnBackend(request);
  try {
    await page.goto(`${site.url}/login`);
    await signInWithForm(page, DEMO.email, DEMO.password);
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await page.goto(`${site.url}/orders`);
    await expect(badgeOf(page, 'ORD-2024-003')).toHaveText('Processing');
    await expect(indicator(page)).toHaveText('Live');
    const sameDocument = await markDocument(page);

    await site.stop();
    await expect(indicator(page)).toHaveText('Reconnecting…');
    await expect(page.locator('article[data-order-id]')).toHaveCount(4);
    const audit = new Audit();
    await audit.check(page, '/orders, reconnecting');
    audit.expectClean();

    // The change is made while the page cannot hear of it: the same data, on a port it does not know.
    const elsewhere = await site.start(await freePort());
    await serviceWrite(
      request,
      'PATCH',
      'orders?id=eq.ORD-2024-003',
      { status: 'shipped', tracking_number: 'TRK-E2E-RESTART' },
      { url: elsewhere.url, serviceKey: elsewhere.serviceKey },
    );
    await site.stop();
    await expect(badgeOf(page, 'ORD-2024-003')).toHaveText('Processing');

    await site.start();
    // realtime-js retries after 1, 2, 5, then every 10 s.
    await expect(indicator(page)).toHaveText('Live', { timeout: 25_000 });
    await expect(badgeOf(page, 'ORD-2024-003')).toHaveText('Shipped');
    await expect(page.locator('article[data-order-id="ORD-2024-003"]')).toContainText('TRK-E2E-RESTART');
    expect(await sameDocument()).toBe(true);
  } finally {
    await site.close();
  }
});
