import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/v3';
import { SUCCESS_MESSAGES, browserStorage, newsletterFormSchema, translateMessage, useHost } from '@marketplace/contracts';
import { createOutbox, createOutboxSender } from '@marketplace/contracts/outbox';
import { subscribe } from '../data/newsletter';

/** Newsletter sign-ups made without a connection, until the server has them. */
export const NEWSLETTER_OUTBOX_KEY = 'marketplace:newsletter-outbox:v1';

type SignUp = z.output<typeof newsletterFormSchema>;

export const newsletterOutbox = createOutbox<SignUp>({
  key: NEWSLETTER_OUTBOX_KEY,
  payload: newsletterFormSchema,
  storage: () => browserStorage('local'),
});

// An address already subscribed is a success, as for a sign-up made online (subscribe's answer).
const sender = createOutboxSender({
  outbox: newsletterOutbox,
  send: (supabase, item) => subscribe(supabase, item.payload.email),
  errorContext: { remote: 'mfe-catalog', action: 'newsletter-queued' },
});

export const flushNewsletterOutbox = sender.flush;
/** The spec's Success! toast, once per sign-up. */
export const thankForSignUp = sender.thank;
export const claimSignUp = sender.claim;
export const onNewsletterFlush = sender.onFlush;

/** Starts the outbox on this page (once per component that uses it), also after it has gone. */
export function useNewsletterOutbox(): void {
  const host = useHost();
  const { t } = useTranslation('catalog');
  useEffect(() => {
    sender.start({
      host,
      thanks: () => ({
        title: translateMessage(t, SUCCESS_MESSAGES.newsletterTitle.en),
        message: translateMessage(t, SUCCESS_MESSAGES.newsletterSubscribed.en),
      }),
    });
  }, [host, t]);
}
