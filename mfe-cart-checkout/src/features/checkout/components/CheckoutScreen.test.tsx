import '@testing-library/jest-dom';
import { Route } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type EventPayload } from '@marketplace/contracts';
import {
  dress,
  earbuds,
  fakeSupabase,
  provideRandomUUID,
  renderAt,
  setUpI18n,
  signedInHost,
  type Answer,
  type Backend,
} from '../../../testing/harness';
import { cart } from '../../../lib/cart/cart';
import { CHECKOUT_STORAGE_KEY, INITIAL_ENTRIES, type CheckoutEntries } from '../state/session';
import { POLL_LIMIT_MS } from '../hooks/usePlaceOrder';
import { CheckoutScreen } from './CheckoutScreen';

const routes = (
  <>
    <Route path="/checkout" element={<CheckoutScreen />} />
    <Route path="/cart" element={<p>cart page</p>} />
    <Route path="/login" element={<p>login page</p>} />
  </>
);

const ADDRESS = { name: 'Amina Hassan', phone: '0712345678', area: 'Westlands', street: 'Mpaka Road, Block B', notes: 'Call at the gate' };

const placed = (payment_method: 'mpesa' | 'card' | 'cod', status = payment_method === 'cod' ? 'processing' : 'pending_payment') => ({
  id: 'ORD-2026-000123',
  status,
  subtotal: 6700,
  delivery_fee: 300,
  tax: 536,
  total: 7536,
  payment_method,
});

function renderCheckout(backend: Partial<Backend> = {}) {
  const fake = fakeSupabase(backend);
  renderAt('/checkout', routes, signedInHost(fake.client));
  return fake;
}

/** Starts the checkout at a step with these entries, as a shopper coming back within the visit. */
function resumeAt(entries: Partial<CheckoutEntries>) {
  sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...INITIAL_ENTRIES, ...entries }));
}

/** The step's own heading (the summary panel has another h2). */
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 5:/ });
const line = (name: string) => {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByText(name, { selector: '.name' }));
  if (!item) throw new Error(`no line for ${name}`);
  return item;
};
/** The catalogue's rows for the asked ids among those it still lists. */
const catalogue = (filters: Record<string, unknown>, listed: string[]) =>
  [dress, earbuds]
    .filter((p) => listed.includes(p.id) && (filters['id'] as string[]).includes(p.id))
    .map((p) => ({ id: p.id, name: p.name, price: String(p.price), image: `products/${p.id}.svg`, category: p.category }));
const refusal = (message: string, productId: string, hint: string): Answer => ({
  data: null,
  error: { code: 'P0001', message, details: productId, hint },
});

jest.setTimeout(30_000);
beforeAll(setUpI18n);
beforeAll(provideRandomUUID);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  cart.clear();
  cart.add(dress, 1);
  cart.add(earbuds, 1);
});

