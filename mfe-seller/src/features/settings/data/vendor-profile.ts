import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';

/** The vendor's public profile: the columns its members may change, and its address. */
export interface VendorProfile {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  image: string | null;
  location: string | null;
  contact_phone: string | null;
}

export type ProfileChange = Pick<VendorProfile, 'name' | 'description' | 'image' | 'location' | 'contact_phone'>;

const COLUMNS = 'id,slug,name,description,image,location,contact_phone';

export async function readVendorProfile(supabase: SupabaseClient, vendorId: string): Promise<VendorProfile> {
  return dataOf(await supabase.from('vendors').select(COLUMNS).eq('id', vendorId).single());
}

/** Saves the profile; a rename moves the slug along (the server's rule), so the answer has the new one. */
export async function updateVendorProfile(supabase: SupabaseClient, vendorId: string, change: ProfileChange): Promise<VendorProfile> {
  return dataOf(await supabase.from('vendors').update(change).eq('id', vendorId).select(COLUMNS).single());
}
