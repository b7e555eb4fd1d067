import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';

/** The vendor's M-Pesa number for payouts (vendor_mpesa_accounts: its members and operators read it). */
export async function readPayoutNumber(supabase: SupabaseClient, vendorId: string): Promise<string | null> {
  const row = dataOf<{ phone: string } | null>(
    await supabase.from('vendor_mpesa_accounts').select('phone').eq('vendor_id', vendorId).maybeSingle(),
  );
  return row?.phone ?? null;
}

/**
 * Sets the number (a member's own vendor only: row-level security). An update when there is one,
 * else an insert: members may change the phone column alone, so an upsert is not theirs to send.
 * The database normalises it to +254… and refuses one that is no Kenyan mobile number.
 */
export async function savePayoutNumber(supabase: SupabaseClient, vendorId: string, phone: string, exists: boolean): Promise<string> {
  const saved = exists
    ? await supabase.from('vendor_mpesa_accounts').update({ phone }).eq('vendor_id', vendorId).select('phone').single()
    : await supabase.from('vendor_mpesa_accounts').insert({ vendor_id: vendorId, phone }).select('phone').single();
  return dataOf<{ phone: string }>(saved).phone;
}
