import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, paths, showsNavEntry, useHost } from '@marketplace/contracts';
import { useNav } from '../../../lib/federation/SiteContext';

/**
 * Profile, Orders, the links remotes add to the account menu for the user's roles, and Sign out
 * for a signed-in user, otherwise Login and Sign Up, as list items for the caller's list. Nothing
 * while the session is still loading, so a returning user never sees Login flash before their
 * own links.
 */
export function AccountLinks() {
  const { t, i18n } = useTranslation('shell');
  const { auth } = useHost();
  const nav = useNav('account');
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-in') {
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    const roles = auth.user?.roles ?? [];
    return (
      <>
        <li>
          <Link to={paths.profile()}>{t('header.account.profile')}</Link>
        </li>
        <li>
          <Link to={paths.orders()}>{t('header.account.orders')}</Link>
        </li>
        {nav
          .filter((entry) => showsNavEntry(entry, roles))
          .map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.label[language]}</Link>
            </li>
          ))}
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
