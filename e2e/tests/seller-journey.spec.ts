import { expect, test, type Browser, type Page } from '../support/test';
import { accountNav, confirmedAccount, mailedLink, signInWithForm, uniqueEmail, STRONG_PASSWORD } from '../support/account';
import {
  createAndPublish,
  dashboardFigure,
  pngPicture,
  runTag,
  sellerLine,
  sellerTab,
  signInAt,
  watchSameDocument,
} from '../support/seller';
import { expectCompleted, toConfirmStep, toPaymentStep } from '../support/checkout';

// Issue 32, end to end on the composed production build and the real backend: an applicant
// becomes a vendor through the operator's approval and the mailed invitation, sells a product a
// shopper finds, buys and pays by M-Pesa, and each side sees the other's moves live, with no
// reload. Three people, three browser contexts; every name is this run's own, so reruns pass.

const OPERATOR = { email: 'operator@district.market', password: 'Operator!2345' };

// One long story: sign-ups, mail, an upload, an M-Pesa payment (its simulated callback) and
// four live updates, on a two-core machine.
test.setTimeout(300_000);

/** A page of its own browser context: another person, with their own session. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  return context.newPage();
}

const orderBadge = (page: Page, orderId: string) => page.locator(`article[data-order-id="${orderId}"] [data-status]`);

test('an applicant approved by the operator joins by the mailed invite, publishes a product with a picture; a shopper finds it, pays by M-Pesa; the vendor sees the order live, ships and delivers it, the shopper sees Shipped with the tracking number and Delivered live, and Reorder Items puts it back in the cart', async ({
  page,
  browser,
  request,
}) => {
  const run = runTag();
  const business = `E2E Lamps ${run}`;
  const email = uniqueEmail('applicant');
  // One word no other product has: the search must find this product by it, and only it.
  const word = `Zq${run}`;
  const product = `Solar Lantern ${word}`;
  const operator = await personPage(browser);
  const shopper = await personPage(browser);

  await test.step('the applicant submits the start-selling form, logo included', async () => {
    await page.goto('/vendor/register');
    await page.getByLabel('Business name').fill(business);
    await page.getByLabel('Contact name').fill('Achieng Odhiambo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('0712345678');
    await page.getByLabel('Category').selectOption('electronics');
    await page.getByLabel('Describe your business').fill('Solar lanterns and chargers, assembled in Nairobi.');
    await page.getByLabel('Shop logo (optional)').setInputFiles(pngPicture('lamps-logo.png'));
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  });

  await test.step("the operator opens 'Seller center' from the account links and approves it", async () => {
    await signInAt(operator, OPERATOR.email, OPERATOR.password);
    await accountNav(operator).getByRole('link', { name: 'Seller center' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Seller center' })).toBeVisible();
    await sellerTab(operator, 'Applications').click();
    const application = operator.getByRole('article', { name: business });
    await expect(application).toContainText(email);
    await expect(application.getByRole('img', { name: `Logo of ${business}` })).toBeVisible();
    await application.getByRole('button', { name: 'Approve' }).click();
    await expect(operator.getByText(`${business} is approved: an invitation was sent to ${email}.`)).toBeVisible();
  });

  await test.step('the applicant follows the invite link: signed in, the seller center shows their dashboard and asks for a password', async () => {
    const invite = await mailedLink(request, email, 'You have been invited');
    await page.goto(invite);
    // supabase-js takes the session out of the address and leaves an empty '#'.
    await expect(page).toHaveURL(/\/seller#?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seller center' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Set your password' })).toBeVisible();
    await expect(dashboardFigure(page, 'Orders to fulfil')).toHaveText('0');
    await expect(page.getByText('No orders yet.', { exact: false })).toBeVisible();
  });

  await test.step("the applicant sets a password on the seller center's home, where the invite session asks for one, and signs in with it", async () => {
    const form = page.getByRole('region', { name: 'Set your password' });
    await form.getByLabel('New password').fill(STRONG_PASSWORD);
    await form.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password is saved.' })).toBeVisible();
    await expect(form).toHaveCount(0);
    await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/login');
    await signInWithForm(page, email, STRONG_PASSWORD);
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await accountNav(page).getByRole('link', { name: 'Seller center' }).click();
    await expect(dashboardFigure(page, 'Orders to fulfil')).toHaveText('0');
    // A password session: the form does not come back.
    await expect(page.getByRole('heading', { name: 'Set your password' })).toHaveCount(0);
  });

  let productId = '';
  await test.step('the vendor adds a product with a picture, a price and stock, and publishes it', async () => {
    await sellerTab(page, 'Products').click();
    await expect(page.getByText('You have no products yet.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Add a product' }).click();
    const english = page.getByRole('group', { name: 'In English' });
    await english.getByLabel('Name').fill(product);
    await english.getByLabel('Description').fill('A lantern that charges in a day of sun and lights a room for a night.');
    productId = await createAndPublish(page, { name: product, price: '1850', stock: '12', picture: 'solar-lantern.png' });
  });

  let sameDashboard: () => Promise<void> = async () => undefined;
  await test.step("the vendor's dashboard is open and live before anyone buys", async () => {
    await sellerTab(page, 'Dashboard').click();
    await expect(dashboardFigure(page, 'Orders to fulfil')).toHaveText('0');
    await expect(page.getByText('Live: new orders appear as they arrive')).toBeVisible();
    sameDashboard = await watchSameDocument(page);
  });

  let orderId = '';
  await test.step('a shopper finds it by search, adds it to the cart, checks out and pays by M-Pesa', async () => {
    const account = await confirmedAccount(request, 'buyer', 'Amina Wanjiru');
    await signInAt(shopper, account.email, account.password);
    await shopper.goto(`/search?q=${word}`);
    await expect(shopper.getByText('1 results found')).toBeVisible();
    await shopper.getByRole('button', { name: `Add ${product} to cart` }).click();
    await expect(shopper.getByTestId('cart-badge')).toHaveText('1');
    await toPaymentStep(shopper);
    await toConfirmStep(shopper);
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByTestId('payment-status')).toContainText('Check your phone');
    orderId = await expectCompleted(shopper);
  });

  await test.step('the open dashboard shows the paid order, counted and announced, without a reload', async () => {
    await expect(dashboardFigure(page, 'Orders to fulfil')).toHaveText('1');
    await expect(page.getByTestId('newest-line').filter({ hasText: orderId })).toContainText(`1 × ${product}`);
    await expect(page.getByTestId('dashboard-announcement')).toHaveText(`New order ${orderId}: 1 × ${product}`);
    await sameDashboard();
  });

  let sameOrders: () => Promise<void> = async () => undefined;
  await test.step("the shopper's My Orders is open before the vendor ships", async () => {
    await shopper.goto('/orders');
    await expect(orderBadge(shopper, orderId)).toHaveText('Processing');
    await expect(shopper.locator('[role="status"][data-live]')).toHaveText('Live');
    sameOrders = await watchSameDocument(shopper);
  });

  const tracking = `G4S-${run.toUpperCase()}`;
  await test.step('the vendor accepts, readies and ships the line with a tracking number and carrier', async () => {
    await sellerTab(page, 'Orders').click();
    // 'To fulfil' drops a line once shipped: all lines keep it on screen for the next move.
    await page.getByLabel('Show').selectOption('all');
    const line = sellerLine(page, product);
    await line.getByRole('button', { name: 'Accept' }).click();
    await line.getByRole('button', { name: 'Mark ready' }).click();
    await line.getByRole('button', { name: 'Mark shipped' }).click();
    const form = line.getByRole('form', { name: 'Shipping details' });
    await form.getByLabel('Tracking number').fill(tracking);
    await form.getByLabel('Carrier (optional)').fill('G4S Kenya');
    await form.getByRole('button', { name: 'Confirm shipped' }).click();
    await expect(line).toContainText(`Tracking number ${tracking} (G4S Kenya)`);
    await expect(page.getByText(`${product} (${orderId}) is shipped.`)).toBeVisible();
  });

  await test.step("the shopper's open page shows Shipped with the tracking number and carrier, without a reload", async () => {
    await expect(orderBadge(shopper, orderId)).toHaveText('Shipped');
    const order = shopper.locator(`article[data-order-id="${orderId}"]`);
    await expect(order).toContainText(tracking);
    await expect(order).toContainText('Carrier: G4S Kenya');
    await expect(shopper.getByTestId('order-announcements')).toHaveText(`Order ${orderId} is now Shipped.`);
    await sameOrders();
  });

  await test.step('the vendor marks it delivered; the shopper sees Delivered and Reorder Items live', async () => {
    const line = sellerLine(page, product);
    await line.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByText(`${product} (${orderId}) is delivered.`)).toBeVisible();
    await expect(orderBadge(shopper, orderId)).toHaveText('Delivered');
    await expect(shopper.locator(`article[data-order-id="${orderId}"]`).getByRole('button', { name: 'Reorder Items' })).toBeVisible();
    await sameOrders();
  });

  await test.step('Reorder Items puts the product back in the cart', async () => {
    await expect(shopper.getByTestId('cart-badge')).toHaveText('0');
    await shopper.locator(`article[data-order-id="${orderId}"]`).getByRole('button', { name: 'Reorder Items' }).click();
    await expect(shopper.getByText('The items of this order are in your cart.')).toBeVisible();
    await expect(shopper.getByTestId('cart-badge')).toHaveText('1');
    await shopper.goto('/cart');
    await expect(shopper.locator(`[data-line-id="${productId}"]`)).toContainText(product);
  });

  await operator.context().close();
  await shopper.context().close();
});
