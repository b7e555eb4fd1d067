import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form';
import { useCatalogText } from '../../../lib/useMessages';
import { PasswordRequirements } from './PasswordRequirements';

export type NewPasswordFieldName = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** The first field's label: 'Password' when registering, 'New Password' when resetting. */
  label: string;
  values: Record<NewPasswordFieldName, string>;
  /** Catalogued messages by field name, as the form's check left them. */
  errors: Record<string, string>;
  onChange: (field: NewPasswordFieldName) => ChangeEventHandler<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A new password and its confirmation, with the requirements ticked live between them: registering
 * and resetting a password ask for it alike, so both read the rules the same way.
 */
export function NewPasswordFields({ label, values, errors, onChange, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const text = useCatalogText();
  const error = (field: NewPasswordFieldName) => errors[field] && text(errors[field]);
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        value={values.password}
        onChange={onChange('password')}
        error={error('password')}
        disabled={disabled}
      />
      <PasswordRequirements password={values.password} />
      <PasswordField
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange('confirmPassword')}
        error={error('confirmPassword')}
        disabled={disabled}
      />
    </>
  );
}
