import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, theme, type EventPayload } from '@marketplace/contracts';
import { fakeLive } from '@marketplace/testing';
import {
  deferred,
  renderAt,
  scriptedBackend,
  setUpI18n,
  signedInHost,
  switchLanguage,
  type Handler,
  type Reply,
} from '../../../testing/harness';
import { OrdersScreen } from './OrdersScreen';

jest.setTimeout(30_000);
beforeAll(setUpI18n);

const ORDERS = '/rest/v1/orders';

/** An orders row as PostgREST returns it for the account page's select. */
function orderRow(id: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    date: '2025-03-14',
    status,
    total: '3024.00',
    currency: 'KES',
    tracking_number: null,
    created_at: '2025-03-14T12:00:00Z',
    subtotal: '2800.00',
    delivery_fee: '0.00',
    tax: '224.00',
    delivery: 'pickup',
    address: null,
    payment_method: 'mpesa',
    order_items: [
      { product_id: 'e1', name: 'Wireless Earbuds Pro', image: 'products/e1.svg', quantity: 1, price: '2000.00' },
      { product_id: 'j2', name: 'Beaded Maasai Bracelet', image: 'products/j2.svg', quantity: 2, price: '400.00' },
    ],
    payments: [],
    ...overrides,
  };
}

function ordersBackend(orders: Handler) {
  return scriptedBackend((request) => (request.url.pathname === ORDERS ? orders(request) : { status: 404, body: {} }));
}

function renderOrders(orders: Handler) {
  const backend = ordersBackend(orders);
  const host = signedInHost(backend);
  renderAt('/orders', <OrdersScreen />, host);
  return { backend, host };
}

/** The status badge of an order's card. */
const badgeOf = (orderId: string) => screen.getByRole('article', { name: `Order ${orderId}` }).querySelector('[data-status]');

