import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, SUCCESS_MESSAGES, profileFormSchema, theme, useHost, type User } from '@marketplace/contracts';
import { Alert, Button, Field, Spinner } from '../../../components/form';
import { fieldErrors, useCatalogText, useErrorHandler } from '../../../lib/useMessages';
import { useOfflineMessage } from '../../../lib/offline';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_COLUMNS,
  loadPreferences,
  savePreference,
  type Preference,
  type Preferences,
} from '../data/preferences';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  section {
    padding: ${theme.space(5)};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  form {
    display: grid;
    gap: ${theme.space(4)};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(2)} ${theme.space(4)};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${theme.space(3)};
  }
  label.toggle {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
  }
  input[type='checkbox']:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/** A date in the current language's format; null when missing or unreadable. */
function formatDate(value: string | null, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

function PersonalInformation({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const text = useCatalogText();
  const host = useHost();
  const handleError = useErrorHandler();
  const offlineMessage = useOfflineMessage();
  const [values, setValues] = useState({ fullName: user.fullName ?? '', email: user.email });
  /** No connection: said in the form's alert; the typed values stay. */
  const [offline, setOffline] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileFormSchema.safeParse(values); // trims the name, trims and lowercases the email
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const offlineNow = offlineMessage('profile');
    setOffline(offlineNow);
    if (offlineNow) return;
    const submitted = values;
    const supabase = await host.getSupabase();
    if (!supabase) return;
    const { fullName, email } = parsed.data;
    const emailChanged = email !== user.email.toLowerCase();
    setSaving(true);
    try {
      const { error } = await supabase.auth.updateUser(
        { data: { full_name: fullName }, ...(emailChanged ? { email } : {}) },
        { emailRedirectTo: `${window.location.origin}/profile` },
      );
      if (error) {
        const lost = offlineMessage('profile', error);
        if (lost) setOffline(lost);
        else handleError(error, { page: 'profile', action: 'update-profile', userId: user.id });
        return;
      }
      // Show the saved (trimmed) values, unless the shopper has typed since pressing the button.
      setValues((current) => (current === submitted ? { fullName, email: emailChanged ? email : user.email } : current));
      setPendingEmail(emailChanged ? email : null);
      host.notify({ kind: 'success', message: text(SUCCESS_MESSAGES.profileUpdated.en) });
    } catch (error) {
      const lost = offlineMessage('profile', error);
      if (lost) setOffline(lost);
      else handleError(error, { page: 'profile', action: 'update-profile', userId: user.id });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="profile-personal">
      <h2 id="profile-personal">{t('profile.personalInformation')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={t('profile.fullName')}
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => setValues((v) => ({ ...v, fullName: e.target.value }))}
          error={errors['fullName'] && text(errors['fullName'])}
        />
        <Field
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          error={errors['email'] && text(errors['email'])}
        />
        {offline && (
          <Alert kind="error">
            <p>{offline}</p>
          </Alert>
        )}
        {pendingEmail && (
          <Alert kind="info">
            <p>{t('profile.emailChangeSent', { email: pendingEmail })}</p>
          </Alert>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? t('profile.updating') : t('profile.update')}
        </Button>
      </form>
    </section>
  );
}

function AccountSecurity({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const created = formatDate(user.createdAt, i18n.language);
  const lastSignIn = formatDate(user.lastSignInAt, i18n.language);
  return (
    <section aria-labelledby="profile-security">
      <h2 id="profile-security">{t('profile.accountSecurity')}</h2>
      <dl>
        <dt>{t('profile.emailVerified')}</dt>
        <dd data-testid="email-verified">{user.emailConfirmedAt ? t('profile.verified') : t('profile.unverified')}</dd>
        <dt>{t('profile.accountCreated')}</dt>
        <dd>{created ?? t('profile.notAvailable')}</dd>
        {lastSignIn && (
          <>
            <dt>{t('profile.lastSignIn')}</dt>
            <dd>{lastSignIn}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

const PREFERENCE_LABELS: Record<Preference, string> = {
  order_notifications: 'profile.orderNotifications',
  marketing_emails: 'profile.marketingEmails',
  security_alerts: 'profile.securityAlerts',
};

function EmailPreferences({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const host = useHost();
  const handleError = useErrorHandler();
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void host.getSupabase().then(async (supabase) => {
      if (!supabase) return;
      try {
        const stored = await loadPreferences(supabase, user.id);
        if (!cancelled) setPreferences(stored);
      } catch (error) {
        if (!cancelled) handleError(error, { page: 'profile', action: 'load-preferences', userId: user.id });
      } finally {
        if (!cancelled) setLoaded(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [host, user.id, handleError]);

  const toggle = async (column: Preference, value: boolean) => {
    const previous = preferences;
    setPreferences({ ...preferences, [column]: value });
    try {
      const supabase = await host.getSupabase();
      if (!supabase) throw new Error('backend not configured');
      await savePreference(supabase, user.id, column, value);
      host.notify({ kind: 'success', message: t('profile.preferencesSaved') });
    } catch (error) {
      setPreferences(previous);
      handleError(error, { page: 'profile', action: 'save-preference', userId: user.id });
    }
  };

  return (
    <section aria-labelledby="profile-preferences">
      <h2 id="profile-preferences">{t('profile.emailPreferences')}</h2>
      <fieldset disabled={!loaded} aria-busy={!loaded}>
        <legend className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
          {t('profile.emailPreferences')}
        </legend>
        {PREFERENCE_COLUMNS.map((column) => (
          <label key={column} className="toggle">
            <input type="checkbox" checked={preferences[column]} onChange={(e) => void toggle(column, e.target.checked)} />
            {t(PREFERENCE_LABELS[column])}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

export function ProfileScreen() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const { auth } = useHost();
  return (
    <PageFrame title={tc('pages.profile')}>
      {auth.status === 'loading' || !auth.user ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Grid>
          {/* Keyed by user so a changed account (another tab) starts the form afresh. */}
          <PersonalInformation key={auth.user.id} user={auth.user} />
          <AccountSecurity user={auth.user} />
          <EmailPreferences user={auth.user} />
        </Grid>
      )}
    </PageFrame>
  );
}
