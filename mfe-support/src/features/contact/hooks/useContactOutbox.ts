import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, contactFormSchema, useHost, type ContactFormValues } from '@marketplace/contracts';
import { createOutbox, createOutboxSender } from '@marketplace/contracts/outbox';
import { sendContactMessage } from '../data/send-message';

/** Contact messages written without a connection, until the server has them. */
export const CONTACT_OUTBOX_KEY = 'marketplace:contact-outbox:v1';

export const contactOutbox = createOutbox<ContactFormValues>({
  key: CONTACT_OUTBOX_KEY,
  payload: contactFormSchema,
  storage: () => browserStorage('local'),
});

const sender = createOutboxSender({
  outbox: contactOutbox,
  send: (supabase, item) => sendContactMessage(supabase, item.payload, item.ref),
  errorContext: { page: 'contact', action: 'send-queued-message' },
});

export const flushContactOutbox = sender.flush;
export const thankForMessage = sender.thank;
export const claimMessage = sender.claim;
export const onContactFlush = sender.onFlush;

/** Starts the outbox on this page (once per component that uses it), also after it has gone. */
export function useContactOutbox(): void {
  const host = useHost();
  const { t } = useTranslation('support');
  useEffect(() => {
    sender.start({ host, thanks: () => ({ message: t('contact.form.success') }) });
  }, [host, t]);
}
