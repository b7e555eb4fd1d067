import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ERROR_MESSAGES,
  mapError,
  newsletterFormSchema,
  SUCCESS_MESSAGES,
  theme,
  translateMessage,
  useHost,
} from '@marketplace/contracts';
import { subscribe } from '../data/newsletter';
import { buttonStyle, Section } from './Section';

/** The spec's simulated sending time; a real request runs within it. */
export const NEWSLETTER_DELAY_MS = 1000;

const Band = styled(Section)`
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius};
  background: ${theme.color.brandDark};
  color: #fff;
  h2 { color: #fff; }
  form { display: flex; flex-wrap: wrap; gap: ${theme.space(2)}; max-width: 32rem; }
  input { flex: 1; min-width: 12rem; padding: ${theme.space(3)}; border: 0; border-radius: ${theme.radius}; font: inherit; }
  button { ${buttonStyle} background: ${theme.color.accent}; color: #1f2937; }
  button[disabled] { opacity: 0.8; cursor: progress; }
  .error { flex-basis: 100%; margin: 0; color: #fecaca; font-weight: 600; }
  input:focus-visible, button:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Newsletter sign-up: stored where a backend is configured; success and failure as toasts. */
export function Newsletter() {
  const { t } = useTranslation('catalog');
  const host = useHost();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterFormSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ERROR_MESSAGES.unexpected.en);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const store = async () => {
        const supabase = host.config?.supabase ? await host.getSupabase() : null;
        if (supabase) await subscribe(supabase, parsed.data.email);
      };
      await Promise.all([store(), wait(NEWSLETTER_DELAY_MS)]);
      host.notify({
        kind: 'success',
        title: translateMessage(t, SUCCESS_MESSAGES.newsletterTitle.en),
        message: translateMessage(t, SUCCESS_MESSAGES.newsletterSubscribed.en),
      });
      setEmail('');
    } catch (failure) {
      const mapped = mapError(failure);
      host.reportError(failure, { remote: 'mfe-catalog', action: 'newsletter' });
      host.notify({
        kind: 'error',
        title: translateMessage(t, ERROR_MESSAGES.newsletterErrorTitle.en),
        message: translateMessage(t, mapped.message),
      });
    } finally {
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
      </form>
    </Band>
  );
}
