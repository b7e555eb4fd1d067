import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SUCCESS_MESSAGES, paths, registrationFormSchema } from '@marketplace/contracts';
import { Alert, Button, EmailField, Field } from '../../../components/form';
import { fieldErrors } from '../../../lib/useMessages';
import { weakPasswordReasons } from '../data/weak-password';
import { AuthFormPage } from './AuthFormPage';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthScreen } from './useAuthScreen';

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };
type FormField = keyof typeof EMPTY;

export function RegisterScreen() {
  const { t, tc, text, host, handleError, offlineMessage, navigate, connect } = useAuthScreen();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const available = host.auth.available;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    const parsed = registrationFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const supabase = await connect('signUp', (problem) => setProblems([problem]));
    if (!supabase) return;
    const { fullName, email, password } = parsed.data;
    setSubmitting(true);
    try {
      const { error } = await supabase.auth.signUp({
        email,
        password,
        // The mailed confirmation link signs the user in and lands on the home page.
        options: { data: { full_name: fullName }, emailRedirectTo: `${window.location.origin}/` },
      });
      if (error) {
        const reasons = weakPasswordReasons(error, password);
        setProblems(
          reasons
            ? reasons.map((reason) => text(reason))
            : [offlineMessage('signUp', error) ?? handleError(error, { page: 'register', action: 'sign-up' }).text],
        );
        return;
      }
      host.notify({ kind: 'success', message: text(SUCCESS_MESSAGES.registered.en) });
      navigate(paths.login());
    } catch (error) {
      setProblems([offlineMessage('signUp', error) ?? handleError(error, { page: 'register', action: 'sign-up' }).text]);
    } finally {
      setSubmitting(false);
    }
  };

  const set = (field: FormField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: FormField) => errors[field] && text(errors[field]);

  return (
    <AuthFormPage title={tc('pages.register')} available={available} onSubmit={submit}>
      <Field
        label={t('form.fullName')}
        autoComplete="name"
        value={values.fullName}
        onChange={set('fullName')}
        error={error('fullName')}
        disabled={!available}
      />
      <EmailField value={values.email} onChange={set('email')} error={error('email')} disabled={!available} />
      <NewPasswordFields label={t('form.password')} values={values} errors={errors} onChange={set} disabled={!available} />
      {problems.length > 0 && (
        <Alert kind="error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      )}
      <Button type="submit" disabled={!available || submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
      <p>
        {t('register.haveAccount')} <Link to={paths.login()}>{t('register.signIn')}</Link>
      </p>
    </AuthFormPage>
  );
}
