import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, sellerBackend, sellerHost, setUpI18n, VENDOR_ID, type Reply, type SentRequest } from '../../../testing/harness';
import { StatementScreen } from './StatementScreen';
import { PaymentsScreen } from './PaymentsScreen';

beforeAll(setUpI18n);

// Entries of this month and week, so they fall in the screen's default month and the chart's last week.
const NOW = new Date().toISOString();

const LEDGER = [
  {
    id: 1,
    kind: 'sale',
    amount: '2400.00',
    created_at: NOW,
    order_id: 'ORD-7',
    order_item_id: 31,
    payout_id: null,
    reverses: null,
    reason: null,
  },
  {
    id: 2,
    kind: 'commission',
    amount: '-240.00',
    created_at: NOW,
    order_id: 'ORD-7',
    order_item_id: 31,
    payout_id: null,
    reverses: null,
    reason: null,
  },
  {
    id: 3,
    kind: 'payout',
    amount: '-1000.00',
    created_at: NOW,
    order_id: null,
    order_item_id: null,
    payout_id: 9,
    reverses: null,
    reason: 'M-Pesa payout',
  },
  {
    id: 4,
    kind: 'payout',
    amount: '-500.00',
    created_at: NOW,
    order_id: null,
    order_item_id: null,
    payout_id: 10,
    reverses: null,
    reason: 'M-Pesa payout',
  },
  {
    id: 5,
    kind: 'payout',
    amount: '500.00',
    created_at: NOW,
    order_id: null,
    order_item_id: null,
    payout_id: 10,
    reverses: 4,
    reason: 'M-Pesa payout failed',
  },
];

function ledgerReply(request: SentRequest) {
  const kinds = request.url.searchParams.get('kind');
  return kinds === 'in.(sale,payout)' ? LEDGER.filter((e) => e.kind === 'sale' || e.kind === 'payout') : LEDGER;
}

function renderPayments(
  entry = '/seller/payments',
  payoutNumber: (request: SentRequest) => Reply = () => ({ body: [{ phone: '+254712345678' }] }),
) {
  const backend = sellerBackend((request) => {
    switch (request.url.pathname) {
      case '/rest/v1/vendor_mpesa_accounts':
        return payoutNumber(request);
      case '/rest/v1/rpc/vendor_balances':
        return { body: [{ vendor_id: VENDOR_ID, available: '1160.00', pending: '0.00', currency: 'KES' }] };
      case '/rest/v1/vendor_ledger':
        return { body: ledgerReply(request) };
      case '/rest/v1/order_items':
        return { body: [{ id: 31, name: 'Solar Radio', quantity: 2 }] };
      case '/rest/v1/vendor_payouts':
        return {
          body: [
            { id: 9, status: 'paid', transaction_receipt: 'SHK7Q2X9PL', phone: '+2547******78' },
            { id: 10, status: 'failed', transaction_receipt: null, phone: '+2547******40' },
          ],
        };
      default:
        return { status: 404, body: {} };
    }
  });
  renderAt('/seller/payments', <PaymentsScreen />, sellerHost(backend), entry);
  return backend;
}