describe('My Orders', () => {
  it('shows loading skeletons, announced, until the orders arrive', async () => {
    const answer = deferred<Reply>();
    renderOrders(() => answer.promise);
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    answer.resolve({ body: [orderRow('ORD-2025-000001', 'processing')] });
    expect(await screen.findByRole('article', { name: 'Order ORD-2025-000001' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('order-skeleton')).toHaveLength(0);
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();
  });

  it('shows each line with its picture from the catalogue bucket, named by the product, and quantity × price', async () => {
    renderOrders(() => ({ body: [orderRow('ORD-2025-000001', 'delivered')] }));
    const order = await screen.findByRole('article', { name: 'Order ORD-2025-000001' });
    const earbuds = within(order).getByRole('img', { name: 'Wireless Earbuds Pro' });
    expect(earbuds).toHaveAttribute('src', 'http://backend.test/storage/v1/object/public/catalog/products/e1.svg');
    expect(within(order).getByRole('img', { name: 'Beaded Maasai Bracelet' })).toHaveAttribute(
      'src',
      'http://backend.test/storage/v1/object/public/catalog/products/j2.svg',
    );
    expect(within(order).getByText(/2 × KSh\s?400/)).toBeInTheDocument();
  });

  it('colours the status badges as the spec says, grey for any other status, always with the status in words', async () => {
    renderOrders(() => ({
      body: [
        orderRow('ORD-1', 'delivered'),
        orderRow('ORD-2', 'shipped'),
        orderRow('ORD-3', 'processing'),
        orderRow('ORD-4', 'cancelled'),
        orderRow('ORD-5', 'pending_payment'),
        orderRow('ORD-6', 'on_hold'),
      ],
    }));
    await screen.findByRole('article', { name: 'Order ORD-1' });
    const expected: Array<[string, string, string]> = [
      ['ORD-1', 'Delivered', theme.status.delivered],
      ['ORD-2', 'Shipped', theme.status.shipped],
      ['ORD-3', 'Processing', theme.status.processing],
      ['ORD-4', 'Cancelled', theme.status.cancelled],
      ['ORD-5', 'Awaiting payment', theme.status.other],
      ['ORD-6', 'on hold', theme.status.other],
    ];
    for (const [id, words, colour] of expected) {
      const badge = badgeOf(id);
      expect(badge).toHaveTextContent(words);
      expect(badge).toHaveStyle({ backgroundColor: colour });
    }
    expect(theme.status.other).toBe('#6b7280');
  });

  it('offers Reorder Items only on a delivered order and Track Package only with a tracking number, shown in its box', async () => {
    renderOrders(() => ({
      body: [orderRow('ORD-1', 'delivered'), orderRow('ORD-2', 'shipped', { tracking_number: 'TRK-778812' })],
    }));
    const delivered = await screen.findByRole('article', { name: 'Order ORD-1' });
    const shipped = screen.getByRole('article', { name: 'Order ORD-2' });
    expect(within(delivered).getByRole('button', { name: 'Reorder Items' })).toBeInTheDocument();
    expect(within(delivered).queryByRole('button', { name: 'Track Package' })).not.toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: 'Reorder Items' })).not.toBeInTheDocument();
    expect(within(shipped).getByRole('button', { name: 'Track Package' })).toBeInTheDocument();
    expect(within(shipped).getByText('TRK-778812')).toBeInTheDocument();
  });

  it('Reorder Items puts the lines still in stock back in the cart through cart:item-added, at today’s price, and says which were left out', async () => {
    const added: Array<EventPayload<'cart:item-added'>> = [];
    const unsubscribe = bus.subscribe('cart:item-added', (payload) => added.push(payload));
    const backend = scriptedBackend((request) => {
      if (request.url.pathname === ORDERS) return { body: [orderRow('ORD-1', 'delivered')] };
      return {
        body: [
          { id: 'e1', name: 'Wireless Earbuds Pro', price: '2100.00', category: 'electronics', image: 'products/e1.svg', stock: 4 },
          { id: 'j2', name: 'Beaded Maasai Bracelet', price: '400.00', category: 'jewelry', image: 'products/j2.svg', stock: 0 },
        ],
      };
    });
    const host = signedInHost(backend);
    renderAt('/orders', <OrdersScreen />, host);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder Items' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({
        kind: 'warning',
        message: '1 of 2 items were added to your cart. No longer available: Beaded Maasai Bracelet.',
      }),
    );
    unsubscribe();
    expect(added).toEqual([
      {
        product: {
          id: 'e1',
          name: 'Wireless Earbuds Pro',
          price: 2100,
          currency: 'KES',
          image: 'http://backend.test/storage/v1/object/public/catalog/products/e1.svg',
          category: 'electronics',
        },
        quantity: 1,
      },
    ]);
    const productsRead = backend.sentTo('/rest/v1/products')[0]?.url.searchParams;
    expect(productsRead?.get('id')).toBe('in.(e1,j2)');
    // A vendor's member reads the vendor's drafts too: only what the shop sells may go back in the cart.
    expect(productsRead?.get('status')).toBe('eq.published');
  });

  it('Reorder Items with none of the products sold any more adds nothing and names them all', async () => {
    const added: Array<EventPayload<'cart:item-added'>> = [];
    const unsubscribe = bus.subscribe('cart:item-added', (payload) => added.push(payload));
    const backend = scriptedBackend((request) =>
      request.url.pathname === ORDERS ? { body: [orderRow('ORD-1', 'delivered')] } : { body: [] },
    );
    const host = signedInHost(backend);
    renderAt('/orders', <OrdersScreen />, host);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder Items' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({
        kind: 'warning',
        message: 'None of these items can be ordered any more: Wireless Earbuds Pro and Beaded Maasai Bracelet.',
      }),
    );
    unsubscribe();
    expect(added).toEqual([]);
  });

  it('on the order’s page each line shows where its vendor is, coloured as the order status it amounts to, a cancelled line with its reason', async () => {
    const row = orderRow('ORD-1', 'processing', {
      order_items: [
        {
          product_id: 'e1',
          name: 'Wireless Earbuds Pro',
          image: 'products/e1.svg',
          quantity: 1,
          price: '2000.00',
          status: 'ready',
          tracking_number: null,
          carrier: null,
          cancel_reason: null,
        },
        {
          product_id: 'j2',
          name: 'Beaded Maasai Bracelet',
          image: 'products/j2.svg',
          quantity: 2,
          price: '400.00',
          status: 'cancelled',
          tracking_number: null,
          carrier: null,
          cancel_reason: 'Sold out at the workshop',
        },
      ],
    });
    renderAt('/orders/:orderId', <OrdersScreen orderId="ORD-1" />, signedInHost(ordersBackend(() => ({ body: [row] }))), '/orders/ORD-1');
    const order = await screen.findByRole('article', { name: 'Order ORD-1' });
    const ready = order.querySelector('[data-line-status="ready"]');
    expect(ready).toHaveTextContent('Ready to ship');
    expect(ready).toHaveStyle({ backgroundColor: theme.status.processing });
    const cancelled = order.querySelector('[data-line-status="cancelled"]');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveStyle({ backgroundColor: theme.status.cancelled });
    expect(within(order).getByText('Sold out at the workshop')).toBeInTheDocument();
  });

  it('shows the tracking number of each parcel with its carrier, and Track Package, only once a vendor has shipped', async () => {
    const line = { image: 'products/e1.svg', quantity: 1, price: '2000.00', cancel_reason: null };
    renderOrders(() => ({
      body: [
        orderRow('ORD-1', 'shipped', {
          tracking_number: 'TRK-1, TRK-2',
          order_items: [
            {
              ...line,
              product_id: 'e1',
              name: 'Wireless Earbuds Pro',
              status: 'shipped',
              tracking_number: 'TRK-1',
              carrier: 'G4S Courier',
            },
            { ...line, product_id: 'j2', name: 'Beaded Maasai Bracelet', status: 'shipped', tracking_number: 'TRK-2', carrier: null },
          ],
        }),
        orderRow('ORD-2', 'processing', {
          order_items: [
            { ...line, product_id: 'e1', name: 'Wireless Earbuds Pro', status: 'accepted', tracking_number: null, carrier: null },
          ],
        }),
      ],
    }));
    const shipped = await screen.findByRole('article', { name: 'Order ORD-1' });
    expect(within(shipped).getByText('Tracking Numbers:', { exact: false })).toBeInTheDocument();
    expect(
      within(shipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['TRK-1 · Carrier: G4S Courier', 'TRK-2']));
    expect(within(shipped).getByRole('button', { name: 'Track Package' })).toBeInTheDocument();
    const processing = screen.getByRole('article', { name: 'Order ORD-2' });
    expect(within(processing).queryByText(/Tracking Number/)).not.toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: 'Track Package' })).not.toBeInTheDocument();
  });

  it('on a backend from before vendors fulfilled lines, reads the orders without the lines’ fulfilment', async () => {
    const { backend } = renderOrders((request) =>
      request.url.searchParams.get('select')?.includes('carrier')
        ? { status: 400, body: { code: '42703', message: 'column order_items_1.carrier does not exist', details: null, hint: null } }
        : { body: [orderRow('ORD-1', 'shipped', { tracking_number: 'TRK-9' })] },
    );
    const order = await screen.findByRole('article', { name: 'Order ORD-1' });
    expect(within(order).getByText('TRK-9')).toBeInTheDocument();
    expect(backend.sentTo(ORDERS).map((r) => r.url.searchParams.get('select')?.includes('payments('))).toEqual([true, true]);
  });

  it('asks the backend for the orders newest first and lists them in the order it returns', async () => {
    const { backend } = renderOrders(() => ({ body: [orderRow('ORD-2', 'shipped'), orderRow('ORD-1', 'delivered')] }));
    await screen.findByRole('article', { name: 'Order ORD-2' });
    expect(backend.sentTo(ORDERS)[0]?.url.searchParams.get('order')).toBe('date.desc,created_at.desc');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('data-order-id'))).toEqual(['ORD-2', 'ORD-1']);
  });

  it('a failed load shows the mapped message with Try Again, which loads again', async () => {
    let calls = 0;
    renderOrders(() => {
      calls += 1;
      if (calls === 1)
        return { status: 403, body: { code: '42501', message: 'permission denied for table orders', details: null, hint: null } };
      return { body: [orderRow('ORD-1', 'delivered')] };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access denied. If this persists, please contact support.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Order ORD-1' })).toBeInTheDocument();
  });

  it('with no orders: the empty state links to /products', async () => {
    renderOrders(() => ({ body: [] }));
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('an order id the backend does not return (another user’s) shows Order not found', async () => {
    const backend = ordersBackend(() => ({ body: [] }));
    renderAt('/orders/:orderId', <OrdersScreen orderId="ORD-9" />, signedInHost(backend), '/orders/ORD-9');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    await waitFor(() => expect(backend.sentTo(ORDERS)[0]?.url.searchParams.get('id')).toBe('eq.ORD-9'));
  });
});

describe('My Orders, live', () => {
  /** The page on a host whose realtime client the test drives; the backend answers `rows()` at each read. */
  function renderLive(rows: () => Array<ReturnType<typeof orderRow>>, path = '/orders', orderId?: string) {
    const realtime = fakeLive();
    const backend = ordersBackend(() => ({ body: rows() }));
    renderAt(
      path === '/orders' ? '/orders' : '/orders/:orderId',
      <OrdersScreen orderId={orderId} />,
      signedInHost(backend, undefined, { live: realtime.live }),
      path,
    );
    return { realtime, reads: () => backend.sentTo(ORDERS).length };
  }
  const indicator = () => screen.getByText(/^(Live|Connecting…|Reconnecting…|Offline)$/).closest('[role="status"]');

  it("follows the shopper's orders, payments and lines, and says the connection's state in words in a status region", async () => {
    const { realtime } = renderLive(() => [orderRow('ORD-1', 'processing')]);
    await screen.findByRole('article', { name: 'Order ORD-1' });
    expect(realtime.following()).toEqual([[{ table: 'orders' }, { table: 'payments' }, { table: 'order_items' }]]);
    expect(indicator()).toHaveTextContent('Connecting…');
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    expect(indicator()).toHaveTextContent('Live');
    expect(indicator()).toHaveAttribute('data-live', 'open');
  });

  it("an order's page follows that order, its payments and its lines only", async () => {
    const { realtime } = renderLive(() => [orderRow('ORD-1', 'processing')], '/orders/ORD-1', 'ORD-1');
    await screen.findByRole('article', { name: 'Order ORD-1' });
    expect(realtime.following()).toEqual([
      [
        { table: 'orders', filter: 'id=eq.ORD-1' },
        { table: 'payments', filter: 'order_id=eq.ORD-1' },
        { table: 'order_items', filter: 'order_id=eq.ORD-1' },
      ],
    ]);
  });

  it('a line a vendor ships while the order stays processing shows its new status and tracking number without a reload', async () => {
    const line = (status: string, tracking: string | null) => ({
      product_id: 'e1',
      name: 'Wireless Earbuds Pro',
      image: 'products/e1.svg',
      quantity: 1,
      price: '2000.00',
      status,
      tracking_number: tracking,
      carrier: tracking && 'G4S Courier',
      cancel_reason: null,
    });
    const waiting = {
      product_id: 'j2',
      name: 'Beaded Maasai Bracelet',
      image: 'products/j2.svg',
      quantity: 2,
      price: '400.00',
      status: 'pending',
      tracking_number: null,
      carrier: null,
      cancel_reason: null,
    };
    let row = orderRow('ORD-1', 'processing', { order_items: [line('ready', null), waiting] });
    const { realtime } = renderLive(() => [row], '/orders/ORD-1', 'ORD-1');
    const order = await screen.findByRole('article', { name: 'Order ORD-1' });
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    expect(order.querySelector('[data-line-status="ready"]')).toBeInTheDocument();

    row = orderRow('ORD-1', 'processing', { tracking_number: 'TRK-77', order_items: [line('shipped', 'TRK-77'), waiting] });
    realtime.change({ table: 'order_items', event: 'UPDATE', new: { order_id: 'ORD-1', status: 'shipped', tracking_number: 'TRK-77' } });
    await waitFor(() => expect(order.querySelector('[data-line-status="shipped"]')).toHaveTextContent('Shipped'));
    expect(within(order).getByText('TRK-77')).toBeInTheDocument();
    expect(within(order).getByText('· Carrier: G4S Courier', { exact: false })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Track Package' })).toBeInTheDocument();
    expect(badgeOf('ORD-1')).toHaveAttribute('data-status', 'processing');
  });

  it('an order shipped while the page is open changes its badge, tracking number and buttons without a reload, announced politely', async () => {
    let row = orderRow('ORD-1', 'processing');
    const { realtime, reads } = renderLive(() => [row]);
    await screen.findByRole('article', { name: 'Order ORD-1' });
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    expect(screen.queryByRole('button', { name: 'Track Package' })).not.toBeInTheDocument();

    row = orderRow('ORD-1', 'shipped', { tracking_number: 'TRK-500100' });
    realtime.change({ table: 'orders', event: 'UPDATE', new: { id: 'ORD-1', status: 'shipped', tracking_number: 'TRK-500100' } });
    await waitFor(() => expect(badgeOf('ORD-1')).toHaveAttribute('data-status', 'shipped'));
    expect(badgeOf('ORD-1')).toHaveTextContent('Shipped');
    expect(screen.getByText('TRK-500100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track Package' })).toBeInTheDocument();
    const announcements = screen.getByTestId('order-announcements');
    expect(announcements).toHaveAttribute('aria-live', 'polite');
    expect(announcements).toHaveTextContent('Order ORD-1 is now Shipped.');
    // Read again quietly: no skeleton came back.
    expect(reads()).toBe(2);
    expect(screen.queryAllByTestId('order-skeleton')).toHaveLength(0);
  });

  it('announces in the shopper’s language', async () => {
    let row = orderRow('ORD-1', 'shipped');
    const { realtime } = renderLive(() => [row]);
    await screen.findByRole('article', { name: 'Order ORD-1' });
    await act(() => switchLanguage('sw'));
    row = orderRow('ORD-1', 'delivered');
    realtime.change({ table: 'orders', event: 'UPDATE', new: { id: 'ORD-1', status: 'delivered' } });
    await waitFor(() => expect(screen.getByTestId('order-announcements')).toHaveTextContent('Agizo ORD-1 sasa ni Imewasilishwa.'));
    await act(() => switchLanguage('en'));
  });

  it('while the connection is down the page stays as it was; on the reconnect it reads again and shows a change made meanwhile', async () => {
    let row = orderRow('ORD-1', 'processing');
    const { realtime, reads } = renderLive(() => [row]);
    await screen.findByRole('article', { name: 'Order ORD-1' });
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    expect(reads()).toBe(1);

    realtime.status('CHANNEL_ERROR');
    realtime.setState('reconnecting');
    expect(indicator()).toHaveTextContent('Reconnecting…');
    expect(badgeOf('ORD-1')).toHaveAttribute('data-status', 'processing');

    row = orderRow('ORD-1', 'cancelled');
    realtime.setState('open');
    realtime.status('SUBSCRIBED');
    await waitFor(() => expect(badgeOf('ORD-1')).toHaveAttribute('data-status', 'cancelled'));
    expect(reads()).toBe(2);
    expect(indicator()).toHaveTextContent('Live');
    expect(screen.getByTestId('order-announcements')).toHaveTextContent('Order ORD-1 is now Cancelled.');
  });

  it('a subscription refused with the socket up says Offline, and the page keeps its orders', async () => {
    const { realtime } = renderLive(() => [orderRow('ORD-1', 'processing')]);
    await screen.findByRole('article', { name: 'Order ORD-1' });
    realtime.setState('open');
    realtime.status('CHANNEL_ERROR');
    expect(indicator()).toHaveTextContent('Offline');
    expect(screen.getByRole('article', { name: 'Order ORD-1' })).toBeInTheDocument();
  });

  it('on a host without the live API (a shell before contracts 2.1) the page shows no indicator and works as before', async () => {
    renderOrders(() => ({ body: [orderRow('ORD-1', 'processing')] }));
    await screen.findByRole('article', { name: 'Order ORD-1' });
    expect(screen.queryByText(/^(Live|Connecting…|Reconnecting…|Offline)$/)).not.toBeInTheDocument();
  });
});
