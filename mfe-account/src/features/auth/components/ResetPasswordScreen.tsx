import { useEffect, useState, type FormEvent } from 'react';
import { PageFrame, VALIDATION_MESSAGES, passwordProblems } from '@marketplace/contracts';
import { Alert, Button, Card, Spinner } from '../../../components/form';
import { authRedirectParams, isRecoveryToken } from '../data/recovery';
import { weakPasswordReasons } from '../data/weak-password';
import { NewPasswordFields, type NewPasswordFieldName } from './NewPasswordFields';
import { RecoveryRequestForm } from './RecoveryRequestForm';
import { useAuthScreen } from './useAuthScreen';

/** How long the page waits for the recovery session before calling the link invalid. */
const RECOVERY_WAIT_MS = 10_000;

type Phase = 'waiting' | 'ready' | 'invalid';

/**
 * The mailed recovery link lands here. The page waits for the recovery session (the
 * PASSWORD_RECOVERY event, or a session whose token says it came from a recovery link, since the
 * event may have fired before this remote loaded), asks for the new password twice, saves it and
 * leaves the user signed in. An expired or used link says so and offers a new one.
 */
export function ResetPasswordScreen() {
  const { t, tc, text, host, handleError, offlineMessage, navigate } = useAuthScreen();
  // Read before supabase-js consumes the fragment.
  const [redirect] = useState(() => authRedirectParams(window.location.hash));
  const [phase, setPhase] = useState<Phase>(redirect.error ? 'invalid' : 'waiting');
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (redirect.error) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => !cancelled && setPhase((p) => (p === 'waiting' ? 'invalid' : p)), RECOVERY_WAIT_MS);
    void host.getSupabase().then(async (supabase) => {
      if (!supabase || cancelled) {
        if (!cancelled) setPhase('invalid');
        return;
      }
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'PASSWORD_RECOVERY' || isRecoveryToken(session?.access_token)) setPhase('ready');
      });
      unsubscribe = () => data.subscription.unsubscribe();
      const { data: current } = await supabase.auth.getSession();
      if (cancelled) return;
      if (isRecoveryToken(current.session?.access_token)) setPhase('ready');
      // No link in the address and no recovery session: nothing to wait for.
      else if (!redirect.hasSession) setPhase('invalid');
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [host, redirect]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    const next: Record<string, string> = {};
    const passwordIssues = passwordProblems(values.password);
    if (passwordIssues[0]) next['password'] = passwordIssues[0];
    if (values.password !== values.confirmPassword) next['confirmPassword'] = VALIDATION_MESSAGES.passwordsDoNotMatch.en;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const offline = offlineMessage('newPassword');
    if (offline) {
      setProblems([offline]);
      return;
    }
    const supabase = await host.getSupabase();
    if (!supabase) return;
    setSaving(true);
    try {
      const { error } = await supabase.auth.updateUser({ password: values.password });
      if (error) {
        const reasons = weakPasswordReasons(error, values.password);
        if (reasons) setProblems(reasons.map((reason) => text(reason)));
        else if ((error as { code?: string }).code === 'same_password') setProblems([t('reset.samePassword')]);
        else
          setProblems([
            offlineMessage('newPassword', error) ?? handleError(error, { page: 'reset-password', action: 'update-password' }).text,
          ]);
        return;
      }
      host.notify({ kind: 'success', message: t('reset.success') });
      navigate('/', { replace: true });
    } catch (error) {
      setProblems([offlineMessage('newPassword', error) ?? handleError(error, { page: 'reset-password', action: 'update-password' }).text]);
    } finally {
      setSaving(false);
    }
  };

  const set = (field: NewPasswordFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <PageFrame title={tc('pages.resetPassword')}>
      <Card>
        {phase === 'waiting' && <Spinner label={t('reset.checkingLink')} />}
        {phase === 'invalid' && (
          <>
            <Alert kind="error">
              <p>{t('reset.invalidLink')}</p>
            </Alert>
            <RecoveryRequestForm />
          </>
        )}
        {phase === 'ready' && (
          <form noValidate onSubmit={(event) => void submit(event)} aria-label={tc('pages.resetPassword')}>
            <NewPasswordFields label={t('form.newPassword')} values={values} errors={errors} onChange={set} />
            {problems.length > 0 && (
              <Alert kind="error">
                {problems.map((problem) => (
                  <p key={problem}>{problem}</p>
                ))}
              </Alert>
            )}
            <Button type="submit" disabled={saving}>
              {saving ? t('reset.saving') : t('reset.submit')}
            </Button>
          </form>
        )}
      </Card>
    </PageFrame>
  );
}
