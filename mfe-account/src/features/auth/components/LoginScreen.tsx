import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, loginFormSchema, paths } from '@marketplace/contracts';
import { Alert, Button, EmailField, PasswordField } from '../../../components/form';
import { fieldErrors } from '../../../lib/useMessages';
import { loginLockout } from '../lockout/page-lockout';
import { signIn } from '../data/sign-in';
import { safeOrigin } from '../origin';
import { AuthFormPage } from './AuthFormPage';
import { GoogleButton } from './GoogleButton';
import { useAuthScreen } from './useAuthScreen';

type Notice = { kind: 'error' | 'warning' | 'info' | 'success'; lines: string[] };

export function LoginScreen() {
  const { t, tc, text, host, handleError, offlineMessage, navigate, connect } = useAuthScreen();
  const location = useLocation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const available = host.auth.available;

  useEffect(() => loginLockout.startCleanup(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setUnconfirmed(null);
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    // Offline, nothing is sent, so the lockout counts nothing.
    const supabase = await connect('signIn', (line) => setNotice({ kind: 'error', lines: [line] }));
    if (!supabase) return;
    const { email, password } = parsed.data;
    setSubmitting(true);
    try {
      const result = await signIn({ supabase, lockout: loginLockout, log: host.logSecurityEvent }, email, password);
      switch (result.kind) {
        case 'success':
          host.notify({ kind: 'success', message: text(SUCCESS_MESSAGES.loggedIn.en) });
          navigate(safeOrigin(location.state), { replace: true });
          return;
        case 'locked':
          setNotice({ kind: 'error', lines: [text(ERROR_MESSAGES.lockedOut.en, result.minutesLeft)] });
          return;
        case 'failed': {
          const mapped = handleError(result.error, { page: 'login', action: 'sign-in' });
          const lines = [mapped.text];
          if (result.lockedMinutes !== null) lines.push(text(ERROR_MESSAGES.lockedNow.en, result.lockedMinutes));
          else if (result.attemptsLeft !== null && result.attemptsLeft <= 2)
            lines.push(text(ERROR_MESSAGES.attemptsRemaining.en, result.attemptsLeft));
          setNotice({ kind: result.lockedMinutes !== null ? 'error' : 'warning', lines });
          return;
        }
        case 'unconfirmed':
          setNotice({ kind: 'warning', lines: [text(ERROR_MESSAGES.emailNotConfirmed.en)] });
          setUnconfirmed(email);
          return;
        case 'error':
          setNotice({
            kind: 'error',
            lines: [offlineMessage('signIn', result.error) ?? handleError(result.error, { page: 'login', action: 'sign-in' }).text],
          });
          return;
      }
    } catch (error) {
      setNotice({
        kind: 'error',
        lines: [offlineMessage('signIn', error) ?? handleError(error, { page: 'login', action: 'sign-in' }).text],
      });
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    const offline = offlineMessage('resend');
    if (offline) {
      setNotice({ kind: 'error', lines: [offline] });
      return;
    }
    const supabase = await host.getSupabase();
    if (!supabase || !unconfirmed) return;
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: unconfirmed,
      options: { emailRedirectTo: `${window.location.origin}/` },
    });
    const lost = error && offlineMessage('resend', error);
    if (lost) setNotice({ kind: 'error', lines: [lost] });
    else if (error) handleError(error, { page: 'login', action: 'resend-confirmation' });
    else setNotice({ kind: 'info', lines: [t('login.confirmationResent')] });
  };

  const set = (field: 'email' | 'password') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthFormPage title={tc('pages.login')} available={available} onSubmit={submit}>
      <EmailField value={values.email} onChange={set('email')} error={errors['email'] && text(errors['email'])} disabled={!available} />
      <PasswordField
        label={t('form.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors['password'] && text(errors['password'])}
        disabled={!available}
      />
      <Link to={paths.forgotPassword()}>{t('login.forgotPassword')}</Link>
      {notice && (
        <Alert kind={notice.kind}>
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
      {unconfirmed && (
        <Button type="button" $variant="secondary" onClick={() => void resend()}>
          {t('login.resendConfirmation')}
        </Button>
      )}
      <Button type="submit" disabled={!available || submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <GoogleButton disabled={!available} />
      <p>
        {t('login.noAccount')} <Link to={paths.register()}>{t('login.createAccount')}</Link>
      </p>
    </AuthFormPage>
  );
}
