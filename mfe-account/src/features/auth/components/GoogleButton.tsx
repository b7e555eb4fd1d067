import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '@marketplace/contracts';
import { Alert, Button } from '../../../components/form';
import { googleProviderEnabled } from '../data/provider-settings';
import { useErrorHandler } from '../../../lib/useMessages';

/**
 * Continue with Google: asks the backend's auth settings whether the provider is enabled, and
 * says so plainly when it is not (the local backend) instead of doing nothing.
 */
export function GoogleButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('account');
  const host = useHost();
  const handleError = useErrorHandler();
  const [notice, setNotice] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    const backend = host.config?.supabase;
    const supabase = await host.getSupabase();
    if (!backend || !supabase) return;
    setBusy(true);
    try {
      if (!(await googleProviderEnabled(backend.url, backend.anonKey))) {
        setNotice(true);
        return;
      }
      const { error } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${window.location.origin}/` } });
      if (error) handleError(error, { page: 'login', action: 'google-sign-in' });
    } catch (error) {
      handleError(error, { page: 'login', action: 'google-sign-in' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" $variant="secondary" disabled={disabled || busy} onClick={() => void start()}>
        {t('login.google')}
      </Button>
      {notice && (
        <Alert kind="info">
          <p>{t('login.googleUnavailable')}</p>
        </Alert>
      )}
    </>
  );
}
