// The newsletter's offline queue: fetched only when a sign-up is made or waits (useNewsletterOutbox),
// so a visit that never signs up does not pay for it.
import type { z } from 'zod/v3';
import { browserStorage, newsletterFormSchema } from '@marketplace/contracts';
import { createOutbox, createOutboxSender } from '@marketplace/contracts/outbox';
import { subscribe } from '../data/newsletter';
import { NEWSLETTER_OUTBOX_KEY } from './newsletter-key';

export type SignUp = z.output<typeof newsletterFormSchema>;

export const newsletterOutbox = createOutbox<SignUp>({
  key: NEWSLETTER_OUTBOX_KEY,
  payload: newsletterFormSchema,
  storage: () => browserStorage('local'),
});

// An address already subscribed is a success, as for a sign-up made online (subscribe's answer).
export const newsletterSender = createOutboxSender({
  outbox: newsletterOutbox,
  send: (supabase, item) => subscribe(supabase, item.payload.email),
  errorContext: { remote: 'mfe-catalog', action: 'newsletter-queued' },
});
