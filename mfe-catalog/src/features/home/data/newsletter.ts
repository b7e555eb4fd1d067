import type { SupabaseClient } from '@supabase/supabase-js';

const UNIQUE_VIOLATION = '23505';

/**
 * Stores a newsletter address. Already subscribed is success to the shopper (the table's
 * unique email is the only duplicate check, and nobody may read the list back); the same holds
 * for a sign-up sent again from the offline queue after its first answer was lost.
 */
export async function subscribe(supabase: SupabaseClient, email: string): Promise<void> {
  const { error, status } = await supabase.from('newsletter_subscriptions').insert({ email });
  // The status travels with the error, so a gateway failure (502-504) reads as worth retrying.
  if (error && error.code !== UNIQUE_VIOLATION) throw Object.assign(error, { status });
}
