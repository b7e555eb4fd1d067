import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, mapError } from '@marketplace/contracts';

/** The account actions that need the server, each with its own "you're offline" text (offline.*). */
export type ServerAction = 'signIn' | 'signUp' | 'resetLink' | 'newPassword' | 'profile' | 'resend';

/** True when the browser says it has no connection at all (`navigator.onLine === false`). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The server could not be reached (the central mapping's network row), as opposed to a refusal. */
export function isConnectionFailure(error: unknown): boolean {
  return mapError(error).key === ERROR_MESSAGES.network.key;
}

/**
 * The plain "you're offline, this needs a connection, what you typed is kept" text of `action`
 * when the browser is offline, or when `error` (a failed request's) says the server was not
 * reached; null otherwise. Check before sending, and again with the error of a failed request.
 * The forms show it in their alert (role=alert) and never clear their fields for it.
 */
export function useOfflineMessage(): (action: ServerAction, error?: unknown) => string | null {
  const { t } = useTranslation('account');
  return useCallback(
    (action: ServerAction, error?: unknown) => (isOffline() || (error !== undefined && isConnectionFailure(error)) ? t(`offline.${action}`) : null),
    [t],
  );
}
