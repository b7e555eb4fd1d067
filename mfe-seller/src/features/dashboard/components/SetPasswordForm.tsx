import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { passwordProblems, sanitizeMessage, theme, translateMessage, useHost, VALIDATION_MESSAGES } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { Field } from '../../../components/Field';
import { Button, Card, FormGrid, Notice } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { useDeferredFocus } from '../../../lib/useDeferredFocus';
import { useRead } from '../../../lib/useRead';
import { cameFromInvite, setFirstPassword } from '../data/invite-session';

type PasswordField = 'password' | 'confirm';

const PasswordCard = styled(Card)`
  max-width: 44rem;
  margin: 0 0 ${theme.space(6)};
`;

const Saved = styled(Notice)`
  margin: 0 0 ${theme.space(6)};
`;

/**
 * 'Set your password' for a member signed in by their invite link, who has none yet. Shown on the
 * seller center's home until the password is saved; then the member is signed in with it.
 */
export function SetPasswordForm() {
  const { t } = useTranslation(NS);
  const { auth } = useHost();
  const backend = useBackend();
  const refusal = useRefusal();
  const { state } = useRead(auth.user ? `invite-session:${auth.user.id}` : null, cameFromInvite, 'read-invite-session');
  const [values, setValues] = useState<Record<PasswordField, string>>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const focus = useDeferredFocus(busy);

  if (saved) {
    // Takes the focus the vanished form's button had, so it is read out.
    return (
      <Saved $kind="success" role="status" tabIndex={-1} ref={(notice) => notice?.focus()}>
        {t('password.saved')}
      </Saved>
    );
  }
  if (state.status !== 'ready' || !state.data) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<PasswordField, string>> = {};
    const [weakness] = passwordProblems(values.password);
    if (weakness) found.password = translateMessage(t, weakness);
    else if (values.confirm !== values.password) found.confirm = translateMessage(t, VALIDATION_MESSAGES.passwordsDoNotMatch.en);
    setProblems(found);
    if (found.password || found.confirm) return focus(found.password ? 'invite-password' : 'invite-confirm');
    setBusy(true);
    try {
      await setFirstPassword(await backend(), values.password);
      setSaved(true);
    } catch (error) {
      // A hosted project may ask more than the spec's rules (leaked passwords): its own words, on the field.
      if (isAuthWeakPasswordError(error)) {
        setProblems({ password: sanitizeMessage(error.message) });
        focus('invite-password');
      } else {
        setFormError(refusal(error, 'set-password').text);
      }
    } finally {
      setBusy(false);
    }
  };

  const control = (field: PasswordField) => ({
    type: 'password',
    autoComplete: 'new-password',
    value: values[field],
    disabled: busy,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  return (
    <PasswordCard aria-labelledby="invite-password-title">
      <h2 id="invite-password-title">{t('password.title')}</h2>
      <p>{t('password.intro')}</p>
      <FormGrid noValidate onSubmit={save} aria-busy={busy} aria-labelledby="invite-password-title">
        <Field id="invite-password" label={t('password.new')} hint={t('password.hint')} error={problems.password}>
          <input {...control('password')} required />
        </Field>
        <Field id="invite-confirm" label={t('password.confirm')} error={problems.confirm}>
          <input {...control('confirm')} required />
        </Field>
        {formError && (
          <Notice $kind="error" role="alert">
            {formError}
          </Notice>
        )}
        <p>
          <Button type="submit" disabled={busy}>
            {busy ? t('password.saving') : t('password.save')}
          </Button>
        </p>
      </FormGrid>
    </PasswordCard>
  );
}
