import { expect, test, type Page } from '../support/test';
import { expectRemote, navigateInApp, regionLive, takeDown, watchHydration } from '../support/site';
import { serviceRows } from '../support/service';

async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Language: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog');
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('textbox').press('Enter');
}

test('a contact message sent after hydration is stored once in contact_messages, the form clears and thanks the sender', async ({
  page,
  request,
}) => {
  const { problems } = watchHydration(page);
  const email = `contact-${Date.now().toString(36)}@example.com`;
  const message = 'My kikoy order has not arrived <script>window.__pwned=1</script> — asante!';
  await page.goto('/contact');
  await regionLive(page);
  await page.getByLabel('Full name').fill("Wanjiru O'Brien");
  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByLabel('Subject').fill('Late delivery');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Thank you! Your message has been sent. We will get back to you soon.')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  const rows = await serviceRows<{ name: string; subject: string; message: string }>(
    request,
    `contact_messages?select=name,subject,message&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toEqual([{ name: "Wanjiru O'Brien", subject: 'Late delivery', message }]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(problems).toEqual([]);
});

test('the contact form keeps what was typed and shows each problem next to its field', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('R2-D2');
  await page.getByLabel('Message', { exact: true }).fill('Too short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name can only contain letters, spaces, hyphens, and apostrophes');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Too short');
});

test('the chat answers delivery in English and m-pesa in Swahili, a second after each question', async ({ page }) => {
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await page.getByTestId('chat-launcher').click();
  const log = page.getByRole('dialog', { name: 'Chat Assistant' }).getByRole('log');
  await expect(log).toContainText('How can I help you today?');
  await ask(page, 'How long does delivery take?');
  await expect(page.getByText('The assistant is typing…')).toBeVisible();
  await expect(log).toContainText('Standard delivery takes 1-3 business days and costs KSh 300');

  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
  await chooseLanguage(page, 'English', 'Swahili');
  await page.getByRole('button', { name: 'Fungua msaidizi wa gumzo' }).click();
  await ask(page, 'malipo ya m-pesa');
  await expect(page.getByRole('dialog').getByRole('log')).toContainText('Tunapokea M-Pesa, kadi za mkopo na za benki');
  // The earlier answer now reads in Swahili too.
  await expect(page.getByRole('dialog').getByRole('log')).toContainText('Usafirishaji wa kawaida huchukua siku 1-3 za kazi');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the chat keeps working after moving between three remotes, with its history', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('chat-launcher').click();
  await ask(page, 'Can I return shoes?');
  await expect(page.getByRole('dialog').getByRole('log')).toContainText('You can return most items within 30 days');
  await page.getByRole('button', { name: 'Close chat' }).click();
  for (const path of ['/search?q=kikoy', '/cart', '/faq']) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await ask(page, 'hello');
  const log = page.getByRole('dialog').getByRole('log');
  await expect(log).toContainText("I'm sorry, I don't understand your question.");
  await expect(log).toContainText('Can I return shoes?');
});

test("the home page's support panel calls the support line and prefills the messaging greeting in the shopper's language", async ({
  page,
}) => {
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  // The panel is fetched only when the shopper scrolls near it.
  await expect(page.locator('[data-remote="mfe-support"]')).toHaveCount(0);
  await page.locator('[data-secondary-region="mfe_support"]').scrollIntoViewIfNeeded();
  const panel = page.getByTestId('support-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+254700000000');
  const href = await panel.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href');
  expect(href).toBe(`https://wa.me/254700000000?text=${encodeURIComponent('Hello District Market! I need help with my order.')}`);
  await chooseLanguage(page, 'English', 'Somali');
  await expect(panel.getByRole('link', { name: 'Nagala sheekayso WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/254700000000?text=${encodeURIComponent('Salaan District Market! Waxaan u baahanahay caawimaad ku saabsan dalabkayga.')}`,
  );
});

test('with the support remote down, only the chat button, the panel and the info pages fail', async ({ page }) => {
  await takeDown(page, 'mfe_support');
  await page.goto('/');
  await expectRemote(page, 'mfe_catalog');
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('button', { name: /unavailable/i })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('support-panel')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await navigateInApp(page, '/shipping');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await navigateInApp(page, '/products');
  await expectRemote(page, 'mfe_catalog');
});

test('shipping and returns state the marketplace figures in KES', async ({ page }) => {
  await page.goto('/shipping');
  await expect(page.getByText('1-3 business days')).toBeVisible();
  await expect(page.getByText('KSh 300, free on orders above KSh 10,000').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$');
  await page.goto('/returns');
  await expect(page.getByText('Limited editions can be returned within 14 days, unopened only.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/orders');
});
