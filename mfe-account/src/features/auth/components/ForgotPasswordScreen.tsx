import { PageFrame } from '@marketplace/contracts';
import { useTranslation } from 'react-i18next';

export function ForgotPasswordScreen() {
  const { t } = useTranslation('common');
  return <PageFrame title={t('pages.forgotPassword')} />;
}
