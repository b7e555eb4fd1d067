import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame, paths } from '@marketplace/contracts';
import { Card } from '../../../components/form';
import { RecoveryRequestForm } from './RecoveryRequestForm';

export function ForgotPasswordScreen() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  return (
    <PageFrame
      title={tc('pages.forgotPassword')}
      trail={[{ label: tc('pages.login'), to: paths.login() }, { label: tc('pages.forgotPassword') }]}
    >
      <Card>
        <RecoveryRequestForm />
        <p>
          <Link to={paths.login()}>{t('forgot.backToLogin')}</Link>
        </p>
      </Card>
    </PageFrame>
  );
}
