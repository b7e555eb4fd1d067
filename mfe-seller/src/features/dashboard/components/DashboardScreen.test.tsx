import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { fakeLive } from '@marketplace/testing';
import { lineRow } from '../../../testing/fixtures';
import { renderAt, refusal, sellerBackend, sellerHost, setUpI18n, VENDOR_ID, type Handler } from '../../../testing/harness';
import { DashboardScreen } from './DashboardScreen';

beforeAll(setUpI18n);

const FIGURES = {
  vendor_id: VENDOR_ID,
  currency: 'KES',
  orders_to_fulfil: 3,
  orders_today: 1,
  revenue_week: 12400,
  revenue_month: 48100.5,
  low_stock_threshold: 5,
  low_stock: [
    { id: 'laptop-14-inch', name: 'Laptop 14-inch 8GB RAM', stock: 4, status: 'published' },
    { id: 'usb-hub', name: 'USB-C Hub', stock: 0, status: 'draft' },
  ],
};

function dashboardHandler(lines: () => unknown[]): Handler {
  return (request) => {
    if (request.url.pathname === '/rest/v1/rpc/vendor_dashboard') return { body: FIGURES };
    if (request.url.pathname === '/rest/v1/rpc/vendor_order_lines') return { body: lines() };
    return { status: 404, body: {} };
  };
}

function renderDashboard(handler: Handler, access?: { vendorId?: string | null; operator?: boolean }, live?: ReturnType<typeof fakeLive>) {
  const backend = sellerBackend(handler, access);
  const host = sellerHost(backend, live ? { live: live.live } : {});
  renderAt('/seller', <DashboardScreen />, host);
  return { backend, host };
}

