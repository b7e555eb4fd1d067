import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, useHost } from '@marketplace/contracts';
import { useCatalogText, useErrorHandler } from '../../../lib/useMessages';
import { useOfflineMessage, type ServerAction } from '../../../lib/offline';

/**
 * What every auth screen opens with: its texts (the account's, the common ones, the catalogued
 * messages), the host, the central error handler, the offline wording and navigation.
 */
export function useAuthScreen() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const text = useCatalogText();
  const host = useHost();
  const handleError = useErrorHandler();
  const offlineMessage = useOfflineMessage();
  const navigate = useNavigate();

  /**
   * The client for `action`'s request, or null once `fail` has been given the reason: no
   * connection (nothing is sent and the fields are kept) or no auth service on the host.
   */
  const connect = async (action: ServerAction, fail: (message: string) => void) => {
    const offline = offlineMessage(action);
    if (offline) {
      fail(offline);
      return null;
    }
    let supabase;
    try {
      supabase = await host.getSupabase();
    } catch (error) {
      // The client's code did not arrive (the shell has asked whether the shop is reachable).
      fail(offlineMessage(action, error) ?? text(ERROR_MESSAGES.network.en));
      return null;
    }
    if (!supabase) fail(text(ERROR_MESSAGES.authNotConfigured.en));
    return supabase;
  };

  return { t, tc, text, host, handleError, offlineMessage, navigate, connect };
}
