import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod/v3';
import type { contactFormSchema } from '@marketplace/contracts';

type ContactMessage = z.output<typeof contactFormSchema>;

/** Stores a contact message in `contact_messages` (anyone may insert; only the service role reads). */
export async function sendContactMessage(supabase: SupabaseClient, message: ContactMessage): Promise<void> {
  const { error } = await supabase.from('contact_messages').insert({
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  });
  if (error) throw error;
}
