import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHost } from '@marketplace/contracts';
import { useCatalogText, useErrorHandler } from '../../../lib/useMessages';
import { useOfflineMessage } from '../../../lib/offline';

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
  return { t, tc, text, host, handleError, offlineMessage, navigate };
}