describe('/seller', () => {
  it('tells a signed-in shopper who is neither member nor operator they are not a vendor yet, with a link to start selling', async () => {
    const { backend } = renderDashboard(() => ({ status: 404, body: {} }), { vendorId: null, operator: false });
    expect(await screen.findByRole('heading', { name: 'You are not a vendor yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start selling' })).toHaveAttribute('href', '/vendor/register');
    expect(screen.queryByRole('navigation', { name: 'Seller center sections' })).not.toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/rpc/vendor_dashboard')).toHaveLength(0);
  });

  it("shows a member today's orders to fulfil, revenue this week and month in KSh, low stock linked to each product's editor, and the newest lines", async () => {
    const { backend } = renderDashboard(dashboardHandler(() => [lineRow(7, 'ORD-2025-000042')]));
    const list = await screen.findByLabelText('Your figures');
    expect(within(list).getByText('Orders to fulfil').nextSibling).toHaveTextContent('3');
    expect(within(list).getByText('Orders today').nextSibling).toHaveTextContent('1');
    expect(within(list).getByText('Revenue this week').nextSibling).toHaveTextContent('KSh 12,400');
    expect(within(list).getByText('Revenue this month').nextSibling).toHaveTextContent('KSh 48,100.50');
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(lowStock).getByRole('link', { name: 'Laptop 14-inch 8GB RAM' })).toHaveAttribute(
      'href',
      '/seller/products/laptop-14-inch',
    );
    expect(within(lowStock).getByText('4 left')).toBeInTheDocument();
    expect(within(lowStock).getByText('Out of stock')).toBeInTheDocument();
    const newest = screen.getByRole('region', { name: 'Newest order lines' });
    expect(within(newest).getByTestId('newest-line')).toHaveTextContent(/ORD-2025-000042 · 2 × Wireless Earbuds Pro/);
    expect(within(newest).getByTestId('newest-line')).toHaveTextContent(/KSh 4,000\s*New/);
    const [lines] = backend.sentTo('/rest/v1/rpc/vendor_order_lines');
    expect(lines!.url.searchParams.get('order')).toBe('ordered_at.desc,id.asc');
    expect(lines!.url.searchParams.get('limit')).toBe('5');
    expect(screen.getByRole('navigation', { name: 'Seller center sections' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();
  });

  it('Refresh reads again, shows a new order line and announces it in the polite live region', async () => {
    let lines = [lineRow(7, 'ORD-2025-000042')];
    renderDashboard(dashboardHandler(() => lines));
    await screen.findAllByTestId('newest-line');
    const announcement = screen.getByTestId('dashboard-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('');
    lines = [lineRow(9, 'ORD-2025-000051', { name: 'Laptop 14-inch 8GB RAM', quantity: 1 }), ...lines];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('ORD-2025-000051')).toBeInTheDocument();
    await waitFor(() => expect(announcement).toHaveTextContent('New order ORD-2025-000051: 1 × Laptop 14-inch 8GB RAM'));
  });

  it("follows the vendor's order lines live: a new paid order appears without a reload, announced politely, and a reconnect reads again", async () => {
    const live = fakeLive('open');
    let lines = [lineRow(7, 'ORD-2025-000042')];
    const { backend } = renderDashboard(
      dashboardHandler(() => lines),
      {},
      live,
    );
    await screen.findAllByTestId('newest-line');
    expect(live.following()).toEqual([[{ table: 'order_items', filter: `vendor_id=eq.${VENDOR_ID}` }]]);
    live.status('SUBSCRIBED');
    expect(screen.getByText('Live: new orders appear as they arrive')).toBeInTheDocument();
    const reads = backend.sentTo('/rest/v1/rpc/vendor_dashboard').length;

    lines = [lineRow(9, 'ORD-2025-000051', { name: 'Laptop 14-inch 8GB RAM', quantity: 1 }), ...lines];
    live.change({ table: 'order_items', event: 'INSERT', new: { id: 9, vendor_id: VENDOR_ID, order_id: 'ORD-2025-000051' } });
    expect(await screen.findByText('ORD-2025-000051')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-announcement')).toHaveTextContent('New order ORD-2025-000051: 1 × Laptop 14-inch 8GB RAM'),
    );
    await waitFor(() => expect(backend.sentTo('/rest/v1/rpc/vendor_dashboard')).toHaveLength(reads + 1));

    live.status('CHANNEL_ERROR');
    live.status('SUBSCRIBED');
    await waitFor(() => expect(backend.sentTo('/rest/v1/rpc/vendor_dashboard')).toHaveLength(reads + 2));
  });

  it('without a live API (an older shell) shows no live indicator and still refreshes on demand', async () => {
    renderDashboard(dashboardHandler(() => []));
    await screen.findByText('No orders yet. They appear here as soon as a shopper buys one of your products.');
    expect(screen.queryByText('Live updates are off: use Refresh')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('shows an operator who is no member the way to the applications, and only the operators’ sections', async () => {
    renderDashboard(() => ({ status: 404, body: {} }), { vendorId: null, operator: true });
    expect(await screen.findByRole('heading', { name: 'Vendor applications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review vendor applications' })).toHaveAttribute('href', '/seller/applications');
    expect(
      within(screen.getByRole('navigation', { name: 'Seller center sections' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Applications', 'Payouts']);
  });

  it('a member who is also an operator sees the operators’ sections beside the vendor’s', async () => {
    renderDashboard(
      dashboardHandler(() => []),
      { operator: true },
    );
    expect(await screen.findByText('No orders yet. They appear here as soon as a shopper buys one of your products.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review vendor applications' })).toHaveAttribute('href', '/seller/applications');
    expect(
      within(screen.getByRole('navigation', { name: 'Seller center sections' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Products', 'Orders', 'Payments', 'Shop profile', 'Applications', 'Payouts']);
  });

  it('maps a refused dashboard (seller.notMember) to its sentence, without reporting it as a fault', async () => {
    const { host } = renderDashboard((request) =>
      request.url.pathname === '/rest/v1/rpc/vendor_dashboard'
        ? refusal(403, '42501', "Only a vendor's members can see its dashboard", 'seller.notMember')
        : { body: [] },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the shop’s members can do this.');
    expect(host.reportError).not.toHaveBeenCalled();
  });

  it('shows the central mapping’s message for a network failure, reports it, and offers Try again when the access check fails', async () => {
    const backend = sellerBackend(() => ({ status: 404, body: {} }));
    const failing = { ...backend.client, rpc: () => Promise.reject(new TypeError('Failed to fetch')) } as unknown as typeof backend.client;
    const host = sellerHost(null, { getSupabase: async () => failing });
    renderAt('/seller', <DashboardScreen />, host);
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please check your network.');
    expect(host.reportError).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'), {
      remote: 'mfe-seller',
      action: 'read-access',
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says the service is unavailable when the site runs without a backend', async () => {
    renderAt('/seller', <DashboardScreen />, sellerHost(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable. Please contact support.');
  });

  it.each([
    ['so', 'Dalabaadka la fulinayo', 'Dakhliga toddobaadkan', 'Cusboonaysii'],
    ['sw', 'Maagizo ya kutimiza', 'Mapato ya wiki hii', 'Onyesha upya'],
  ])('reads in %s: the figures and the refresh button', async (language, toFulfil, week, refresh) => {
    await act(() => i18next.changeLanguage(language));
    try {
      renderDashboard(dashboardHandler(() => []));
      expect(await screen.findByText(toFulfil)).toBeInTheDocument();
      expect(screen.getByText(week)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: refresh })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
