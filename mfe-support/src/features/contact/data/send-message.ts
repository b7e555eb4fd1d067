import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactFormValues } from '@marketplace/contracts';

const UNIQUE_VIOLATION = '23505';

/**
 * Stores a contact message in `contact_messages` (anyone may insert; only the service role reads).
 * `clientRef` is the message's own id: a resend after a lost answer is refused as a unique
 * violation, which means the server already has it, so it counts as sent.
 */
export async function sendContactMessage(supabase: SupabaseClient, message: ContactFormValues, clientRef: string): Promise<void> {
  const { error, status } = await supabase.from('contact_messages').insert({
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    client_ref: clientRef,
  });
  // The status travels with the error, so a gateway failure (502-504) reads as worth retrying.
  if (error && error.code !== UNIQUE_VIOLATION) throw Object.assign(error, { status });
}
