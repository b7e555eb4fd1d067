import { expect, test, type Page } from '../support/test';
import { Audit } from '../support/a11y';
import { DEMO, signInWithForm } from '../support/account';
import { takeDown } from '../support/site';
import { SIGNED_IN_PAGES, VISITOR_PAGES } from '../support/routes';

// Issue 14, accessibility: axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) over every route of the
// route table with real parameters (the seller center's with its data in seller-trust.spec.ts), search with results, checkout steps 1–5, orders with data,
// the profile, an open chat, an open mobile menu, an error region and Page Not Found, in en, so
// and sw. No serious or critical violation may stay; a moderate one only if support/a11y.ts accepts it. Each
// state is also seen 320 px wide, where nothing may scroll sideways (WCAG 1.4.10 Reflow, which
// axe does not check): a 320–360 px Android phone is a common way into the shop.

// Each test audits many pages or states in three languages, switching between them.
test.setTimeout(360_000);

const LANGUAGES = ['en', 'so', 'sw'] as const;
type Language = (typeof LANGUAGES)[number];

/** Waits until the page has rendered in `language`: the h1 is there and the network is quiet. */
async function settled(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function loadIn(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(path);
  await settled(page, language);
}

/** Switches the language through the header's language menu (the page keeps its state). */
async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]:has(> span[lang])').click();
  await page.locator(`[role="menuitemradio"][lang="${language}"]`).click();
  await settled(page, language);
}

/** Audits the current state in en, so and sw, switching through the header, and returns to en. */
async function checkInEveryLanguage(page: Page, audit: Audit, label: string): Promise<void> {
  for (const language of LANGUAGES) {
    if (language !== 'en') await switchLanguage(page, language);
    await audit.check(page, label);
  }
  await switchLanguage(page, 'en');
}

// An empty cart's /checkout is the cart page (the route test proves the redirect); the checkout's
// five steps are audited signed in, below.
const VISITOR_AUDITED = VISITOR_PAGES.filter((path) => path !== '/checkout');
// The seller center's screens with their data are audited as a vendor and as an operator, and its
// 'not a vendor yet' page as a shopper (seller-trust.spec.ts). The demo shopper sees that page on
// every screen for vendors, so only the operators' notice is audited here.
const SHOPPER_AUDITED = SIGNED_IN_PAGES.filter((path) => !path.startsWith('/seller') || path === '/seller/payouts');

/** The tab's title of some visitor pages: the page's name and the site's, in each language. */
const TITLES: Record<Language, { site: string; pages: Record<string, string> }> = {
  en: {
    site: 'District Market',
    pages: {
      '/': 'Home',
      '/search?q=earbuds': 'earbuds – Search results',
      '/product/fp-1': 'Kitenge Print Maxi Dress',
      '/cart': 'Shopping Cart',
      '/faq': 'Frequently Asked Questions',
      '/login': 'Login',
      '/no-such-page': 'Page Not Found',
    },
  },
  so: {
    site: 'Suuqa Degmada',
    pages: {
      '/': 'Hoyga',
      '/search?q=earbuds': 'earbuds – Natiijooyinka raadinta',
      '/product/fp-1': 'Dhar Dheer oo Kitenge ah',
      '/cart': 'Gaadhiga Dukaamaysiga',
      '/faq': "Su'aalaha Inta Badan La Isweydiiyo",
      '/login': 'Gal',
      '/no-such-page': 'Bogga Lama Helin',
    },
  },
  sw: {
    site: 'Soko la Mtaa',
    pages: {
      '/': 'Nyumbani',
      '/search?q=earbuds': 'earbuds – Matokeo ya utafutaji',
      '/product/fp-1': 'Gauni Refu la Kitenge',
      '/cart': 'Kikapu cha Ununuzi',
      '/faq': 'Maswali Yanayoulizwa Mara kwa Mara',
      '/login': 'Ingia',
      '/no-such-page': 'Ukurasa Haupatikani',
    },
  },
};

