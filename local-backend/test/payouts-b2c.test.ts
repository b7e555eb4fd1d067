import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';
import { vendorWithMember, type Member } from './seller-fixtures';

let backend: Backend;
let service: SupabaseClient;
let vendor: { vendorId: string; member: Member };
let operator: SupabaseClient;

interface Payout {
  id: number;
  status: string;
  amount: number;
  phone: string;
  result_code: string | null;
  result_desc: string | null;
  transaction_receipt: string | null;
}

beforeAll(async () => {
  backend = await startTestBackend({ mpesaCallbackDelayMs: 50, mpesaCallbackSecret: 'test-b2c-secret' });
  service = client(backend, backend.serviceKey);
  vendor = await vendorWithMember(backend, service, 'b2c');
  const signedIn = await confirmedUser(backend);
  const made = await service.from('operators').insert({ user_id: signedIn.id });
  if (made.error) throw made.error;
  operator = signedIn.supabase;
  const phone = await vendor.member.supabase.from('vendor_mpesa_accounts').insert({ vendor_id: vendor.vendorId, phone: '0712 345 678' });
  if (phone.error) throw phone.error;
  const opening = await operator.rpc('add_ledger_adjustment', { vendor_id: vendor.vendorId, amount: 1000, reason: 'Opening balance' });
  if (opening.error) throw opening.error;
});

afterAll(async () => {
  await backend?.close();
});

const pay = (supabase: SupabaseClient, amount: number, key = randomUUID()) =>
  supabase.functions.invoke('mpesa-b2c-payout', { body: { vendor_id: vendor.vendorId, amount, idempotency_key: key } });

/** Polls the vendor's view of the payout until Safaricom's result has settled it. */
async function settled(id: number): Promise<Payout> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { data } = await vendor.member.supabase.from('vendor_payouts').select('*').eq('id', id).single();
    const payout = data as Payout;
    if (payout.status !== 'pending' || Date.now() > deadline) return payout;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function available(): Promise<number> {
  const { data, error } = await vendor.member.supabase.rpc('vendor_balances').single();
  if (error) throw error;
  return Number((data as { available: number }).available);
}

describe('M-Pesa B2C payouts through the simulated Daraja', () => {
  it('answers like Daraja, and its result pays the vendor with a receipt; a retried request pays nothing more', async () => {
    const key = randomUUID();
    const { data, error } = await pay(operator, 600, key);
    expect(error).toBeNull();
    expect(data).toEqual({
      ConversationID: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/),
      OriginatorConversationID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
      replayed: false,
      payout: expect.objectContaining({ status: 'pending', amount: 600, phone: '+2547******78' }),
    });
    const { id } = (data as { payout: Payout }).payout;
    expect(await settled(id)).toMatchObject({
      status: 'paid',
      result_code: '0',
      transaction_receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
    });
    const again = await pay(operator, 600, key);
    expect(again.data).toEqual({ replayed: true, payout: expect.objectContaining({ id, status: 'paid' }) });
    expect(await available()).toBe(400);
  });

  it('returns the money to the balance when M-Pesa cannot pay the number (ending 2040)', async () => {
    await vendor.member.supabase.from('vendor_mpesa_accounts').update({ phone: '0700 002 040' }).eq('vendor_id', vendor.vendorId);
    const { data, error } = await pay(operator, 400);
    expect(error).toBeNull();
    const { id } = (data as { payout: Payout }).payout;
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      result_code: '2040',
      result_desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
      transaction_receipt: null,
    });
    const entries = await vendor.member.supabase.from('vendor_ledger').select('kind, amount').eq('payout_id', id).order('id');
    expect(entries.data).toEqual([
      { kind: 'payout', amount: -400 },
      { kind: 'payout', amount: 400 },
    ]);
    expect(await available()).toBe(400);
  });

  it('lets only operators pay', async () => {
    const refused = await pay(vendor.member.supabase, 100);
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    const response = (refused.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: '42501', hint: 'seller.operatorOnly' });
    expect((await pay(client(backend), 100)).error).toBeInstanceOf(FunctionsHttpError);
  });
});
