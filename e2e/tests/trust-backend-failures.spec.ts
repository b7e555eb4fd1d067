import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO, signInWithForm } from '../support/account';
import { expectShellAlive, reportMatrixRows, type MatrixRow } from '../support/failure-matrix';
import { expectRemote, navigateInApp, openInBrowser } from '../support/site';

// Issue 14, the failure matrix's backend rows: the backend (:54321) down, answering 500, and
// answering only after the apps have given up. Every flow that needs it shows a clear message
// (the spec's where it words one) with a way to try again, the shell keeps working, and nothing
// the shopper typed is lost. Each flow's rows join the matrix table (support/failure-matrix.ts).

test.setTimeout(180_000);

const BACKEND = 'http://localhost:54321/**';
/** Longer than any app waits for the backend: BACKEND_TIMEOUT_MS (10 s) per request, twice in a row at most. */
const SLOW_MS = 30_000;
/** How long a flow may take to say it failed: one timed-out request and some slack. */
const TELLS_WITHIN_MS = 15_000;

type Mode = 'down' | '500' | 'slow';
const MODES: readonly Mode[] = ['down', '500', 'slow'];
const MODE_TITLES: Record<Mode, string> = { down: 'down', '500': 'answering 500', slow: 'slow' };
/** 'down, answering 500 and slow' */
const modesTitle = (modes: readonly Mode[]) =>
  modes
    .map((mode) => MODE_TITLES[mode])
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');

async function breakBackend(page: Page, mode: Mode): Promise<void> {
  if (mode === 'down') await page.route(BACKEND, (route) => route.abort('connectionrefused'));
  if (mode === '500') {
    await page.route(BACKEND, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
    );
  }
  if (mode === 'slow') {
    await page.route(BACKEND, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue().catch(() => undefined); // the page may have moved on
    });
  }
}

const restoreBackend = (page: Page) => page.unrouteAll({ behavior: 'ignoreErrors' });

/** The spec's messages (section 8) and the apps' own load-failure texts: any one is a clear message. */
const CLEAR_MESSAGE =
  /Connection error\. Please check your network\.|An unexpected error occurred\. Please try again\.|A technical error occurred\. Please contact support\.|Service temporarily unavailable|We could not load this section right now\.|Search is not available right now/;

const tryAgain = (scope: Page | Locator) => scope.getByRole('button', { name: 'Try Again' }).first();

/** Presses every Try Again on the page (the home page has one per failed section). */
async function tryAgainEverywhere(page: Page): Promise<void> {
  const buttons = page.getByRole('button', { name: 'Try Again' });
  for (let left = await buttons.count(); left > 0; left -= 1) {
    await buttons.first().click();
    await expect(buttons).toHaveCount(left - 1);
  }
}

interface Flow {
  name: string;
  /** Everything that needs the backend up: signing in, a cart, filling a form. */
  prepare?(page: Page): Promise<void>;
  /** Does what needs the backend, with the backend broken. */
  act(page: Page): Promise<void>;
  /** The failure is told; `recoverable` flows offer Try Again, which works once the backend is back. */
  recoverable: boolean;
  /** The failures tried; all three unless another flow's slow row already times out the same read. */
  modes?: readonly Mode[];
  /** A flow that waits for two requests in turn, each bounded by the timeout, may take longer. */
  tellsWithinMs?: number;
  /** What the shopper typed is still there. */
  kept?(page: Page): Promise<void>;
  /** Once back: the flow works (after Try Again where offered). */
  recovered(page: Page): Promise<void>;
}

const productCards = (page: Page) => page.locator('main a[href^="/product/"]');

const CONTACT = {
  name: 'Amina Wanjiru',
  email: 'amina@example.com',
  subject: 'Delivery to Kilimani',
  message: 'Do you deliver to Kilimani on Sundays?',
};
const ADDRESS = {
  'Full name': 'Amina Wanjiru',
  'Phone number': '0712 345 678',
  'Area / estate': 'Kilimani',
  'Street / building': 'Argwings Kodhek Rd, Block B',
};
const step = (page: Page) => page.locator('#checkout-step-heading');

