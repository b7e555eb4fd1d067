import type { SupabaseClient } from '@supabase/supabase-js';

const UNIQUE_VIOLATION = '23505';

/**
 * Stores a newsletter address. Already subscribed is success to the shopper (the table's
 * unique email is the only duplicate check, and nobody may read the list back).
 */
export async function subscribe(supabase: SupabaseClient, email: string): Promise<void> {
  const { error } = await supabase.from('newsletter_subscriptions').insert({ email });
  if (error && error.code !== UNIQUE_VIOLATION) throw error;
}
