import { useCallback, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ERROR_MESSAGES,
  MESSAGES_NAMESPACE,
  SUCCESS_MESSAGES,
  newErrorId,
  sanitizeMessage,
  type HostApi,
  type RuntimeConfig,
  type SecurityEventInput,
  type Toast,
} from '@marketplace/contracts';
import { useAuthSession } from '../features/auth/useAuthSession';
import type { SupabaseLoader } from '../features/auth/supabase';
import { lazyLive } from '../features/live/lazy-live';
import type { HostConnection } from '@marketplace/contracts/connection';

/** Builds the host API the shell gives every remote. */
export function useHostApi(
  config: RuntimeConfig,
  loader: SupabaseLoader,
  notify: (toast: Toast) => void,
  setPageTitle: NonNullable<HostApi['setPageTitle']>,
  connection: HostConnection,
): HostApi {
  const { session, client } = useAuthSession(loader);
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const userId = useRef<string | null>(null);
  userId.current = session.user?.id ?? null;

  const reportError = useCallback((error: unknown, context?: Record<string, string>) => {
    const id = newErrorId();
    // Logs go to the console (and whatever collects it): never raw messages with secrets in them.
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[error ${id}]`, context ?? {}, sanitizeMessage(text));
    return id;
  }, []);

  const live = useMemo(() => lazyLive(client), [client]);
  // Events come from the auth screens' flows: the code that stores them loads with the first one.
  const logSecurityEvent = useCallback(
    (event: SecurityEventInput) => {
      const user = userId.current;
      void import('../features/auth/security-log').then(({ storeSecurityEvent }) => storeSecurityEvent(client, user, event));
    },
    [client],
  );

  const signOut = useCallback(async () => {
    const supabase = await client();
    if (!supabase) {
      notify({ kind: 'error', message: t(ERROR_MESSAGES.signOutNoBackend.key, { ns: MESSAGES_NAMESPACE }) });
      return;
    }
    // Home first, committed now: a guarded page still on screen when the session ends would
    // send the shopper to /login instead.
    flushSync(() => navigate('/'));
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) {
      reportError(error, { action: 'sign-out' });
      notify({ kind: 'error', message: t(ERROR_MESSAGES.signOutFailed.key, { ns: MESSAGES_NAMESPACE }) });
      return;
    }
    notify({ kind: 'success', message: t(SUCCESS_MESSAGES.signedOut.key, { ns: MESSAGES_NAMESPACE }) });
  }, [client, notify, navigate, reportError, t]);

  return useMemo<HostApi>(
    () => ({
      auth: { status: session.status, user: session.user, available: loader.configured, signOut },
      getSupabase: client,
      config,
      notify,
      logSecurityEvent,
      reportError,
      setPageTitle,
      live,
      connection,
    }),
    [session, loader, client, signOut, config, notify, logSecurityEvent, reportError, setPageTitle, live, connection],
  );
}
