import '@testing-library/jest-dom';
import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusal, renderAt, sellerBackend, sellerHost, setUpI18n, type Reply, type SentRequest } from '../../../testing/harness';
import { PayoutsScreen } from './PayoutsScreen';

beforeAll(setUpI18n);
// jsdom's crypto has no randomUUID; the browser's has, on the site's secure origins.
beforeAll(() => {
  if (!globalThis.crypto.randomUUID) Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID });
});

const PAYOUT = '/functions/v1/mpesa-b2c-payout';

function renderPayouts(answers: { pay?: (request: SentRequest) => Reply; setRate?: (request: SentRequest) => Reply } = {}) {
  const backend = sellerBackend(
    (request) => {
      switch (request.url.pathname) {
        case '/rest/v1/rpc/vendor_balances':
          return {
            body: [
              { vendor_id: 'nairobi-tech-hub', available: '2500.40', pending: '1200.00', currency: 'KES' },
              { vendor_id: 'eastleigh-scents', available: '300.00', pending: '0.00', currency: 'KES' },
            ],
          };
        case '/rest/v1/vendors':
          return {
            body: [
              { id: 'eastleigh-scents', name: 'Eastleigh Scents' },
              { id: 'nairobi-tech-hub', name: 'Nairobi Tech Hub' },
            ],
          };
        case '/rest/v1/vendor_mpesa_accounts':
          return { body: [{ vendor_id: 'nairobi-tech-hub', phone: '+254712345678' }] };
        case '/rest/v1/vendor_payouts':
          return {
            body: [
              {
                id: 4,
                vendor_id: 'nairobi-tech-hub',
                amount: '400.00',
                created_at: '2026-11-20T09:00:00Z',
                result_desc: 'Credit Party customer type can’t be supported by the service.',
              },
            ],
          };
        case '/rest/v1/shop_settings':
          return { body: { commission_rate: '0.1000' } };
        case '/rest/v1/category_commission_rates':
          return { body: [{ category: 'clothing', rate: '0.1250' }] };
        case '/rest/v1/categories':
          return { body: [{ slug: 'electronics' }, { slug: 'clothing' }] };
        case PAYOUT:
          return answers.pay?.(request) ?? { status: 404, body: {} };
        case '/rest/v1/rpc/set_commission_rate':
          return answers.setRate?.(request) ?? { status: 404, body: {} };
        default:
          return { status: 404, body: {} };
      }
    },
    { vendorId: null, operator: true },
  );
  renderAt('/seller/payouts', <PayoutsScreen />, sellerHost(backend));
  return backend;
}

const vendorRow = async (name: string) =>
  (await within(await screen.findByRole('region', { name: 'Vendors’ balances' })).findByRole('rowheader', { name })).closest('tr')!;

