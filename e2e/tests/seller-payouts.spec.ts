import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '../support/test';
import { confirmedAccount } from '../support/account';
import { serviceWrite } from '../support/service';
import { cashOrder, deliveredLine, ownVendor, publishedProduct, runTag, sellerTab, signInAt } from '../support/seller';

// Issue 45, end to end on the composed site and the real backend: a delivered sale becomes
// available once the returns window has passed, an operator pays it out by M-Pesa (the simulated
// B2C), the vendor sees the receipt arrive live, and the month's CSV statement lists every entry.
// The order is placed and delivered through the backend, as the orders specs already prove those
// screens; the test clock is the line's delivered_at, set back past the window with the service key.

const OPERATOR = { email: 'operator@district.market', password: 'Operator!2345' };

/** The shop's returns window (shop_settings.returns_window_days) and a day more. */
const PAST_THE_WINDOW_DAYS = 8;

async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  return context.newPage();
}

test('a delivered sale is pending, then available after the returns window; an operator pays it out; the vendor sees the M-Pesa receipt live and the CSV lists every entry', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vendor = await ownVendor(request, 'payouts');
  const product = `Solar Radio ${runTag()}`;
  const productId = await publishedProduct(request, vendor.id, product);
  const shopper = await confirmedAccount(request, 'payouts-buyer', 'Amina Wanjiru');
  const orderId = await cashOrder(request, shopper, [productId]);
  const lineId = await deliveredLine(request, vendor, orderId);

  await test.step('just delivered, the sale less commission is pending; the vendor adds the payout number', async () => {
    await signInAt(page, vendor.email, vendor.password);
    await page.goto('/seller');
    await sellerTab(page, 'Payments').click();
    await expect(page.getByTestId('balance-pending')).toHaveText('KSh 1,080');
    await expect(page.getByTestId('balance-available')).toHaveText('KSh 0');
    const ledger = page.getByRole('region', { name: 'Ledger' });
    await expect(ledger.getByRole('row').filter({ hasText: `Sale of 1 × ${product}` })).toContainText('KSh 1,200');
    await expect(ledger.getByRole('row').filter({ hasText: `Commission on 1 × ${product}` })).toContainText('-KSh 120');
    await page.getByLabel('M-Pesa number').fill('0712 345 678');
    await page.getByRole('button', { name: 'Save number' }).click();
    await expect(page.getByText('Your payouts go to +254712345678.')).toBeVisible();
  });

  await test.step('past the returns window it is available', async () => {
    const delivered = new Date(Date.now() - PAST_THE_WINDOW_DAYS * 86_400_000).toISOString();
    await serviceWrite(request, 'PATCH', `order_items?id=eq.${lineId}`, { delivered_at: delivered });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('balance-available')).toHaveText('KSh 1,080');
    await expect(page.getByTestId('balance-pending')).toHaveText('KSh 0');
    // The chart library, loaded by this screen alone, has drawn this week's sale.
    await expect(page.getByRole('img', { name: /^Bar chart of sales and payouts/ }).locator('canvas')).toBeVisible();
  });

  const operator = await personPage(browser);
  await test.step('an operator pays the vendor its available balance', async () => {
    await signInAt(operator, OPERATOR.email, OPERATOR.password);
    await operator.goto('/seller/payouts');
    await operator.getByRole('button', { name: `Pay ${vendor.name}` }).click();
    await expect(operator.getByLabel('Amount (KSh)')).toHaveValue('1080');
    await operator.getByRole('button', { name: 'Send to M-Pesa' }).click();
    await expect(operator.getByText(`KSh 1,080 for ${vendor.name} is sent to M-Pesa.`, { exact: false })).toBeVisible();
  });

  await test.step('the vendor sees the payout and its M-Pesa receipt arrive live', async () => {
    const payout = page.getByRole('region', { name: 'Ledger' }).locator('tr[data-entry-kind="payout"]');
    await expect(payout).toContainText('-KSh 1,080');
    await expect(payout).toContainText(/Paid [A-Z0-9]{10}/);
    await expect(page.getByTestId('balance-available')).toHaveText('KSh 0');
  });

  await test.step('the month’s CSV statement lists every entry, the receipt and the balances', async () => {
    const receipt = (await page.locator('tr[data-entry-kind="payout"]').textContent())!.match(/Paid ([A-Z0-9]{10})/)![1]!;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-${vendor.id}-\\d{4}-\\d{2}\\.csv$`));
    const rows = (await readFile((await download.path())!, 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows).toEqual([
      'Date,Kind,Order,Description,Amount,Currency,M-Pesa receipt',
      'Opening balance,,,,0.00,KES,',
      expect.stringMatching(new RegExp(`,Sale,${orderId},Sale of 1 × ${product},1200\\.00,KES,$`)),
      expect.stringMatching(new RegExp(`,Commission,${orderId},Commission on 1 × ${product},-120\\.00,KES,$`)),
      expect.stringMatching(new RegExp(`,Payout,,M-Pesa payout to \\+2547\\*{6}78,-1080\\.00,KES,${receipt}$`)),
      'Closing balance,,,,0.00,KES,',
    ]);
  });
  await operator.context().close();
});
