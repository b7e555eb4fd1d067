import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, useHost } from '@marketplace/contracts';

/**
 * Profile, Orders and Sign out for a signed-in user, otherwise Login and Sign Up, as list items
 * for the caller's list. Nothing while the session is still loading, so a returning user never
 * sees Login flash before their own links.
 */
export function AccountLinks() {
  const { t } = useTranslation('shell');
  const { auth } = useHost();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-in') {
    return (
      <>
        <li>
          <Link to={paths.profile()}>{t('header.account.profile')}</Link>
        </li>
        <li>
          <Link to={paths.orders()}>{t('header.account.orders')}</Link>
        </li>
        <li>
          <button type="button" onClick={() => void auth.signOut()}>
            {t('header.account.signOut')}
          </button>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <Link to={paths.login()}>{t('header.account.login')}</Link>
      </li>
      <li>
        <Link to={paths.register()} data-variant="primary">
          {t('header.account.signUp')}
        </Link>
      </li>
    </>
  );
}