const storeLanguage = (page: Page, language: Language) =>
  page.addInitScript((code) => localStorage.setItem('marketplace:language', code), language);

for (const language of LANGUAGES) {
  test(`every visitor route of the route table, search with results and Page Not Found in ${language}: lang, one h1, the page's title, no serious or critical axe violation, nothing wider than 320 px`, async ({
    page,
  }) => {
    await storeLanguage(page, language);
    const audit = new Audit();
    for (const path of VISITOR_AUDITED) {
      await loadIn(page, language, path);
      expect(await page.locator('h1').count(), `h1 elements on ${path}`).toBe(1);
      const name = TITLES[language].pages[path];
      if (name) await expect(page).toHaveTitle(`${name} | ${TITLES[language].site}`);
      await audit.check(page, path);
    }
    audit.expectClean();
  });

  test(`an open chat, open suggestions, an open mobile menu (390 px) and an error region in ${language}: no serious or critical axe violation, nothing wider than 320 px`, async ({
    page,
  }) => {
    await storeLanguage(page, language);
    const audit = new Audit();

    await loadIn(page, language, '/faq');
    await page.getByTestId('chat-launcher').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit.check(page, 'open chat');

    // The header's suggestions as you type (the search team's slot), open.
    await loadIn(page, language, '/');
    await page.getByRole('banner').getByRole('combobox').first().pressSequentially('spik', { delay: 30 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await audit.check(page, 'open suggestions');

    await page.setViewportSize({ width: 390, height: 800 });
    await loadIn(page, language, '/');
    const toggle = page.getByRole('banner').getByRole('button', { name: MENU_OPEN[language] });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(panel).toBeVisible();
    await audit.check(page, 'open mobile menu');

    await page.setViewportSize({ width: 1280, height: 720 });
    await takeDown(page, 'mfe_catalog');
    await page.goto('/products');
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await audit.check(page, 'error region (catalog down)');
    audit.expectClean();
  });
}

const MENU_OPEN: Record<Language, string> = { en: 'Open menu', so: 'Fur liiska', sw: 'Fungua menyu' };

test('signed in as the demo user: checkout steps 1–5 with cash on delivery, orders, order details and profile in en, so and sw: no serious or critical axe violation, nothing wider than 320 px', async ({
  page,
}) => {
  const audit = new Audit();
  const step = page.locator('#checkout-step-heading');

  await page.goto('/login');
  await signInWithForm(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();

  // The product in the cart through the product page's own button.
  await loadIn(page, 'en', '/product/fp-1');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-badge')).not.toHaveText('0');

  await loadIn(page, 'en', '/checkout');
  await expect(step).toContainText('Cart Review');
  await checkInEveryLanguage(page, audit, 'checkout 1 Cart Review');
  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();
  await expect(step).toContainText('Delivery');
  await page.getByLabel('Full name').fill('Amina Wanjiru');
  await page.getByLabel('Phone number').fill('0712 345 678');
  await page.getByLabel('Area / estate').fill('Kilimani');
  await page.getByLabel('Street / building').fill('Argwings Kodhek Rd, Block B');
  await checkInEveryLanguage(page, audit, 'checkout 2 Delivery');
  await next.click();
  await expect(step).toContainText('Payment');
  await page.getByLabel('Cash on Delivery').check();
  await checkInEveryLanguage(page, audit, 'checkout 3 Payment');
  await next.click();
  await expect(step).toContainText('Confirm');
  await checkInEveryLanguage(page, audit, 'checkout 4 Confirm');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(step).toContainText('Order Completed', { timeout: 20_000 });
  await checkInEveryLanguage(page, audit, 'checkout 5 Order Completed');

  for (const path of SHOPPER_AUDITED) {
    await loadIn(page, 'en', path);
    if (path === '/orders') await expect(page.locator('article[data-order-id]').first()).toBeVisible();
    await checkInEveryLanguage(page, audit, path);
  }
  audit.expectClean();
});
