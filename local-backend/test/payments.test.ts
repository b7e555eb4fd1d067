import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';

const SECRET = 'test-callback-secret';
const ADDRESS = { name: 'Wanjiru Kamau', phone: '0712 345 678', area: 'Kilimani', street: 'Moi Avenue 12' };

interface Payment {
  status: string;
  result_code: number | null;
  result_desc: string | null;
  mpesa_receipt: string | null;
  phone: string | null;
  card_brand: string | null;
  card_last4: string | null;
  amount: number;
  checkout_request_id: string | null;
  merchant_request_id: string | null;
}

/** A product of this run priced 1,800 (orders of one: 1,800 + 300 delivery + 144 tax = 2,244). */
const PRODUCT = `t-${randomUUID().slice(0, 8)}-pay`;

/** Its own backend per describe; on a shared PostgreSQL the product is created once and removed at the end. */
async function startWithProduct(options: Parameters<typeof startTestBackend>[0] = {}): Promise<Backend> {
  const backend = await startTestBackend(options);
  const product = { id: PRODUCT, vendor_id: 'kahawa-house', category: 'food', name: 'Test coffee', price: 1800, stock: 1000 };
  const { error } = await client(backend, backend.serviceKey).from('products').upsert(product, { onConflict: 'id' });
  if (error) throw error;
  return backend;
}

async function stopAndClean(backend: Backend | undefined): Promise<void> {
  if (!backend) return;
  await client(backend, backend.serviceKey).from('products').delete().eq('id', PRODUCT);
  await backend.close();
}

async function placeOrder(supabase: SupabaseClient, paymentMethod = 'mpesa'): Promise<string> {
  const { data, error } = await supabase.rpc('place_order', {
    lines: [{ product_id: PRODUCT, quantity: 1 }],
    delivery: 'standard',
    address: ADDRESS,
    payment_method: paymentMethod,
    idempotency_key: randomUUID(),
  });
  if (error) throw error;
  return (data as { id: string }).id;
}

async function orderStatus(supabase: SupabaseClient, id: string): Promise<string> {
  const { data } = await supabase.from('orders').select('status').eq('id', id).single();
  return (data as { status: string }).status;
}

async function latestPayment(supabase: SupabaseClient, orderId: string): Promise<Payment> {
  const { data } = await supabase.from('payments').select('*').eq('order_id', orderId).order('id', { ascending: false }).limit(1).single();
  return data as Payment;
}

/** Polls like the checkout does (more often: the test backend answers after 50 ms). */
async function waitForStatus(supabase: SupabaseClient, id: string, wanted: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await orderStatus(supabase, id)) === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`order ${id} is ${await orderStatus(supabase, id)}, not ${wanted}`);
}

