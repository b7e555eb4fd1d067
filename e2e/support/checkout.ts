import { expect, type Page } from './test';

// Helpers of the cart and checkout specs: the real backend behind the composed site.

export const DEMO = { email: 'demo@district.market', password: 'Demo!2345' };
export const CART_KEY = 'marketplace:cart:v1';

export interface Backend {
  url: string;
  anonKey: string;
}

export interface CatalogRow {
  id: string;
  name: string;
  price: number;
  image: string;
  category: string;
  stock: number;
}

export async function backendOf(page: Page): Promise<Backend> {
  const config = await (await page.request.get('/env.json')).json();
  expect(config.supabase, 'the composed site must have a backend configured').not.toBeNull();
  return config.supabase as Backend;
}

/** Products with plenty of stock, read from the catalogue as any visitor can. */
export async function productsInStock(page: Page, count: number, offset = 0): Promise<CatalogRow[]> {
  const backend = await backendOf(page);
  const response = await page.request.get(
    `${backend.url}/rest/v1/products?select=id,name,price,image,category,stock&stock=gte.50&order=id&limit=${count}&offset=${offset}`,
    { headers: { apikey: backend.anonKey } },
  );
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as CatalogRow[];
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({ ...row, price: Number(row.price) }));
}

/** Puts lines in the stored cart before the page's scripts run (once per test). */
export async function seedCart(page: Page, lines: { product: CatalogRow; quantity: number; price?: number }[]): Promise<void> {
  const stored = {
    lines: lines.map(({ product, quantity, price }) => ({
      product: {
        id: product.id,
        name: product.name,
        price: price ?? product.price,
        currency: 'KES',
        image: '',
        category: product.category,
      },
      quantity,
    })),
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-cart-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-cart-seeded', '1');
      }
    },
    [CART_KEY, JSON.stringify(stored)] as const,
  );
}

export interface Session {
  access_token: string;
}

/** Signs in against the real auth server and stores the session as supabase-js does. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<Session> {
  await page.goto('/');
  const backend = await backendOf(page);
  const response = await page.request.post(`${backend.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as Session;
  await page.evaluate((value) => localStorage.setItem('sb-auth-token', JSON.stringify(value)), session);
  return session;
}

/** Signs the demo shopper in (see signInAs). */
export const signInAsDemo = (page: Page): Promise<Session> => signInAs(page, DEMO);

/** The signed-in user's orders as the server holds them. */
export async function ordersOf(
  page: Page,
  session: Session,
): Promise<{ id: string; total: number; status: string; payment_method: string }[]> {
  const backend = await backendOf(page);
  const response = await page.request.get(`${backend.url}/rest/v1/orders?select=id,total,status,payment_method&order=created_at.desc`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string; total: number | string; status: string; payment_method: string }[]).map((order) => ({
    ...order,
    total: Number(order.total),
  }));
}

const step = (page: Page) => page.locator('#checkout-step-heading');

/** From /checkout through Cart Review and Delivery (standard, a Nairobi address) to Payment. */
export async function toPaymentStep(page: Page, phone = '0712 345 678'): Promise<void> {
  await page.goto('/checkout');
  await expect(step(page)).toContainText('Cart Review');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step(page)).toContainText('Delivery');
  await page.getByLabel('Full name').fill('Amina Wanjiru');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Area / estate').fill('Kilimani');
  await page.getByLabel('Street / building').fill('Argwings Kodhek Rd, Block B');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step(page)).toContainText('Payment');
}

export async function toConfirmStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step(page)).toContainText('Confirm');
}

export async function expectCompleted(page: Page): Promise<string> {
  await expect(step(page)).toContainText('Order Completed', { timeout: 20_000 });
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(number).toMatch(/^ORD-\d{4}-\d{6,}$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  return number;
}

/** 'KSh 12,345.60' → 12345.6 */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}
