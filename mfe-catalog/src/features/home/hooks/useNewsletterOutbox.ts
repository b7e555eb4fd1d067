import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_MESSAGES, browserStorage, translateMessage, useHost } from '@marketplace/contracts';
import type { FlushReport } from '@marketplace/contracts/outbox';
import { NEWSLETTER_OUTBOX_KEY } from './newsletter-key';

export { NEWSLETTER_OUTBOX_KEY };

type Queue = typeof import('./newsletter-queue');
export type NewsletterReport = FlushReport<import('./newsletter-queue').SignUp>;

let loading: Promise<Queue> | null = null;

/** The queue's code, fetched once; a fetch that failed (offline, never cached) is tried again. */
function loadQueue(): Promise<Queue> {
  loading ??= import('./newsletter-queue').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Whether a sign-up waits in this browser, read without the queue's code. */
function signUpWaits(): boolean {
  try {
    const stored = browserStorage('local')?.getItem(NEWSLETTER_OUTBOX_KEY);
    return stored !== null && stored !== undefined && stored !== '[]';
  } catch {
    return false;
  }
}

/**
 * The newsletter's offline queue on this page. Its code loads when a sign-up already waits, or
 * when the shopper turns to the form (the returned `open`: on focus, and at Subscribe). Once
 * open, it sends waiting sign-ups now and whenever the connection returns, and `onFlush` hears
 * each send.
 */
export function useNewsletterOutbox(onFlush: (report: NewsletterReport) => void): () => Promise<Queue> {
  const host = useHost();
  const { t } = useTranslation('catalog');
  const [queue, setQueue] = useState<Queue | null>(null);
  // The opened queue, for the host-and-language effect below: as its dependency, opening would
  // start the sender a second time.
  const opened = useRef<Queue | null>(null);
  const listener = useRef(onFlush);
  listener.current = onFlush;
  const page = useRef({ host, t });
  page.current = { host, t };

  // Sends with this page's host and wording (the latest render's), now and when the connection returns.
  const start = useCallback((loaded: Queue) => {
    const { host: current, t: translate } = page.current;
    loaded.newsletterSender.start({
      host: current,
      thanks: () => ({
        title: translateMessage(translate, SUCCESS_MESSAGES.newsletterTitle.en),
        message: translateMessage(translate, SUCCESS_MESSAGES.newsletterSubscribed.en),
      }),
    });
  }, []);

  // Started here rather than from the effect: Subscribe flushes as soon as this resolves, before
  // any re-render, so the sender must already know the page.
  const open = useCallback(async () => {
    const loaded = await loadQueue();
    start(loaded);
    opened.current = loaded;
    setQueue(loaded);
    return loaded;
  }, [start]);

  useEffect(() => {
    if (signUpWaits()) open().catch(() => undefined);
  }, [open]);

  useEffect(() => queue?.newsletterSender.onFlush((report) => listener.current(report)), [queue]);

  // A new host or language after opening: the thanks follow them.
  useEffect(() => {
    if (opened.current) start(opened.current);
  }, [host, t, start]);

  return open;
}
