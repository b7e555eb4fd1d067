import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ERROR_MESSAGES, mapError, newsletterFormSchema, SUCCESS_MESSAGES, theme, translateMessage, useHost } from '@marketplace/contracts';
import { isOffline } from '@marketplace/contracts/connection';
import { useNewsletterOutbox } from '../hooks/useNewsletterOutbox';
import { buttonStyle, Section } from './Section';

/** The spec's simulated sending time; a real request runs within it. */
const NEWSLETTER_DELAY_MS = 1000;

const Band = styled(Section)`
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius};
  background: ${theme.color.brandDark};
  color: #fff;
  h2 {
    color: #fff;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    max-width: 32rem;
  }
  input {
    flex: 1;
    min-width: 12rem;
    padding: ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radius};
    font: inherit;
  }
  button {
    ${buttonStyle} background: ${theme.color.accent};
    color: #1f2937;
  }
  button[disabled] {
    opacity: 0.8;
    cursor: progress;
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: #fecaca;
    font-weight: 600;
  }
  .saved {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
  .saved:empty {
    position: absolute;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid #fde68a;
    outline-offset: 2px;
  }
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The address as stored: trimmed and lowercased (null when it is not one). */
const storedForm = (email: string) => {
  const parsed = newsletterFormSchema.safeParse({ email });
  return parsed.success ? parsed.data.email : null;
};

/**
 * Newsletter sign-up: stored where a backend is configured; success and failure as toasts.
 * Without a connection the sign-up waits in this browser's outbox and goes out when the
 * connection is back (or the catalogue loads again); the typed address stays meanwhile.
 */
export function Newsletter() {
  const { t } = useTranslation('catalog');
  const host = useHost();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * This form's sign-up waiting for a connection; `unreachable` when the browser said it was
   * online but the request did not reach the server.
   */
  const [saved, setSaved] = useState<{ ref: string; unreachable: boolean } | null>(null);

  // A waiting sign-up sent later: the usual Success! (the outbox gives it), and the field clears
  // unless the shopper has typed another address since.
  const queue = useNewsletterOutbox(({ sent }) => {
    for (const item of sent) {
      setSaved((current) => (current?.ref === item.ref ? null : current));
      setEmail((current) => (storedForm(current) === item.payload.email ? '' : current));
    }
  });

  const fail = (failure: unknown) => {
    const mapped = mapError(failure);
    host.notify({
      kind: 'error',
      title: translateMessage(t, ERROR_MESSAGES.newsletterErrorTitle.en),
      message: translateMessage(t, mapped.message),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterFormSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ERROR_MESSAGES.unexpected.en);
      return;
    }
    setError(null);
    if (!host.config?.supabase) {
      // No backend: the spec's simulated sign-up.
      setBusy(true);
      await wait(NEWSLETTER_DELAY_MS);
      setBusy(false);
      host.notify({
        kind: 'success',
        title: translateMessage(t, SUCCESS_MESSAGES.newsletterTitle.en),
        message: translateMessage(t, SUCCESS_MESSAGES.newsletterSubscribed.en),
      });
      setEmail('');
      return;
    }
    setBusy(true);
    const sending = wait(NEWSLETTER_DELAY_MS);
    let loaded: Awaited<ReturnType<typeof queue>>;
    try {
      loaded = await queue();
    } catch {
      setBusy(false);
      // Offline before the queue's code was ever fetched: it cannot be kept; the address stays.
      host.notify({
        kind: 'error',
        title: translateMessage(t, ERROR_MESSAGES.newsletterErrorTitle.en),
        message: translateMessage(t, ERROR_MESSAGES.network.en),
      });
      return;
    }
    const { newsletterOutbox, newsletterSender } = loaded;
    const item = newsletterOutbox.add(parsed.data);
    if (saved && saved.ref !== item.ref) newsletterOutbox.remove(saved.ref);
    if (isOffline()) {
      setBusy(false);
      setSaved({ ref: item.ref, unreachable: false });
      return;
    }
    setSaved(null);
    const release = newsletterSender.claim(item.ref);
    try {
      const [report] = await Promise.all([newsletterSender.flush(), sending]);
      const refused = report.dropped.find((entry) => entry.item.ref === item.ref);
      if (report.sent.some((entry) => entry.ref === item.ref)) {
        setEmail((current) => (storedForm(current) === item.payload.email ? '' : current));
        newsletterSender.thank(item);
      } else if (refused) {
        // The typed address stays; the outbox has reported the error.
        fail(refused.error);
      } else {
        // No connection after all: the sign-up waits, the typed address stays.
        setSaved({ ref: item.ref, unreachable: !isOffline() });
      }
    } finally {
      release();
      setBusy(false);
    }
  };

  return (
    <Band aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <form noValidate onSubmit={submit}>
        <input
          type="email"
          name="email"
          autoComplete="email"
          aria-label={t('newsletter.emailLabel')}
          placeholder={t('newsletter.placeholder')}
          value={email}
          onFocus={() => void queue().catch(() => undefined)}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <button type="submit" disabled={busy}>
          {busy ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
        {error && (
          <p id="newsletter-error" className="error" role="alert">
            {translateMessage(t, error)}
          </p>
        )}
        {/* In the page from the start, so the saved notice is announced when it appears. */}
        <p className="saved" role="status">
          {saved?.unreachable && `${translateMessage(t, ERROR_MESSAGES.network.en)} `}
          {saved && t('newsletter.saved')}
        </p>
      </form>
    </Band>
  );
}
