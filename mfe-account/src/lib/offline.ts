import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, translateMessage } from '@marketplace/contracts';
import { isConnectionFailure, isOffline } from '@marketplace/contracts/connection';

/** The account actions that need the server, each with its own "you're offline" text (offline.*). */
export type ServerAction = 'signIn' | 'signUp' | 'resetLink' | 'newPassword' | 'profile' | 'resend';

/**
 * The plain "this needs a connection, what you typed is kept" text of `action`: led by "You're
 * offline." when the browser says so, or by the central mapping's "Connection error. Please
 * check your network." when `error` (a failed request's) says the server was not reached; null
 * otherwise. Check before sending, and again with the error of a failed request. The forms show
 * it in their alert (role=alert) and never clear their fields for it.
 */
export function useOfflineMessage(): (action: ServerAction, error?: unknown) => string | null {
  const { t } = useTranslation('account');
  return useCallback(
    (action: ServerAction, error?: unknown) => {
      const lead = isOffline()
        ? t('offline.lead')
        : error !== undefined && isConnectionFailure(error)
          ? translateMessage((key, options) => t(key, options) as string, ERROR_MESSAGES.network.en)
          : null;
      return lead && `${lead} ${t(`offline.${action}`)}`;
    },
    [t],
  );
}