describe('checkout page frame', () => {
  it('has the breadcrumb Home > Cart > Checkout, Cart linking to /cart', async () => {
    renderCheckout();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(within(nav).getByText('Checkout')).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Cart', 'Checkout']);
    await screen.findByText('Kitenge Print Maxi Dress');
  });

  it('with an empty cart sends the shopper to /cart', async () => {
    cart.clear();
    renderCheckout();
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('stepper', () => {
  it('lists the five steps with aria-current="step" on the current one; Previous is disabled on step 1 only', async () => {
    renderCheckout();
    const steps = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['1Cart Review', '2Delivery', '3Payment', '4Confirm', '5Complete']);
    expect(steps.map((li) => li.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(steps.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null, null]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

describe('a guest on Confirm', () => {
  it('is asked to sign in (link to /login) and cannot place the order', async () => {
    resumeAt({ step: 4, address: ADDRESS, payment: 'cod' });
    const fake = fakeSupabase();
    renderAt('/checkout', routes, {
      ...signedInHost(fake.client),
      auth: { status: 'signed-out', user: null, available: true, signOut: async () => undefined },
    });
    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(prompt).toHaveTextContent('Please sign in to place your order. Your cart and details will be kept.');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(fake.rpc).not.toHaveBeenCalled();
  });
});

describe('Delivery step', () => {
  it('offers Standard (1–3 days) and Express (24 hours) at KSh 300 and Pick-up free, Standard chosen', async () => {
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('group', { name: 'Delivery method' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Standard (1–3 days)KSh 300',
      'Express (24 hours)KSh 300',
      "Pick-up from the vendor's shopFree",
    ]);
    expect(within(group).getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('KSh 300');
  });

  it('above KSh 10,000 Standard and Express are free too', async () => {
    cart.setQuantity(dress.id, 3); // 7,500 + 4,200 = 11,700
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const labels = within(screen.getByRole('group', { name: 'Delivery method' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Standard (1–3 days)Free', 'Express (24 hours)Free', "Pick-up from the vendor's shopFree"]);
  });

  it('choosing Pick-up hides the address fields, and Continue needs no address', async () => {
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Pick-up/ }));
    expect(screen.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
    for (const label of ['Full name', 'Phone number', 'Area / estate', 'Street / building', 'Delivery notes (optional)']) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(screen.getByText("No address needed: you collect your order from the vendor's shop.")).toBeInTheDocument();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stepHeading()).toHaveTextContent('Payment');
  });
});

describe('server refusals on Place Order', () => {
  beforeEach(() => resumeAt({ step: 4, address: ADDRESS, payment: 'cod' }));

  it("'Only 2 left in stock' goes back to Cart Review with the reason on that line only", async () => {
    const backend = renderCheckout({ rpc: () => refusal('Only 2 left in stock: fp-2', 'fp-2', 'order.outOfStock') });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Cart Review'));
    expect(backend.rpc).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart was updated. Please review it before you place your order.');
    expect(within(line('Wireless Earbuds Pro')).getByTestId('line-note')).toHaveTextContent('Only 2 left in stock');
    expect(within(line('Kitenge Print Maxi Dress')).queryByTestId('line-note')).not.toBeInTheDocument();
  });

  it("the server's 'Sign in to place an order' (session ended) sends the shopper to /login, every entry kept for the way back", async () => {
    renderCheckout({
      rpc: () => ({
        data: null,
        error: { code: '42501', message: 'Sign in to place an order', details: null, hint: 'order.signInRequired' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const kept = JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? '{}') as CheckoutEntries;
    expect(kept.address).toEqual(ADDRESS);
    expect(kept.payment).toBe('cod');
  });

  it("'Product not found' goes back to Cart Review, marks that line unavailable and leaves it out of the next order", async () => {
    // The product is deleted just before the order: place_order refuses it, and the catalogue no longer lists it.
    let gone = false;
    const backend = renderCheckout({
      rpc: () =>
        gone ? { data: placed('cod'), error: null } : ((gone = true), refusal('Product not found: fp-2', 'fp-2', 'order.productNotFound')),
      query: ({ table, filters }) => ({
        data: table === 'products' ? catalogue(filters, gone ? ['fp-1'] : ['fp-1', 'fp-2']) : [],
        error: null,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Cart Review'));
    expect(within(line('Wireless Earbuds Pro')).getByTestId('line-note')).toHaveTextContent(
      'No longer available: it will not be included in your order',
    );
    expect(within(line('Kitenge Print Maxi Dress')).queryByTestId('line-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KSh 2,500');

    for (let step = 1; step < 4; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('confirm-items')).toHaveTextContent('Kitenge Print Maxi Dress × 1: KSh 2,500');
    expect(screen.getByTestId('confirm-items')).not.toHaveTextContent('Wireless Earbuds Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Order Completed');
    expect(backend.rpc).toHaveBeenLastCalledWith('place_order', expect.objectContaining({ lines: [{ product_id: 'fp-1', quantity: 1 }] }));
  });
});

describe('a product the catalogue no longer has', () => {
  it('is shown unavailable on Cart Review and left out of the summary, Confirm and the order', async () => {
    const backend = renderCheckout({
      query: ({ table, filters }) => ({ data: table === 'products' ? catalogue(filters, ['fp-1']) : [], error: null }),
      rpc: () => ({ data: placed('cod'), error: null }),
    });
    expect(await within(line('Wireless Earbuds Pro')).findByTestId('line-note')).toHaveTextContent(
      'No longer available: it will not be included in your order',
    );
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KSh 2,500');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const [label, value] of Object.entries({
      'Full name': ADDRESS.name,
      'Phone number': ADDRESS.phone,
      'Area / estate': ADDRESS.area,
      'Street / building': ADDRESS.street,
    })) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('confirm-items')).not.toHaveTextContent('Wireless Earbuds Pro');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Order Completed');
    expect(backend.rpc).toHaveBeenCalledWith('place_order', expect.objectContaining({ lines: [{ product_id: 'fp-1', quantity: 1 }] }));
  });
});

const PLACE_NEEDS = "Placing your order needs a connection — your cart and details are kept; try again when you're back online.";

/** What the browser says about its connection (`navigator.onLine`). */
function connection(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('a network failure on Place Order', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says placing needs a connection and keeps every entry (address, phone, notes, payment)', async () => {
    resumeAt({ step: 4, address: ADDRESS, payment: 'mpesa', mpesaPhone: '0722000111' });
    let online = false;
    const backend = renderCheckout({
      rpc: () =>
        online
          ? { data: placed('mpesa'), error: null }
          : { data: null, error: { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Connection error. Please check your network. ${PLACE_NEEDS}`);
    expect(stepHeading()).toHaveTextContent('Confirm');
    expect(screen.getByTestId('confirm-address')).toHaveTextContent('Amina Hassan, +254712345678');
    expect(screen.getByTestId('confirm-address')).toHaveTextContent('Call at the gate');
    expect(screen.getByTestId('confirm-payment')).toHaveTextContent('M-Pesa (+254722000111)');

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0722000111');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Full name')).toHaveValue(ADDRESS.name);
    expect(screen.getByLabelText('Phone number')).toHaveValue(ADDRESS.phone);
    expect(screen.getByLabelText('Area / estate')).toHaveValue(ADDRESS.area);
    expect(screen.getByLabelText('Street / building')).toHaveValue(ADDRESS.street);
    expect(screen.getByLabelText('Delivery notes (optional)')).toHaveValue(ADDRESS.notes);

    // A retry once the network is back is the same request: the same idempotency key.
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByTestId('payment-status');
    const [first, second] = backend.rpc.mock.calls.map(([, args]) => args['idempotency_key']);
    expect(second).toBe(first);
  });
});

describe('offline at Place Order and at payment', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offline at Place Order: says so in an alert, sends nothing, keeps the cart and entries; back online the order goes through', async () => {
    resumeAt({ step: 4, address: ADDRESS, payment: 'mpesa', mpesaPhone: '0722000111' });
    const backend = renderCheckout({ rpc: () => ({ data: placed('mpesa'), error: null }) });
    connection(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`You're offline. ${PLACE_NEEDS}`);
    expect(backend.rpc).not.toHaveBeenCalled();
    expect(backend.invoke).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirm-payment')).toHaveTextContent('M-Pesa (+254722000111)');
    expect(screen.getByTestId('confirm-items')).toHaveTextContent('Kitenge Print Maxi Dress');
    expect(cart.get().lines).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    connection(true);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Check your phone');
    expect(screen.queryByText(new RegExp(PLACE_NEEDS.slice(0, 30)))).not.toBeInTheDocument();
  });

  it('the M-Pesa request lost on the way: the placed order says paying needs a connection; Try Again offline stays, online pays the same order', async () => {
    resumeAt({ step: 4, address: ADDRESS, payment: 'mpesa', mpesaPhone: '0722000111' });
    let reachable = false;
    const backend = renderCheckout({
      rpc: () => ({ data: placed('mpesa'), error: null }),
      invoke: () =>
        reachable
          ? { data: { ResponseCode: '0' }, error: null }
          : {
              data: null,
              error: Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError' }),
            },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    const status = await screen.findByTestId('payment-status');
    expect(status).toHaveAttribute('role', 'alert');
    expect(status).toHaveTextContent('No connection');
    expect(status).toHaveTextContent(
      "Paying needs a connection. Your order and details are kept — press Try Again when you're back online.",
    );
    expect(status).not.toHaveTextContent('Payment failed');

    connection(false);
    await userEvent.click(within(status).getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('No connection');
    expect(backend.invoke).toHaveBeenCalledTimes(1);

    connection(true);
    reachable = true;
    await userEvent.click(within(screen.getByTestId('payment-status')).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Check your phone'));
    expect(backend.rpc).toHaveBeenCalledTimes(1);
    expect(backend.invoke).toHaveBeenLastCalledWith('mpesa-stk-push', { body: { order_id: 'ORD-2026-000123', phone: '+254722000111' } });
  });
});

describe('keyboard alone on Payment and Confirm', () => {
  it('reaches the payment choices with Tab, changes them with the arrow keys, and places the order with Enter', async () => {
    resumeAt({ step: 3, address: ADDRESS, mpesaPhone: '0712345678' });
    const changes: Array<EventPayload<'cart:changed'>> = [];
    const stop = bus.subscribe('cart:changed', (payload) => changes.push(payload));
    const backend = renderCheckout({ rpc: () => ({ data: placed('cod'), error: null }) });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'M-Pesa' })).toBeChecked();

    // Tab from the step heading lands on the checked radio of the group.
    act(() => stepHeading().focus());
    await user.tab();
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(screen.getByText('Pay in cash when your order arrives.')).toBeInTheDocument();

    // On to Continue by Tab, pressed with Enter: Confirm, with its heading focused.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stepHeading()).toHaveTextContent('Confirm');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByTestId('confirm-payment')).toHaveTextContent('Cash on Delivery');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Order Completed')).toBeInTheDocument();
    expect(backend.rpc).toHaveBeenCalledTimes(1);
    expect(backend.rpc).toHaveBeenCalledWith('place_order', expect.objectContaining({ payment_method: 'cod' }));
    expect(screen.getByTestId('order-number')).toHaveTextContent('ORD-2026-000123');
    expect(screen.getByTestId('order-total')).toHaveTextContent('KSh 7,536');
    expect(cart.get().lines).toEqual([]);
    expect(changes.at(-1)).toMatchObject({ count: 0 });
    stop();
  });

  it('Previous (Space) goes back from Confirm to Payment, where Space picks a method', async () => {
    resumeAt({ step: 4, address: ADDRESS, mpesaPhone: '0712345678' });
    renderCheckout();
    const user = userEvent.setup();
    const previous = await screen.findByRole('button', { name: 'Previous' });
    act(() => previous.focus());
    await user.keyboard(' ');
    expect(stepHeading()).toHaveTextContent('Payment');
    expect(stepHeading()).toHaveFocus();

    act(() => screen.getByRole('radio', { name: 'Cash on Delivery' }).focus());
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(screen.queryByLabelText('M-Pesa phone number')).not.toBeInTheDocument();
  });
});

describe('Complete', () => {
  it('shows Order Completed with Track Order to /orders and Continue Shopping to /', async () => {
    resumeAt({ step: 4, address: ADDRESS, payment: 'cod' });
    renderCheckout({ rpc: () => ({ data: placed('cod'), error: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Order Completed/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });
});

describe('M-Pesa on the Confirm step', () => {
  afterEach(() => jest.useRealTimers());

  it("says to check the phone, then after 2 minutes without an answer shows 'Payment timed out' with Try Again and Change Payment Method", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    resumeAt({ step: 4, address: ADDRESS, mpesaPhone: '0712345678' });
    const backend = renderCheckout({
      rpc: () => ({ data: placed('mpesa'), error: null }),
      query: ({ table, filters }) => ({
        data:
          table === 'orders'
            ? { status: 'pending_payment' }
            : table === 'payments'
              ? [{ status: 'pending', result_code: null }]
              : catalogue(filters, ['fp-1', 'fp-2']),
        error: null,
      }),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Check your phone and enter your M-Pesa PIN to pay KSh 7,536.');
    expect(backend.invoke).toHaveBeenCalledWith('mpesa-stk-push', { body: { order_id: 'ORD-2026-000123', phone: '+254712345678' } });

    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_LIMIT_MS - 2000);
    });
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Waiting for the payment confirmation...');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    const problem = screen.getByTestId('payment-status');
    expect(problem).toHaveAttribute('role', 'alert');
    expect(within(problem).getByRole('heading', { name: 'Payment timed out' })).toBeInTheDocument();
    expect(within(problem).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(problem).getByRole('button', { name: 'Change Payment Method' })).toBeInTheDocument();
  });
});
