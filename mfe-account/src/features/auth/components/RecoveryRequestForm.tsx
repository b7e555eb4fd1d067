import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, emailSchema, paths, useHost } from '@marketplace/contracts';
import { Alert, Button, EmailField } from '../../../components/form';
import { useCatalogText, useErrorHandler } from '../../../lib/useMessages';
import { useOfflineMessage } from '../../../lib/offline';

/**
 * Asks for a password reset link. The confirmation is the same whether or not the address has
 * an account (no account enumeration); only a failure to reach the service says otherwise.
 */
export function RecoveryRequestForm() {
  const { t } = useTranslation('account');
  const text = useCatalogText();
  const host = useHost();
  const handleError = useErrorHandler();
  const offlineMessage = useOfflineMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  /** No connection: said in the form's alert; the typed address stays. */
  const [offline, setOffline] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(text(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    const offlineNow = offlineMessage('resetLink');
    setOffline(offlineNow);
    if (offlineNow) return;
    const supabase = await host.getSupabase();
    if (!supabase) {
      setError(text(ERROR_MESSAGES.authNotConfigured.en));
      return;
    }
    setSending(true);
    try {
      const { error: failure } = await supabase.auth.resetPasswordForEmail(parsed.data, {
        redirectTo: `${window.location.origin}${paths.resetPassword()}`,
      });
      // Only transport-level failures are shown; anything about the address itself is not.
      const lost = failure && offlineMessage('resetLink', failure);
      if (lost) {
        setOffline(lost);
        return;
      }
      if (failure && (failure.status === 429 || failure.status === undefined || failure.status >= 500)) {
        setError(handleError(failure, { page: 'forgot-password', action: 'request-reset' }).text);
        return;
      }
      setSent(true);
    } catch (failure) {
      const lost = offlineMessage('resetLink', failure);
      if (lost) setOffline(lost);
      else setError(handleError(failure, { page: 'forgot-password', action: 'request-reset' }).text);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Alert kind="success">
        <p>{t('forgot.sent')}</p>
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('forgot.formLabel')}>
      <p>{t('forgot.intro')}</p>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error ?? undefined} />
      {offline && (
        <Alert kind="error">
          <p>{offline}</p>
        </Alert>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? t('forgot.sending') : t('forgot.submit')}
      </Button>
    </form>
  );
}
