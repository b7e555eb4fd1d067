import { expect, test, type Page } from '../support/test';
import { serviceRows } from '../support/service';
import { STRONG_PASSWORD, confirmedAccount, signInWithForm, uniqueEmail } from '../support/account';
import { expectCompleted, productsInStock, seedCart, signInAs, toConfirmStep, toPaymentStep } from '../support/checkout';
import { CONNECTION_LOSSES } from '../support/offline';
import { regionLive } from '../support/site';

// Shoppers on flaky mobile data: an action that needs the server says so plainly and keeps what
// was typed; a contact message written offline is saved in the browser and arrives once.
const SAVED = "Saved — we'll send your message when you're back online.";
const THANKS = 'Thank you! Your message has been sent. We will get back to you soon.';
const OUTBOX_KEY = 'marketplace:contact-outbox:v1';

async function fillContact(page: Page, email: string, message: string) {
  await regionLive(page);
  await page.getByLabel('Full name').fill('Wanjiru Kamau');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Subject').fill('Written on the matatu');
  await page.getByLabel('Message', { exact: true }).fill(message);
}

const queued = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ ref: string }>, OUTBOX_KEY);
const stored = (request: Parameters<typeof serviceRows>[0], email: string) =>
  serviceRows<{ client_ref: string | null; message: string }>(
    request,
    `contact_messages?select=client_ref,message&email=eq.${encodeURIComponent(email)}`,
  );

test('a contact message sent offline is saved with the form kept, and arrives exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline-contact');
  const message = 'Is the kikoy in stock in blue? Asante sana.';
  await page.goto('/contact');
  await fillContact(page, email, message);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Full name')).toHaveValue('Wanjiru Kamau');
  const [item] = await queued(page);
  expect(item?.ref).toMatch(/^[0-9a-f-]{36}$/);
  expect(await stored(request, email)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByText(SAVED)).toHaveCount(0);
  await expect.poll(() => stored(request, email)).toEqual([{ client_ref: item!.ref, message }]);
  expect(await queued(page)).toEqual([]);

  // A later reconnect or page load finds nothing more to send.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  expect(await stored(request, email)).toEqual([{ client_ref: item!.ref, message }]);
});

test('a message whose answer was lost is sent again on the next load and still stored once', async ({ page, request }) => {
  const email = uniqueEmail('lost-answer');
  const message = 'Did my message about the sandals arrive?';
  let posts = 0;
  // The first insert reaches the backend, but its answer never reaches the browser.
  await page.route('**/rest/v1/contact_messages*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.goto('/contact');
  await fillContact(page, email, message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
  await expect.poll(() => stored(request, email)).toHaveLength(1);

  // The next load of the support remote sends the saved message again, with the same id.
  await page.reload();
  await expect(page.getByText(THANKS)).toBeVisible();
  expect(posts).toBe(2);
  expect(await queued(page)).toEqual([]);
  const rows = await stored(request, email);
  expect(rows).toEqual([{ client_ref: expect.stringMatching(/^[0-9a-f-]{36}$/), message }]);
});

for (const [loss, { cut, banner }] of Object.entries(CONNECTION_LOSSES)) {
  test(`${loss}: signing in says it needs a connection and keeps what was typed`, async ({ page, context }) => {
    const email = uniqueEmail(`${loss}-login`);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    const restore = await cut(context);
    await signInWithForm(page, email, STRONG_PASSWORD);
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toContainText(
      "Signing in needs a connection — your details are kept; try again when you're back online.",
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(STRONG_PASSWORD);
    await expect(banner(page)).toBeVisible();
    await restore();
  });

  test(`${loss}: placing an order says it needs a connection, keeps the cart and details, and goes through when back`, async ({
    page,
    context,
    request,
  }) => {
    const [product] = await productsInStock(page, 1, 3);
    await seedCart(page, [{ product: product!, quantity: 1 }]);
    await signInAs(page, await confirmedAccount(request, `${loss}-checkout`));
    await toPaymentStep(page);
    await page.getByLabel('Cash on Delivery').check();
    await toConfirmStep(page);

    const restore = await cut(context);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Placing your order needs a connection' })).toContainText(
      "your cart and details are kept; try again when you're back online.",
    );
    await expect(page.locator('#checkout-step-heading')).toContainText('Confirm');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await restore();
    await expect(banner(page)).toBeHidden({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectCompleted(page);
  });
}

test('the newsletter queue loads only when the shopper turns to the form; a sign-up made offline arrives once', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline-newsletter');
  const queueCode: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('newsletter-queued')) queueCode.push(response.url());
  });
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await expect(field).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(queueCode).toEqual([]);

  // Turning to the form is heard once the composed region is live: a focus before then has no handler.
  await regionLive(page);
  const loaded = page.waitForResponse((response) => response.request().resourceType() === 'script');
  await field.focus();
  await loaded;
  await expect.poll(() => queueCode.length).toBe(1);

  await context.setOffline(true);
  await field.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Saved — we'll sign you up when you're back online." })).toBeVisible();
  await expect(field).toHaveValue(email);
  const subscribed = () =>
    serviceRows<{ email: string }>(request, `newsletter_subscriptions?select=email&email=eq.${encodeURIComponent(email)}`);
  expect(await subscribed()).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect.poll(subscribed).toEqual([{ email }]);
});