const FLOWS: Flow[] = [
  {
    name: 'home product sections',
    prepare: openInBrowser,
    act: (page) => navigateInApp(page, '/'),
    recoverable: true,
    recovered: async (page) => {
      await tryAgainEverywhere(page);
      await expect(productCards(page).first()).toBeVisible();
    },
  },
  {
    name: 'a listing (/category/electronics)',
    // Read by the catalog's loader through the one timed fetch, as the home page's sections: their
    // slow row is that one.
    modes: ['down', '500'],
    prepare: openInBrowser,
    act: (page) => navigateInApp(page, '/category/electronics'),
    recoverable: true,
    recovered: async (page) => {
      await tryAgain(page).click();
      await expect(productCards(page).first()).toBeVisible();
    },
  },
  {
    name: 'search (/search?q=earbuds)',
    prepare: openInBrowser,
    act: (page) => navigateInApp(page, '/search?q=earbuds'),
    recoverable: true,
    recovered: async (page) => {
      await tryAgain(page).click();
      await expect(page.getByRole('link', { name: /Wireless Earbuds Pro/ }).first()).toBeVisible();
    },
  },
  {
    name: 'product page (/product/fp-1)',
    // Read by the catalog's loader through the one timed fetch, as the home page's sections: their
    // slow row is that one.
    modes: ['down', '500'],
    prepare: openInBrowser,
    act: (page) => navigateInApp(page, '/product/fp-1'),
    recoverable: true,
    recovered: async (page) => {
      await tryAgain(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kitenge Print Maxi Dress' })).toBeVisible();
    },
  },
  {
    name: 'login',
    prepare: async (page) => {
      await page.goto('/login');
      await expectRemote(page, 'mfe_account');
    },
    act: (page) => signInWithForm(page, DEMO.email, DEMO.password),
    recoverable: false,
    kept: (page) => expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.email),
    recovered: async (page) => {
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Successfully logged in!')).toBeVisible();
    },
  },
  {
    name: 'contact form',
    prepare: async (page) => {
      await page.goto('/contact');
      await page.getByLabel('Full name').fill(CONTACT.name);
      await page.getByLabel('Email address').fill(CONTACT.email);
      await page.getByLabel('Subject').fill(CONTACT.subject);
      await page.getByLabel('Message', { exact: true }).fill(CONTACT.message);
    },
    act: (page) => page.getByRole('button', { name: 'Send Message' }).click(),
    recoverable: false,
    kept: async (page) => {
      await expect(page.getByLabel('Full name')).toHaveValue(CONTACT.name);
      await expect(page.getByLabel('Email address')).toHaveValue(CONTACT.email);
      await expect(page.getByLabel('Subject')).toHaveValue(CONTACT.subject);
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(CONTACT.message);
    },
    recovered: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you! Your message has been sent.').first()).toBeVisible();
    },
  },
  {
    name: 'checkout placing an order',
    prepare: async (page) => {
      await page.goto('/login');
      await signInWithForm(page, DEMO.email, DEMO.password);
      await expect(page.getByText('Successfully logged in!')).toBeVisible();
      await page.goto('/product/fp-1');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      await page.goto('/checkout');
      await expect(step(page)).toContainText('Cart Review');
      await page.getByRole('button', { name: 'Continue' }).click();
      for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Cash on Delivery').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(step(page)).toContainText('Confirm');
    },
    act: (page) => page.getByRole('button', { name: 'Place Order' }).click(),
    recoverable: false,
    // The price check (best effort: it gives up silently) and then the order, 10 s each.
    tellsWithinMs: 25_000,
    kept: async (page) => {
      await expect(step(page)).toContainText('Confirm');
      await expect(page.locator('main')).toContainText(ADDRESS['Street / building']);
    },
    recovered: async (page) => {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(step(page)).toContainText('Order Completed', { timeout: 20_000 });
    },
  },
  {
    name: 'orders page',
    prepare: async (page) => {
      await page.goto('/login');
      await signInWithForm(page, DEMO.email, DEMO.password);
      await expect(page.getByText('Successfully logged in!')).toBeVisible();
    },
    act: (page) => page.goto('/orders').then(() => undefined),
    recoverable: true,
    recovered: async (page) => {
      await tryAgain(page).click();
      await expect(page.locator('article[data-order-id]').first()).toBeVisible();
    },
  },
];

for (const flow of FLOWS) {
  test(`backend ${modesTitle(flow.modes ?? MODES)}: ${flow.name} says so clearly${flow.recoverable ? ' with Try Again' : ''}, keeps what was typed, the shell stays alive`, async ({
    page,
  }) => {
    const rows: MatrixRow[] = [];
    for (const mode of flow.modes ?? MODES) {
      await test.step(mode, async () => {
        // Each mode starts as a new visitor: signed out, an empty cart.
        await page.goto('/about');
        await page.evaluate(() => localStorage.clear());
        await flow.prepare?.(page);
        await breakBackend(page, mode);
        const started = Date.now();
        await flow.act(page);
        await expect(page.getByText(CLEAR_MESSAGE).first()).toBeVisible({ timeout: flow.tellsWithinMs ?? TELLS_WITHIN_MS });
        const seconds = (Date.now() - started) / 1000;
        if (flow.recoverable) await expect(tryAgain(page)).toBeVisible();
        await flow.kept?.(page);
        await expectShellAlive(page);
        await restoreBackend(page);
        await flow.recovered(page);
        rows.push({
          subject: 'backend',
          mode: `${mode} · ${flow.name}`,
          outcome: `message in ${seconds.toFixed(1)} s${flow.kept ? ', input kept' : ''}, recovered once back, shell alive`,
        });
      });
    }
    await reportMatrixRows('backend', rows, `backend~${flow.name.replace(/\W+/g, '-')}`);
  });
}
