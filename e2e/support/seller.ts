import { LANGUAGE_STORAGE_KEY } from '@marketplace/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmedAccount, signInWithForm } from './account';
import { publishProduct, serviceWrite, siteBackend } from './service';

// Helpers of the seller center's specs (issue 32): accounts and rows of a test's own, written as
// the seller center's backend would leave them, so each spec proves its own screens from a known start.

export const SELLER_LANGUAGES = ['en', 'so', 'sw'] as const;
export type SellerLanguage = (typeof SELLER_LANGUAGES)[number];

/** Lower-case letters and digits unique to this run: names, slugs and search words of the test's own, so reruns never meet old rows. */
export function runTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A valid 1×1 PNG: Storage and the upload check take it as a real picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A picture for `setInputFiles`, made in memory. */
export function pngPicture(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: PNG };
}

/** Signs in through /login and waits for the form's confirmation, so the session is stored. */
export async function signInAt(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, email, password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
}

/** Picks the site's language for the next page load (the header's language menu stores the same key). */
export async function pickLanguage(page: Page, language: SellerLanguage): Promise<void> {
  await page.evaluate(([key, code]) => localStorage.setItem(key, code), [LANGUAGE_STORAGE_KEY, language] as const);
}

export interface OwnVendor {
  id: string;
  name: string;
  email: string;
  password: string;
  userId: string;
}

/**
 * A confirmed account that is the only member of a new vendor, as an approved application leaves
 * it (service role): the membership exists before the first sign-in, so the token carries the role.
 */
export async function ownVendor(request: APIRequestContext, tag: string): Promise<OwnVendor> {
  const account = await confirmedAccount(request, `vendor-${tag}`, 'Achieng Odhiambo');
  const run = runTag();
  const name = `E2E Shop ${run}`;
  const id = `e2e-shop-${run}`;
  await serviceWrite(request, 'POST', 'vendors', {
    id,
    slug: id,
    name,
    category: 'electronics',
    location: 'Moi Avenue, Nairobi',
    contact_phone: '+254712345678',
  });
  await serviceWrite(request, 'POST', 'vendor_members', { user_id: account.id, vendor_id: id });
  return { id, name, email: account.email, password: account.password, userId: account.id };
}

/** A published product of `vendorId` with stock below the checkout specs' "plenty" (50), so no other spec picks it. */
export async function publishedProduct(request: APIRequestContext, vendorId: string, name: string): Promise<string> {
  const id = `e2e-p-${runTag()}`;
  await publishProduct(request, { id, vendor_id: vendorId, name, price: 1200, stock: 20 });
  return id;
}

/** The backend and an access token of `account`, signed in with its password as the site's login does. */
async function signedIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ url: string; anonKey: string; token: string }> {
  const { url, anonKey } = await siteBackend(request);
  const signIn = await request.post(`${url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { url, anonKey, token };
}

/**
 * An order paid cash on delivery by `shopper`, placed through place_order as checkout does, so
 * its lines are the vendors' at once (no payment to wait for).
 */
export async function cashOrder(
  request: APIRequestContext,
  shopper: { email: string; password: string },
  productIds: string[],
): Promise<string> {
  const { url, anonKey, token } = await signedIn(request, shopper);
  const placed = await request.post(`${url}/rest/v1/rpc/place_order`, {
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: {
      lines: productIds.map((product_id) => ({ product_id, quantity: 1 })),
      delivery: 'standard',
      address: { name: 'Amina Wanjiru', phone: '0712345678', area: 'Kilimani', street: 'Argwings Kodhek Rd', notes: '' },
      payment_method: 'cod',
      idempotency_key: `e2e-${runTag()}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { id: string }).id;
}

/**
 * Moves an order line to delivered as its vendor's member does from /seller/orders (accept, ready,
 * shipped, delivered: the same RPCs), and answers the line's id.
 */
export async function deliveredLine(
  request: APIRequestContext,
  member: { email: string; password: string },
  orderId: string,
): Promise<number> {
  const { url, anonKey, token } = await signedIn(request, member);
  const headers = { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Row-level security shows a member their vendor's lines.
  const lines = await request.get(`${url}/rest/v1/order_items?order_id=eq.${orderId}&select=id`, { headers });
  expect(lines.status(), await lines.text()).toBe(200);
  const [line] = (await lines.json()) as Array<{ id: number }>;
  const rpc = async (name: string, body: object) => {
    const answer = await request.post(`${url}/rest/v1/rpc/${name}`, { headers, data: { line_id: line!.id, ...body } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await rpc('accept_order_line', {});
  await rpc('mark_order_line_ready', {});
  await rpc('ship_order_line', { tracking_number: `TRK-${runTag().toUpperCase()}` });
  await rpc('mark_order_line_delivered', {});
  return line!.id;
}

/**
 * On the product editor whose names are filled: the rest of a sellable product (category, price,
 * stock, a picture), 'Create draft', then 'Publish'. Answers the new product's id.
 */
export async function createAndPublish(
  page: Page,
  product: { name: string; price: string; stock: string; picture: string },
): Promise<string> {
  await page.getByLabel('Category').selectOption('electronics');
  await page.getByLabel('Price (KSh)', { exact: true }).fill(product.price);
  await page.getByLabel('In stock').fill(product.stock);
  await page.getByLabel('Choose a new picture').setInputFiles(pngPicture(product.picture));
  await page.getByRole('button', { name: 'Create draft' }).click();
  // The editor moves to the saved product's own address.
  await expect(page).toHaveURL(/\/seller\/products\/(?!new$)[a-z0-9-]+$/);
  await expect(page.getByRole('img', { name: 'The product’s picture now' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${product.name} is published: shoppers can find and buy it.`)).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Marks the page's document and counts its main-frame navigations: a reload or a navigation loses
 * the mark, so "the same document" proves a change arrived live.
 */
export async function watchSameDocument(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: string }).e2eSameDocument = 'kept'));
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return async () => {
    expect(
      await page.evaluate(() => (window as unknown as { e2eSameDocument?: string }).e2eSameDocument),
      'the document marked before',
    ).toBe('kept');
    expect(navigations, 'main-frame navigations since the mark').toEqual([]);
  };
}

/** The seller center's section tabs ('Dashboard', 'Products', …): in-app links, no reload. */
export function sellerTab(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Seller center sections' }).getByRole('link', { name, exact: true });
}

/** A figure of the dashboard ('Orders to fulfil', …): the value next to its term. */
export function dashboardFigure(page: Page, term: string): Locator {
  return page
    .getByLabel('Your figures')
    .locator('div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

/** An order line of /seller/orders, named '<quantity> × <product>'. */
export function sellerLine(page: Page, productName: string, quantity = 1): Locator {
  return page.getByRole('group', { name: `${quantity} × ${productName}`, exact: true });
}