/** The error body a function answered with. */
async function errorBody(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (!(error instanceof FunctionsHttpError)) throw new Error(`expected an HTTP error from the function, got ${String(error)}`);
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('M-Pesa STK push through the simulated Daraja', () => {
  let backend: Backend;
  let shopper: SupabaseClient;

  beforeAll(async () => {
    backend = await startWithProduct({ mpesaCallbackDelayMs: 50, mpesaCallbackSecret: SECRET });
    ({ supabase: shopper } = await confirmedUser(backend));
  }, 60_000);

  afterAll(async () => {
    await stopAndClean(backend);
  });

  it('answers like Daraja, charges the order total whatever the request says, and a paid callback moves the order to processing', async () => {
    const id = await placeOrder(shopper);
    const { data, error } = await shopper.functions.invoke('mpesa-stk-push', { body: { order_id: id, phone: '0712 345 678', amount: 1 } });
    expect(error).toBeNull();
    expect(data).toEqual({
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{24}$/),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    await waitForStatus(shopper, id, 'processing');
    expect(await latestPayment(shopper, id)).toMatchObject({
      status: 'paid',
      result_code: 0,
      amount: 2244,
      phone: '+2547******78',
      mpesa_receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
      checkout_request_id: (data as { CheckoutRequestID: string }).CheckoutRequestID,
    });
  });

  it('fails the order when the shopper cancels on the phone (number ending 1032), and a retry can pay it', async () => {
    const id = await placeOrder(shopper);
    expect((await shopper.functions.invoke('mpesa-stk-push', { body: { order_id: id, phone: '+254 700 001 032' } })).error).toBeNull();
    await waitForStatus(shopper, id, 'payment_failed');
    expect(await latestPayment(shopper, id)).toMatchObject({
      status: 'cancelled',
      result_code: 1032,
      result_desc: 'Request cancelled by user',
    });

    expect((await shopper.functions.invoke('mpesa-stk-push', { body: { order_id: id, phone: '254712345678' } })).error).toBeNull();
    await waitForStatus(shopper, id, 'processing');
    expect(await latestPayment(shopper, id)).toMatchObject({ status: 'paid', result_code: 0 });
  });

  it('fails the order when the phone never answers (number ending 1037)', async () => {
    const id = await placeOrder(shopper, 'card');
    expect((await shopper.functions.invoke('mpesa-stk-push', { body: { order_id: id, phone: '0700001037' } })).error).toBeNull();
    await waitForStatus(shopper, id, 'payment_failed');
    expect(await latestPayment(shopper, id)).toMatchObject({
      status: 'failed',
      result_code: 1037,
      result_desc: 'DS timeout user cannot be reached',
    });
    // Switching to M-Pesa from card is recorded on the order.
    expect((await shopper.from('orders').select('payment_method').eq('id', id).single()).data).toEqual({ payment_method: 'mpesa' });
  });

  it('refuses a push for a stranger, an unknown or paid order, a bad phone, or a second push while one is in flight', async () => {
    const id = await placeOrder(shopper);
    const stranger = await confirmedUser(backend);
    const push = (supabase: SupabaseClient, body: Record<string, unknown>) => supabase.functions.invoke('mpesa-stk-push', { body });

    expect(await errorBody((await push(client(backend), { order_id: id, phone: '0712345678' })).error)).toMatchObject({ status: 401 });
    expect(await errorBody((await push(stranger.supabase, { order_id: id, phone: '0712345678' })).error)).toMatchObject({
      status: 404,
      body: { code: 'P0001', message: `Order not found: ${id}`, hint: 'payment.orderNotFound' },
    });
    expect(await errorBody((await push(shopper, { order_id: id, phone: '0812 345 678' })).error)).toMatchObject({
      status: 400,
      body: { hint: 'validation.phoneInvalid' },
    });
    expect(await errorBody((await push(shopper, { order_id: id })).error)).toMatchObject({ status: 400, body: { details: 'phone' } });

    expect((await push(shopper, { order_id: id, phone: '0712345678' })).error).toBeNull();
    expect(await errorBody((await push(shopper, { order_id: id, phone: '0712345678' })).error)).toMatchObject({
      status: 409,
      body: { message: 'A payment for this order is already in progress' },
    });
    await waitForStatus(shopper, id, 'processing');
    expect(await errorBody((await push(shopper, { order_id: id, phone: '0712345678' })).error)).toMatchObject({
      status: 409,
      body: { message: 'This order is not awaiting payment' },
    });
    const cod = await placeOrder(shopper, 'cod');
    expect(await errorBody((await push(shopper, { order_id: cod, phone: '0712345678' })).error)).toMatchObject({ status: 409 });
  });

  it('answers the browser preflight supabase-js triggers', async () => {
    const response = await fetch(`${backend.url}/functions/v1/mpesa-stk-push`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3003',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3003');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('the M-Pesa callback route', () => {
  // Safaricom's own callback waits a minute here, so that each test delivers the callbacks itself.
  let backend: Backend;
  let shopper: SupabaseClient;

  beforeAll(async () => {
    backend = await startWithProduct({ mpesaCallbackDelayMs: 60_000, mpesaCallbackSecret: SECRET });
    ({ supabase: shopper } = await confirmedUser(backend));
  }, 60_000);

  afterAll(async () => {
    await stopAndClean(backend);
  });

  it('accepts a Safaricom/Airtel number in the 01… form as well as 07…', async () => {
    const id = await placeOrder(shopper);
    const { data, error } = await shopper.functions.invoke('mpesa-stk-push', { body: { order_id: id, phone: '0112 345 678' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ResponseCode: '0' });
  });

  async function pendingPush(): Promise<{ id: string; ids: { MerchantRequestID: string; CheckoutRequestID: string } }> {
    const id = await placeOrder(shopper);
    const { data, error } = await shopper.functions.invoke('mpesa-stk-push', { body: { order_id: id, phone: '0712345678' } });
    if (error) throw error;
    return { id, ids: data as { MerchantRequestID: string; CheckoutRequestID: string } };
  }

  const paid = (ids: object, amount: number) => ({
    Body: {
      stkCallback: {
        ...ids,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: 'SIM1234567' },
            { Name: 'TransactionDate', Value: 20260101120000 },
            { Name: 'PhoneNumber', Value: 254712345678 },
          ],
        },
      },
    },
  });

  const deliver = (body: unknown, query = '', headers: Record<string, string> = {}) =>
    fetch(`${backend.url}/functions/v1/mpesa-callback${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('refuses a forged callback (no secret or a wrong one) and changes nothing', async () => {
    const { id, ids } = await pendingPush();
    expect((await deliver(paid(ids, 2244))).status).toBe(401);
    expect((await deliver(paid(ids, 2244), '?secret=guess')).status).toBe(401);
    const wrongHeader = await deliver(paid(ids, 2244), '', { 'x-callback-secret': `${SECRET}x` });
    expect(wrongHeader.status).toBe(401);
    expect(await wrongHeader.json()).toEqual({ ResultCode: 1, ResultDesc: 'Rejected: unknown sender' });
    expect(await orderStatus(shopper, id)).toBe('pending_payment');
    expect(await latestPayment(shopper, id)).toMatchObject({ status: 'pending', result_code: null });
  });

  it('applies a genuine callback once: a repeated or contradicting one changes nothing', async () => {
    const { id, ids } = await pendingPush();
    const first = await deliver(paid(ids, 2244), `?secret=${SECRET}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await orderStatus(shopper, id)).toBe('processing');

    expect((await deliver(paid(ids, 2244), '', { 'x-callback-secret': SECRET })).status).toBe(200);
    const cancelled = { Body: { stkCallback: { ...ids, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } };
    expect((await deliver(cancelled, `?secret=${SECRET}`)).status).toBe(200);
    expect(await orderStatus(shopper, id)).toBe('processing');
    expect(await latestPayment(shopper, id)).toMatchObject({ status: 'paid', mpesa_receipt: 'SIM1234567', result_code: 0 });
    expect((await shopper.from('payments').select('id').eq('order_id', id)).data).toHaveLength(1);
  });

  it('refuses a callback for another amount or an unknown request', async () => {
    const { id, ids } = await pendingPush();
    const short = await deliver(paid(ids, 1), `?secret=${SECRET}`);
    expect(short.status).toBe(400);
    const unknown = await deliver(paid({ ...ids, CheckoutRequestID: 'ws_CO_000' }, 2244), `?secret=${SECRET}`);
    expect(unknown.status).toBe(404);
    expect((await deliver({ hello: 'world' }, `?secret=${SECRET}`)).status).toBe(400);
    expect(await orderStatus(shopper, id)).toBe('pending_payment');
  });
});

describe('card payments through the simulated processor', () => {
  let backend: Backend;
  let shopper: SupabaseClient;

  beforeAll(async () => {
    backend = await startWithProduct();
    ({ supabase: shopper } = await confirmedUser(backend));
  }, 60_000);

  afterAll(async () => {
    await stopAndClean(backend);
  });

  const pay = (supabase: SupabaseClient, body: Record<string, unknown>) => supabase.functions.invoke('card-payment', { body });

  it('approves 4242 4242 4242 4242: the order is processing and only brand and last four are kept', async () => {
    const id = await placeOrder(shopper, 'card');
    const { data, error } = await pay(shopper, { order_id: id, brand: 'Visa', last4: '4242' });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'approved', message: 'Payment approved' });
    expect(await orderStatus(shopper, id)).toBe('processing');
    expect(await latestPayment(shopper, id)).toMatchObject({
      status: 'paid',
      card_brand: 'visa',
      card_last4: '4242',
      amount: 2244,
      phone: null,
      mpesa_receipt: null,
    });
  });

  it('declines 4000 0000 0000 0002 (payment_failed), and the order can then be paid again', async () => {
    const id = await placeOrder(shopper, 'card');
    expect((await pay(shopper, { order_id: id, brand: 'Visa', last4: '0002' })).data).toEqual({
      status: 'declined',
      message: 'Your card was declined',
    });
    expect(await orderStatus(shopper, id)).toBe('payment_failed');
    expect(await latestPayment(shopper, id)).toMatchObject({ status: 'failed', card_last4: '0002' });
    expect((await pay(shopper, { order_id: id, brand: 'Mastercard', last4: '4444' })).data).toMatchObject({ status: 'approved' });
    expect(await orderStatus(shopper, id)).toBe('processing');
  });

  it('asks for a retry on 4000 0000 0000 0119 and leaves the order pending payment', async () => {
    const id = await placeOrder(shopper, 'card');
    expect((await pay(shopper, { order_id: id, brand: 'Visa', last4: '0119' })).data).toEqual({
      status: 'retry',
      message: 'The card issuer asked to try again',
    });
    expect(await orderStatus(shopper, id)).toBe('pending_payment');
  });

  it('refuses a full card number, a stranger, and anyone signed out', async () => {
    const id = await placeOrder(shopper, 'card');
    expect(
      await errorBody((await pay(shopper, { order_id: id, brand: 'Visa', last4: '4242', number: '4242 4242 4242 4242' })).error),
    ).toMatchObject({
      status: 400,
      body: { message: 'Send only the card brand and its last four digits' },
    });
    const stranger = await confirmedUser(backend);
    expect(await errorBody((await pay(stranger.supabase, { order_id: id, brand: 'Visa', last4: '4242' })).error)).toMatchObject({
      status: 404,
    });
    expect(await errorBody((await pay(client(backend), { order_id: id, brand: 'Visa', last4: '4242' })).error)).toMatchObject({
      status: 401,
    });
    expect(await errorBody((await pay(shopper, { order_id: id, brand: 'Visa', last4: '42' })).error)).toMatchObject({
      status: 400,
      body: { details: 'last4' },
    });
    expect(await orderStatus(shopper, id)).toBe('pending_payment');
    expect((await shopper.from('payments').select('id').eq('order_id', id)).data).toEqual([]);
  });
});
