import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

export const Card = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: ${theme.space(6)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  form {
    display: grid;
    gap: ${theme.space(4)};
  }
  a {
    color: ${theme.color.brand};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${theme.color.brand};
  background: ${(p) => (p.$variant === 'secondary' ? theme.color.surface : theme.color.brand)};
  color: ${(p) => (p.$variant === 'secondary' ? theme.color.brand : '#fff')};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  label {
    font-weight: 600;
    color: ${theme.color.text};
  }
  input {
    font: inherit;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    width: 100%;
    box-sizing: border-box;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  .row {
    display: flex;
    gap: ${theme.space(2)};
  }
  .error {
    color: ${theme.color.danger};
    font-size: 0.875rem;
    margin: 0;
  }
`;

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  /** Rendered after the input, inside the field's row (a show/hide toggle). */
  after?: ReactNode;
};

/** A labelled input with its error tied to it (aria-describedby), so screen readers read both. */
export function Field({ label, error, after, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {after}
      </div>
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </FieldBox>
  );
}

/** The auth forms' email input: one label, input type and autofill hint for each of them. */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useTranslation('account');
  return <Field {...props} label={t('form.email')} type="email" autoComplete="email" />;
}

/**
 * A password input with a show/hide toggle. The toggle's name carries its field's label in hidden
 * text (not aria-label, which would make it a second match for the field's label), so the
 * register form's two toggles ("Show Password", "Show Confirm Password") are told apart.
 */
export function PasswordField(props: Omit<FieldProps, 'type' | 'after'>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      after={
        <Button type="button" $variant="secondary" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('form.hidePassword') : t('form.showPassword')}
          <span style={{ position: 'absolute', left: '-9999px' }}> {props.label}</span>
        </Button>
      }
    />
  );
}

const AlertBox = styled.div<{ $kind: 'error' | 'warning' | 'info' | 'success' }>`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  border: 1px solid;
  border-color: ${(p) => ({ error: theme.color.danger, warning: theme.color.warning, info: theme.color.info, success: theme.color.brand })[p.$kind]};
  color: ${(p) => ({ error: theme.color.danger, warning: theme.color.warning, info: theme.color.info, success: theme.color.brand })[p.$kind]};
  background: ${theme.color.background};
  p {
    margin: 0;
  }
`;

/** A message in the page: errors and warnings are announced at once, the rest politely. */
export function Alert({ kind, children }: { kind: 'error' | 'warning' | 'info' | 'success'; children: ReactNode }) {
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <AlertBox $kind={kind} role={urgent ? 'alert' : 'status'} data-kind={kind}>
      {children}
    </AlertBox>
  );
}

const SpinnerBox = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space(8)};
  span {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 4px solid ${theme.color.border};
    border-top-color: ${theme.color.brand};
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

export function Spinner({ label }: { label: string }) {
  return (
    <SpinnerBox role="status" aria-label={label}>
      <span aria-hidden="true" />
    </SpinnerBox>
  );
}
