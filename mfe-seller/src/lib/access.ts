import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from './backend';

/**
 * What the database says the signed-in user is (docs/seller-data.md): a member of one vendor, an
 * operator, both or neither. The token's roles only decide which menu links show; these answers
 * decide the pages, and row-level security every read and write.
 */
export interface SellerAccess {
  vendorId: string | null;
  operator: boolean;
}

export async function readAccess(supabase: SupabaseClient): Promise<SellerAccess> {
  const [vendor, operator] = await Promise.all([supabase.rpc('current_vendor_id'), supabase.rpc('is_operator')]);
  const vendorId = dataOf<unknown>(vendor);
  return { vendorId: typeof vendorId === 'string' && vendorId !== '' ? vendorId : null, operator: dataOf<unknown>(operator) === true };
}
