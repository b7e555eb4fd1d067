import { expect, test, type Page } from '../support/test';
import { confirmedAccount, signInWithForm } from '../support/account';
import { publishProduct, serviceWrite } from '../support/service';

// Issue 32, the shopper's side: products in the vendor's Swahili, a vendor with nothing
// published, an order the vendor delivered reordered at today's prices. Every row is the test's
// own, written with the service role as the seller center's backend would leave it.

/** Lower-case letters and digits, unique to this run: ids, slugs and search words of the test's own. */
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The header's language switch, whatever language it is in now. */
async function chooseLanguage(page: Page, to: 'Somali' | 'Swahili'): Promise<void> {
  await page.getByRole('button', { name: /^(Language|Lugha|Luqadda): / }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

async function publishedProduct(page: Page, fields: Record<string, unknown>): Promise<void> {
  await publishProduct(page.request, fields);
}

test('a product with a Swahili name shows it in Swahili, is found by searching that name, and the results follow the language live', async ({
  page,
}) => {
  const run = tag();
  const id = `e2e-sw-${run}`;
  const english = `Solar Lamp ${run}`;
  const swahili = `Taa ya Jua Sw${run}`;
  await publishedProduct(page, {
    id,
    name: english,
    name_sw: swahili,
    description: 'Charges in a day of sun.',
    description_sw: 'Huchaji kwa siku moja ya jua.',
  });

  // The Swahili word alone finds it: the English name has no word starting with it.
  await page.goto(`/search?q=Sw${run}`);
  const card = page.getByRole('link', { name: new RegExp(english) });
  await expect(card).toHaveAttribute('href', `/product/${id}`);
  await chooseLanguage(page, 'Swahili');
  await expect(page.getByRole('heading', { level: 3, name: swahili })).toBeVisible();

  await page.getByRole('link', { name: new RegExp(swahili) }).click();
  await expect(page.getByRole('heading', { level: 1, name: swahili })).toBeVisible();
  await expect(page.getByText('Huchaji kwa siku moja ya jua.')).toBeVisible();
  await chooseLanguage(page, 'Somali');
  // No Somali version: the English one.
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await expect(page.getByText('Charges in a day of sun.')).toBeVisible();

  // The seeded catalogue speaks both (supabase/seed.sql): a product and its vendor's shop.
  await page.goto('/product/e1');
  await expect(page.getByRole('heading', { level: 1, name: 'Codbaahiye Bluetooth Bass Boom' })).toBeVisible();
  await chooseLanguage(page, 'Swahili');
  await expect(page.getByRole('heading', { level: 1, name: 'Spika ya Bluetooth Bass Boom' })).toBeVisible();
  await expect(page.getByText('Spika inayobebeka isiyoingia maji, inayocheza kwa saa 12 na besi nzito.')).toBeVisible();
  await page.getByText('Inauzwa na').getByRole('link', { name: 'Nairobi Tech Hub' }).click();
  await expect(page.getByText('Simu, vifaa vya sauti na vifaa vya ziada', { exact: false })).toBeVisible();
});

test('a vendor whose only product is a draft shows its profile and the empty state, never the draft', async ({ page }) => {
  const run = tag();
  const slug = `e2e-empty-${run}`;
  const name = `E2E Empty ${run}`;
  await serviceWrite(page.request, 'POST', 'vendors', {
    id: slug,
    slug,
    name,
    category: 'electronics',
    location: 'Luthuli Avenue, Nairobi',
    contact_phone: '+254712345678',
  });
  await serviceWrite(page.request, 'POST', 'products', {
    id: `e2e-draft-${run}`,
    vendor_id: slug,
    category: 'electronics',
    name: `Draft Radio ${run}`,
    price: 900,
    stock: 3,
    status: 'draft',
  });

  await page.goto(`/vendor/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Luthuli Avenue, Nairobi', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
  await expect(page.getByText(`${name} has no products on sale right now.`)).toBeVisible();
  await expect(page.getByTestId('vendor-empty').getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  await expect(page.locator('article[data-product-id]')).toHaveCount(0);
  await expect(page.getByText(`Draft Radio ${run}`)).toHaveCount(0);
  await chooseLanguage(page, 'Swahili');
  await expect(page.getByText(`${name} haina bidhaa zinazouzwa kwa sasa.`)).toBeVisible();
});

test('an order its vendor delivered offers Reorder Items, which refills the cart at today’s price and names the product no longer sold', async ({
  page,
}) => {
  const run = tag();
  const kept = { id: `e2e-keep-${run}`, name: `Reorder Lamp ${run}` };
  const gone = { id: `e2e-gone-${run}`, name: `Reorder Radio ${run}` };
  await publishedProduct(page, { ...kept, price: 1500 });
  await publishedProduct(page, { ...gone, price: 900 });
  const account = await confirmedAccount(page.request, 'reorder');
  const orderId = `ORD-E2E-${run.toUpperCase()}`;
  await serviceWrite(page.request, 'POST', 'orders', { id: orderId, user_id: account.id, status: 'processing', total: 3900 });
  await serviceWrite(page.request, 'POST', 'order_items', {
    order_id: orderId,
    product_id: kept.id,
    name: kept.name,
    image: 'products/e1.svg',
    quantity: 2,
    price: 1500,
  });
  await serviceWrite(page.request, 'POST', 'order_items', {
    order_id: orderId,
    product_id: gone.id,
    name: gone.name,
    image: 'products/e1.svg',
    quantity: 1,
    price: 900,
  });
  // The vendor's moves, one step at a time as the line workflow allows; the order follows its lines.
  const lines = `order_items?order_id=eq.${orderId}`;
  for (const status of ['accepted', 'ready']) await serviceWrite(page.request, 'PATCH', lines, { status });
  await serviceWrite(page.request, 'PATCH', lines, { status: 'shipped', tracking_number: `TRK-${run}`, carrier: 'G4S Courier' });
  await serviceWrite(page.request, 'PATCH', lines, { status: 'delivered' });
  // Since then: a new price for one product, the other taken off sale.
  await serviceWrite(page.request, 'PATCH', `products?id=eq.${kept.id}`, { price: 1800 });
  await serviceWrite(page.request, 'PATCH', `products?id=eq.${gone.id}`, { status: 'draft' });

  await page.goto('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await page.goto('/orders');
  const order = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(order.locator('[data-status]')).toHaveText('Delivered');
  await expect(order).toContainText(`TRK-${run} · Carrier: G4S Courier`);
  await expect(order.getByRole('button', { name: 'Track Package' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  await order.getByRole('button', { name: 'Reorder Items' }).click();
  await expect(page.getByText(`1 of 2 items were added to your cart. No longer available: ${gone.name}.`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: kept.name });
  await expect(line).toContainText('1,800');
  await expect(page.getByText(gone.name)).toHaveCount(0);
});
