import { expect, test } from '../support/test';
import { holdRequests, watchHydration } from '../support/site';
import { PAGES } from '../../mfe-support/src/pages';
import { translations } from '../../mfe-support/src/i18n/translations';

// Issue 42 for the support team: the FAQ and the information pages arrive as HTML the support
// remote's own server rendered, composed by the shell's server, and hydrate with its release.

type Code = 'en' | 'so' | 'sw';
const CODES: Code[] = ['en', 'so', 'sw'];

/** A text of each page's body: its key in the support remote's translations. */
const BODY_TEXT: Record<string, string> = {
  '/faq': 'faq.items.track-order.q',
  '/about': 'about.story.title',
  '/shipping': 'shipping.standard.title',
  '/returns': 'returns.policy.title',
  '/contact': 'contact.form.title',
};

/** A page's heading (its declared title) and body text in `code`, as the support remote words them. */
function wordsOf(path: string, code: Code): { heading: string; text: string } {
  const page = PAGES.find((declared) => declared.path === path);
  const text = BODY_TEXT[path]!.split('.').reduce<unknown>((bundle, key) => (bundle as Record<string, unknown>)[key], translations[code]);
  if (!page || typeof text !== 'string') throw new Error(`no words for ${path} in ${code}`);
  return { heading: page.title[code], text };
}

const REGION = '[data-server-region="mfe_support"]';

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
const languageCookie = (code: Code) => ({ cookie: `marketplace-language=${code}` });

for (const path of Object.keys(BODY_TEXT)) {
  for (const code of CODES) {
    test(`${path}'s HTML carries its heading and text in ${code}, without a browser`, async ({ request }) => {
      const response = await request.get(path, { headers: languageCookie(code) });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('s-maxage=');
      const html = await response.text();
      expect(html).toContain(`<html lang="${code}" data-composed="mfe_support">`);
      const { heading, text } = wordsOf(path, code);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${asHtml(heading)}</h1>`));
      expect(html).toContain(asHtml(text));
    });
  }
}

test('with JavaScript off the FAQ is readable, each answer opens, and its links lead on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const answer = page.getByText('its tracking number appears there with a Track Package button');
  await expect(answer).toBeHidden();
  await page.getByText('How do I track my order?').click();
  await expect(answer).toBeVisible();
  await page.getByText('How does paying with M-Pesa work?').click();
  await expect(page.getByText('enter your M-Pesa PIN to confirm')).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // A message cannot be sent without the page's code, so the form does not pretend it can.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await context.close();
});

for (const code of CODES) {
  test(`the server's FAQ hydrates in ${code} without a mismatch or a read, and its questions become buttons`, async ({ page, context }) => {
    await context.addCookies([{ name: 'marketplace-language', value: code, url: 'http://localhost:3000' }]);
    const { problems, reads } = watchHydration(page);
    await page.goto('/faq');
    const region = page.locator(REGION);
    await expect(region).toHaveAttribute('data-release', /^static\/js\/mfe_support\.[0-9a-f]+\.js$/);
    await expect(region).toHaveAttribute('data-hydrated', '');
    const question = region.getByRole('button', { name: wordsOf('/faq', code).text });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(reads, 'the page reads nothing the HTML did not carry').toEqual([]);
    expect(problems).toEqual([]);
  });
}

for (const path of ['/about', '/shipping', '/returns', '/contact']) {
  test(`${path} hydrates in Swahili without a mismatch or a read`, async ({ page, context }) => {
    await context.addCookies([{ name: 'marketplace-language', value: 'sw', url: 'http://localhost:3000' }]);
    const { problems, reads } = watchHydration(page);
    await page.goto(path);
    await expect(page.locator(REGION)).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1, name: wordsOf(path, 'sw').heading })).toBeVisible();
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('after hydration the FAQ search filters, and a deep link opens its question', async ({ page }) => {
  const { problems } = watchHydration(page);
  await page.goto('/faq#refund-time');
  await expect(page.locator(REGION)).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'When will I get my refund?' })).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByRole('searchbox', { name: 'Search FAQs' });
  await expect(search).toHaveAttribute('placeholder', 'Search FAQs...');
  await search.fill('m-pesa');
  await expect(page.getByRole('button', { name: 'How does paying with M-Pesa work?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I track my order?' })).toHaveCount(0);
  await search.fill('xylophone');
  await expect(page.getByText('No results found')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a field being typed in when the page's code arrives keeps its focus and every key", async ({ page }) => {
  // The shell's code is held back while the shopper starts typing into the server's form.
  const release = await holdRequests(page, 'http://localhost:3000/static/js/**');
  await page.goto('/contact', { waitUntil: 'commit' });
  const name = page.getByLabel('Full name');
  await name.click();
  await page.keyboard.type('Amina');
  release();
  await expect(page.locator(REGION)).toHaveAttribute('data-hydrated', '');
  await page.keyboard.type(' Yusuf');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Amina Yusuf');
});