describe('/seller/payouts', () => {
  it('lists every vendor’s balances and M-Pesa number, the failed payouts and the commission rates', async () => {
    renderPayouts();
    const hub = await vendorRow('Nairobi Tech Hub');
    expect(hub).toHaveTextContent('KSh 2,500.40');
    expect(hub).toHaveTextContent('KSh 1,200');
    expect(hub).toHaveTextContent('+254712345678');
    expect(await vendorRow('Eastleigh Scents')).toHaveTextContent('No M-Pesa number');
    const failed = screen.getByRole('region', { name: 'Failed payouts' });
    expect(within(failed).getByRole('rowheader', { name: 'Nairobi Tech Hub' }).closest('tr')).toHaveTextContent('KSh 400');
    const rates = screen.getByRole('region', { name: 'Commission rates' });
    expect(within(rates).getByRole('rowheader', { name: 'Clothing' }).closest('tr')).toHaveTextContent('12.5%');
    expect(within(rates).getByRole('rowheader', { name: 'Electronics' }).closest('tr')).toHaveTextContent('Default (10%)');
  });

  it('pays a vendor with one idempotency key for every send from the form, and says it is on its way', async () => {
    let sends = 0;
    const backend = renderPayouts({
      pay: () => {
        sends += 1;
        // The first answer is lost on the way (a gateway error): the operator sends again.
        if (sends === 1) return { status: 502, body: { code: 'bad_gateway', message: 'Bad gateway' } };
        return { body: { replayed: false, payout: { id: 12, amount: 2500, status: 'pending', phone: '+2547******78' } } };
      },
    });
    await userEvent.click(within(await vendorRow('Nairobi Tech Hub')).getByRole('button', { name: 'Pay Nairobi Tech Hub' }));
    const amount = screen.getByLabelText('Amount (KSh)');
    expect(amount).toHaveValue('2500');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('Whole shillings, at most the available KSh 2,500.40.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to M-Pesa' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Send to M-Pesa' }));
    expect(
      await screen.findByText('KSh 2,500 for Nairobi Tech Hub is sent to M-Pesa. The result shows here when Safaricom answers.'),
    ).toBeInTheDocument();
    const [first, second] = backend.sentTo(PAYOUT).map((r) => r.body as { idempotency_key: string });
    expect(first).toEqual({ vendor_id: 'nairobi-tech-hub', amount: 2500, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
  });

  it.each([
    [
      'above the available balance',
      '9000',
      refusal(400, 'P0001', 'A payout of KES 9,000.00 is more than …', 'payout.aboveAvailable', 'amount'),
      'The amount is more than the vendor’s available balance.',
    ],
    [
      'zero',
      '0',
      refusal(400, '22023', 'A payout must be more than zero', 'payout.amountNotPositive', 'amount'),
      'A payout must be more than zero.',
    ],
    [
      'negative',
      '-50',
      refusal(400, '22023', 'A payout must be more than zero', 'payout.amountNotPositive', 'amount'),
      'A payout must be more than zero.',
    ],
  ])('shows the database’s refusal of a payout %s at the amount', async (_case, typed, reply, message) => {
    const backend = renderPayouts({ pay: () => reply });
    await userEvent.click(within(await vendorRow('Nairobi Tech Hub')).getByRole('button', { name: 'Pay Nairobi Tech Hub' }));
    const amount = screen.getByLabelText('Amount (KSh)');
    await userEvent.clear(amount);
    await userEvent.type(amount, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Send to M-Pesa' }));
    await screen.findByText(message);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect((backend.sentTo(PAYOUT)[0]!.body as { amount: number }).amount).toBe(Number(typed));
  });

  it('shows the refusal of a payout to a vendor without an M-Pesa number as an alert', async () => {
    renderPayouts({
      pay: () => refusal(400, 'P0001', 'This vendor has no M-Pesa number to pay out to', 'payout.noMpesaNumber', 'eastleigh-scents'),
    });
    await userEvent.click(within(await vendorRow('Eastleigh Scents')).getByRole('button', { name: 'Pay Eastleigh Scents' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to M-Pesa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This vendor has no M-Pesa number to pay out to. Ask them to add one.');
  });

  it('sets a category’s rate as a fraction, and shows the database’s refusal of a rate outside 0–50 %', async () => {
    const backend = renderPayouts({
      setRate: (request) =>
        (request.body as { rate: number }).rate > 0.5
          ? refusal(400, '22023', 'A commission rate must be from 0% to 50%', 'seller.commissionRateOutOfRange', 'rate')
          : { body: { category: 'electronics', rate: 0.125 } },
    });
    const rates = await screen.findByRole('region', { name: 'Commission rates' });
    await userEvent.selectOptions(within(rates).getByLabelText('Category'), 'electronics');
    const rate = within(rates).getByLabelText('Rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '60');
    await userEvent.click(within(rates).getByRole('button', { name: 'Save rate' }));
    expect(await within(rates).findByText('A commission rate must be from 0% to 50%.')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(within(rates).getByRole('button', { name: 'Save rate' }));
    expect(await within(rates).findByText('Commission for Electronics is now 12.5%.')).toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/rpc/set_commission_rate').map((r) => r.body)).toEqual([
      { category: 'electronics', rate: 0.6 },
      { category: 'electronics', rate: 0.125 },
    ]);
  });

  it('tells a vendor member who is no operator that the page is for operators', async () => {
    const backend = sellerBackend(() => ({ status: 404, body: {} }), { operator: false });
    renderAt('/seller/payouts', <PayoutsScreen />, sellerHost(backend));
    expect(await screen.findByText('This page is for the marketplace’s operators.')).toHaveAttribute('role', 'status');
    expect(backend.sentTo('/rest/v1/rpc/vendor_balances')).toHaveLength(0);
  });
});
