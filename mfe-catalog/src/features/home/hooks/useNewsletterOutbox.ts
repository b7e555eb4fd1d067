import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/v3';
import { SUCCESS_MESSAGES, browserStorage, newsletterFormSchema, translateMessage, useHost, type HostApi } from '@marketplace/contracts';
import { createOutbox, isOffline, type FlushReport, type OutboxItem } from '@marketplace/contracts/outbox';
import { subscribe } from '../data/newsletter';

/** Newsletter sign-ups made without a connection, until the server has them. */
export const NEWSLETTER_OUTBOX_KEY = 'marketplace:newsletter-outbox:v1';

type SignUp = z.output<typeof newsletterFormSchema>;

export const newsletterOutbox = createOutbox<SignUp>({
  key: NEWSLETTER_OUTBOX_KEY,
  payload: newsletterFormSchema,
  storage: () => browserStorage('local'),
});

type Report = FlushReport<SignUp>;
const NOTHING: Report = { sent: [], dropped: [], waiting: 0 };

/** The host and wording of the page, from the latest component that started the outbox. */
let page: { host: HostApi; success: () => { title: string; message: string } } | null = null;
let listening = false;
const listeners = new Set<(report: Report) => void>();
/** Sign-ups whose form is on screen waiting for them: that form thanks the shopper itself. */
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
    void flushNewsletterOutbox();
  }, OUTBOX_RETRY_MS);
}

/** The spec's Success! toast, once per sign-up, however many flushes report it. */
export function thankForSignUp(item: OutboxItem<SignUp>): void {
  if (!page || thanked.has(item.ref)) return;
  thanked.add(item.ref);
  page.host.notify({ kind: 'success', ...page.success() });
}

/** Marks a sign-up as followed by the form that sent it (no thanks from the background). */
export function claimSignUp(ref: string): () => void {
  claimed.add(ref);
  return () => claimed.delete(ref);
}

/** Calls `listener` after every flush, until the returned function is called. */
export function onNewsletterFlush(listener: (report: Report) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends the waiting sign-ups when there are any and a backend is configured; never throws.
 * Sign-ups refused for good are reported; sent ones are thanked unless a form claimed them.
 * An address already subscribed is a success, as for a sign-up made online.
 */
export async function flushNewsletterOutbox(): Promise<Report> {
  const host = page?.host;
  if (!host?.config?.supabase || newsletterOutbox.items().length === 0 || isOffline()) return NOTHING;
  let report: Report;
  try {
    const supabase = await host.getSupabase();
    if (!supabase) return NOTHING;
    report = await newsletterOutbox.flush((item) => subscribe(supabase, item.payload.email));
  } catch {
    // The client itself did not load (no connection): a later try, the next load or `online`.
    retryLater();
    return NOTHING;
  }
  if (report.waiting > 0 && !isOffline()) retryLater();
  for (const { error } of report.dropped) host.reportError(error, { remote: 'mfe-catalog', action: 'newsletter-queued' });
  for (const item of report.sent) if (!claimed.has(item.ref)) thankForSignUp(item);
  for (const listener of listeners) listener(report);
  return report;
}

/**
 * Starts the outbox on this page (once per component that uses it): flushes now, and on every
 * `online` event from then on, also after the component has gone.
 */
export function useNewsletterOutbox(): void {
  const host = useHost();
  const { t } = useTranslation('catalog');
  useEffect(() => {
    page = {
      host,
      success: () => ({
        title: translateMessage(t, SUCCESS_MESSAGES.newsletterTitle.en),
        message: translateMessage(t, SUCCESS_MESSAGES.newsletterSubscribed.en),
      }),
    };
    if (!listening && typeof window !== 'undefined') {
      listening = true;
      window.addEventListener('online', () => void flushNewsletterOutbox());
    }
    void flushNewsletterOutbox();
  }, [host, t]);
}
