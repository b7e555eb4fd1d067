import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, contactFormSchema, useHost, type ContactFormValues, type HostApi } from '@marketplace/contracts';
import { createOutbox, isOffline, type FlushReport, type OutboxItem } from '@marketplace/contracts/outbox';
import { sendContactMessage } from '../data/send-message';

/** Contact messages written without a connection, until the server has them. */
export const CONTACT_OUTBOX_KEY = 'marketplace:contact-outbox:v1';

export const contactOutbox = createOutbox<ContactFormValues>({
  key: CONTACT_OUTBOX_KEY,
  payload: contactFormSchema,
  storage: () => browserStorage('local'),
});

type Report = FlushReport<ContactFormValues>;
const NOTHING: Report = { sent: [], dropped: [], waiting: 0 };

/** The host and wording of the page, from the latest component that started the outbox. */
let page: { host: HostApi; success: () => string } | null = null;
let listening = false;
const listeners = new Set<(report: Report) => void>();
/** Messages whose sender is on screen waiting for them: that screen thanks the sender itself. */
const claimed = new Set<string>();
const thanked = new Set<string>();

/**
 * Where the browser says it is online but the server was not reached (flaky data, the server
 * down), no `online` event will come: the waiting items are tried again after this long.
 */
export const OUTBOX_RETRY_MS = 30_000;
let retry: ReturnType<typeof setTimeout> | null = null;

function retryLater(): void {
  if (retry !== null) clearTimeout(retry);
  retry = setTimeout(() => {
    retry = null;
    void flushContactOutbox();
  }, OUTBOX_RETRY_MS);
}

/** Thanks the sender once per message, however many flushes report it. */
export function thankForMessage(item: OutboxItem<ContactFormValues>): void {
  if (!page || thanked.has(item.ref)) return;
  thanked.add(item.ref);
  page.host.notify({ kind: 'success', message: page.success() });
}

/** Marks a message as followed by the screen that sent it (no thanks from the background). */
export function claimMessage(ref: string): () => void {
  claimed.add(ref);
  return () => claimed.delete(ref);
}

/** Calls `listener` after every flush, until the returned function is called. */
export function onContactFlush(listener: (report: Report) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends the waiting messages when there are any and a backend is configured; never throws.
 * Messages refused for good are reported; sent ones thank the sender unless a screen claimed them.
 */
export async function flushContactOutbox(): Promise<Report> {
  const host = page?.host;
  if (!host?.config?.supabase || contactOutbox.items().length === 0 || isOffline()) return NOTHING;
  let report: Report;
  try {
    const supabase = await host.getSupabase();
    if (!supabase) return NOTHING;
    report = await contactOutbox.flush((item) => sendContactMessage(supabase, item.payload, item.ref));
  } catch {
    // The client itself did not load (no connection): a later try, the next load or `online`.
    retryLater();
    return NOTHING;
  }
  if (report.waiting > 0 && !isOffline()) retryLater();
  for (const { error } of report.dropped) host.reportError(error, { page: 'contact', action: 'send-queued-message' });
  for (const item of report.sent) if (!claimed.has(item.ref)) thankForMessage(item);
  for (const listener of listeners) listener(report);
  return report;
}

/**
 * Starts the outbox on this page (once per component that uses it): flushes now, and on every
 * `online` event from then on, also after the component has gone.
 */
export function useContactOutbox(): void {
  const host = useHost();
  const { t } = useTranslation('support');
  useEffect(() => {
    page = { host, success: () => t('contact.form.success') };
    if (!listening && typeof window !== 'undefined') {
      listening = true;
      window.addEventListener('online', () => void flushContactOutbox());
    }
    void flushContactOutbox();
  }, [host, t]);
}