/** A Blob's text (jsdom has FileReader, not Blob.text). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('/seller/payments', () => {
  it('shows the balance, each line’s sale and commission, and payouts with their M-Pesa state and receipt', async () => {
    const backend = renderPayments();
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('KSh 1,160');
    expect(screen.getByTestId('balance-pending')).toHaveTextContent('KSh 0');
    const rows = within(screen.getByRole('region', { name: 'Ledger' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Sale · Sale of 2 × Solar RadioORD-7KSh 2,400'),
      expect.stringContaining('Commission · Commission on 2 × Solar RadioORD-7-KSh 240'),
      expect.stringContaining('Payout · M-Pesa payout to +2547******78—-KSh 1,000Paid SHK7Q2X9PL'),
      expect.stringContaining('Payout · M-Pesa payout to +2547******40—-KSh 500Failed'),
      expect.stringContaining('Payout · Payout failed: the money is back in your balance—KSh 500'),
    ]);
    // One read of the month's entries, oldest first, of this vendor only; the line names and payouts by id.
    const [monthRead] = backend.sentTo('/rest/v1/vendor_ledger').filter((r) => !r.url.searchParams.has('kind'));
    expect(monthRead!.url.searchParams.get('vendor_id')).toBe(`eq.${VENDOR_ID}`);
    expect(monthRead!.url.searchParams.get('order')).toBe('id.asc');
    expect(backend.sentTo('/rest/v1/order_items')[0]!.url.searchParams.get('id')).toBe('in.(31)');
  });

  it('filters the ledger by kind', async () => {
    renderPayments();
    await screen.findByTestId('balance-available');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'payout');
    const ledger = screen.getByRole('region', { name: 'Ledger' });
    expect(within(ledger).getByText('3 entries')).toBeInTheDocument();
    expect(within(ledger).queryByText(/Sale of/)).toBeNull();
  });

  it('draws the twelve weeks as a table too: this week’s sales, and payouts net of the failed one', async () => {
    renderPayments();
    const chart = await screen.findByRole('region', { name: 'Sales and payouts, last twelve weeks' });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[11]).toHaveTextContent(/KSh 2,400\s*KSh 1,000$/);
    expect(rows[0]).toHaveTextContent(/KSh 0\s*KSh 0$/);
  });

  it('downloads the month’s statement as CSV with every entry and the balances', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:statement';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPayments();
    await screen.findByTestId('balance-available');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(names).toEqual([expect.stringMatching(new RegExp(`^statement-${VENDOR_ID}-\\d{4}-\\d{2}\\.csv$`))]);
    const csv = await readText(blobs[0]!);
    const rows = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows).toHaveLength(1 + 1 + LEDGER.length + 1);
    expect(rows[0]).toBe('Date,Kind,Order,Description,Amount,Currency,M-Pesa receipt');
    expect(rows[3]).toMatch(/,Commission,ORD-7,Commission on 2 × Solar Radio,-240\.00,KES,$/);
    expect(rows[4]).toMatch(/,Payout,,M-Pesa payout to \+2547\*\*\*\*\*\*78,-1000\.00,KES,SHK7Q2X9PL$/);
    click.mockRestore();
  });

  it('asks for the payout number when there is none, says what a number looks like, and adds it (the database normalises it)', async () => {
    const backend = renderPayments('/seller/payments', (request) =>
      request.method === 'POST' ? { status: 201, body: { phone: '+254712345678' } } : { body: [] },
    );
    const form = await screen.findByRole('form', { name: 'Payout number' });
    expect(form.parentElement).toHaveTextContent('until then the marketplace cannot pay you');
    const number = within(form).getByLabelText('M-Pesa number');
    await userEvent.type(number, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save number' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('valid Kenyan phone number'));
    expect(backend.sentTo('/rest/v1/vendor_mpesa_accounts').filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(number);
    await userEvent.type(number, '0712 345 678');
    await userEvent.click(within(form).getByRole('button', { name: 'Save number' }));
    expect(await within(form).findByText('Your payouts go to +254712345678.')).toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/vendor_mpesa_accounts').find((r) => r.method === 'POST')!.body).toEqual({
      vendor_id: VENDOR_ID,
      phone: '0712 345 678',
    });
  });
});

describe('/seller/payments/statement', () => {
  it('lays out the month to print: every entry, the opening and closing balances, the totals by kind', async () => {
    const backend = sellerBackend((request) => {
      switch (request.url.pathname) {
        case '/rest/v1/rpc/vendor_balances':
          return { body: [{ vendor_id: VENDOR_ID, available: '300.00', pending: '200.00', currency: 'KES' }] };
        case '/rest/v1/vendor_ledger':
          return { body: LEDGER };
        case '/rest/v1/order_items':
          return { body: [{ id: 31, name: 'Solar Radio', quantity: 2 }] };
        case '/rest/v1/vendor_payouts':
          return { body: [{ id: 9, status: 'paid', transaction_receipt: 'SHK7Q2X9PL', phone: '+2547******78' }] };
        case '/rest/v1/vendors':
          return { body: [{ name: 'Nairobi Tech Hub' }] };
        default:
          return { status: 404, body: {} };
      }
    });
    renderAt('/seller/payments/statement', <StatementScreen />, sellerHost(backend), '/seller/payments/statement?month=2026-11');
    expect(await screen.findByRole('heading', { name: 'Statement for November 2026' })).toBeInTheDocument();
    expect(await screen.findByTestId('statement-opening')).toHaveTextContent('KSh 500');
    // 500 + 2,400 - 240 - 1,000 - 500 + 500
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('KSh 1,660');
    expect(screen.getByText('Nairobi Tech Hub')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + LEDGER.length);
    // The balance before the month: one microsecond before its first Nairobi instant.
    expect(backend.sentTo('/rest/v1/rpc/vendor_balances')[0]!.body).toEqual({ as_of: '2026-10-31T20:59:59.999999Z' });
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
