import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lineRow } from '../../../testing/fixtures';
import {
  renderAt,
  refusal,
  sellerBackend,
  sellerHost,
  setUpI18n,
  type Handler,
  type Reply,
  type SentRequest,
} from '../../../testing/harness';
import { OrdersScreen } from './OrdersScreen';

beforeAll(setUpI18n);

const LINES = '/rest/v1/rpc/vendor_order_lines';

function renderOrders(
  lines: () => unknown[],
  moves: (request: SentRequest) => Reply = () => ({ status: 404, body: {} }),
  entry = '/seller/orders',
) {
  const handler: Handler = (request) => (request.url.pathname === LINES ? { body: lines() } : moves(request));
  const backend = sellerBackend(handler);
  renderAt('/seller/orders', <OrdersScreen />, sellerHost(backend), entry);
  return backend;
}

const lineGroup = (name: string) => screen.getByRole('group', { name });

describe('/seller/orders', () => {
  it('groups the lines to fulfil by order, with the customer, a phone link, delivery address, payment and notes', async () => {
    const backend = renderOrders(() => [
      lineRow(1, 'ORD-2025-000042'),
      lineRow(2, 'ORD-2025-000042', { name: 'Solar Lamp', quantity: 1, price: '1500.00', line_total: '1500.00', status: 'accepted' }),
      lineRow(3, 'ORD-2025-000040', {
        customer_name: 'Brian Kamau',
        delivery: 'pickup',
        payment_method: 'cod',
        payment_status: 'cash_on_delivery',
        notes: null,
      }),
    ]);
    const order = await screen.findByRole('article', { name: 'Order ORD-2025-000042' });
    expect(within(order).getAllByRole('group')).toHaveLength(2);
    expect(within(order).getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(order).toHaveTextContent('Standard delivery · Westlands, Waiyaki Way');
    expect(order).toHaveTextContent('M-Pesa · Paid');
    expect(order).toHaveTextContent('Call at the gate');
    expect(within(order).getByRole('group', { name: '1 × Solar Lamp' })).toHaveTextContent(/1 × KSh 1,500 = KSh 1,500\s*Accepted/);
    const other = screen.getByRole('article', { name: 'Order ORD-2025-000040' });
    expect(other).toHaveTextContent('Pick-up from the shop');
    expect(other).not.toHaveTextContent('Westlands');
    expect(other).toHaveTextContent('Cash on delivery · Paid on delivery');
    expect(backend.sentTo(LINES)[0]!.url.searchParams.get('status')).toBe('in.(pending,accepted,ready)');
  });

  it('accepts a line through accept_order_line and shows the line the server answers, announced', async () => {
    const backend = renderOrders(
      () => [lineRow(1, 'ORD-2025-000042')],
      (request) =>
        request.url.pathname === '/rest/v1/rpc/accept_order_line'
          ? { body: lineRow(1, 'ORD-2025-000042', { status: 'accepted' }) }
          : { status: 404, body: {} },
    );
    await screen.findByRole('article');
    await userEvent.click(within(lineGroup('2 × Wireless Earbuds Pro')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Wireless Earbuds Pro (ORD-2025-000042) is accepted.')).toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/rpc/accept_order_line')[0]!.body).toEqual({ line_id: 1 });
    expect(within(lineGroup('2 × Wireless Earbuds Pro')).getByRole('button', { name: 'Mark ready' })).toBeInTheDocument();
  });

  it('offers no Accept on an order awaiting payment, and says why', async () => {
    renderOrders(() => [lineRow(1, 'ORD-2025-000042', { order_status: 'pending_payment', payment_status: 'pending' })]);
    const line = await screen.findByRole('group', { name: '2 × Wireless Earbuds Pro' });
    expect(within(line).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(line).toHaveTextContent('Awaiting payment: accept once the shopper has paid.');
    expect(within(line).getByRole('button', { name: 'Cancel line' })).toBeInTheDocument();
  });

  it('ships a ready line only with a valid tracking number, sending it with the carrier', async () => {
    const backend = renderOrders(
      () => [lineRow(1, 'ORD-2025-000042', { status: 'ready' })],
      (request) =>
        request.url.pathname === '/rest/v1/rpc/ship_order_line'
          ? { body: lineRow(1, 'ORD-2025-000042', { status: 'shipped', tracking_number: 'G4S-778812', carrier: 'G4S' }) }
          : { status: 404, body: {} },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Shipping details' });
    const tracking = within(form).getByLabelText('Tracking number');
    expect(tracking).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm shipped' }));
    expect(tracking).toHaveAccessibleDescription('Enter the tracking number.');
    await userEvent.type(tracking, 'G4S<778812>');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm shipped' }));
    expect(tracking).toHaveAccessibleDescription('A tracking number has at most 60 letters, digits, spaces and . / -');
    expect(backend.sentTo('/rest/v1/rpc/ship_order_line')).toHaveLength(0);

    await userEvent.clear(tracking);
    await userEvent.type(tracking, 'G4S-778812');
    await userEvent.type(within(form).getByLabelText('Carrier (optional)'), 'G4S');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm shipped' }));
    expect(await screen.findByText('Tracking number G4S-778812 (G4S)')).toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/rpc/ship_order_line')[0]!.body).toEqual({ line_id: 1, tracking_number: 'G4S-778812', carrier: 'G4S' });
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it("cancels with a reason, and shows the server's refusal of a move the line no longer allows (order.lineStatusTransition)", async () => {
    const backend = renderOrders(
      () => [lineRow(1, 'ORD-2025-000042', { status: 'accepted' })],
      (request) =>
        request.url.pathname === '/rest/v1/rpc/cancel_order_line'
          ? refusal(400, '23514', 'An order line cannot go from shipped to cancelled', 'order.lineStatusTransition', '1')
          : { status: 404, body: {} },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel line' }));
    const form = screen.getByRole('form', { name: 'Cancel this line' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm cancelling' }));
    expect(within(form).getByLabelText('Reason for cancelling (the shopper sees it)')).toHaveAccessibleDescription(
      'Say why you are cancelling.',
    );
    await userEvent.type(within(form).getByLabelText('Reason for cancelling (the shopper sees it)'), 'Out of this colour');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm cancelling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This line has already moved on. Refresh to see where it is.');
    expect(backend.sentTo('/rest/v1/rpc/cancel_order_line')[0]!.body).toEqual({ line_id: 1, reason: 'Out of this colour' });
  });

  it('filters by status through the request and the address', async () => {
    const backend = renderOrders(
      () => [lineRow(1, 'ORD-2025-000042', { status: 'shipped', tracking_number: 'T-1' })],
      undefined,
      '/seller/orders?status=shipped',
    );
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(backend.sentTo(LINES)[0]!.url.searchParams.get('status')).toBe('in.(shipped)');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/seller/orders?status=all'));
    await waitFor(() => expect(backend.sentTo(LINES).at(-1)!.url.searchParams.get('status')).toBeNull());
  });
});
