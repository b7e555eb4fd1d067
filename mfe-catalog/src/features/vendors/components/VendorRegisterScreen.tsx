import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CATEGORY_SLUGS,
  checkUpload,
  ERROR_MESSAGES,
  mapError,
  PageFrame,
  paths,
  theme,
  translateMessage,
  useHost,
  vendorApplicationSchema,
} from '@marketplace/contracts';
import { submitApplication } from '../data/applications';
import { SELLING_NAMESPACE } from '../../../i18n/selling/namespace';

// Columns that may shrink below a control's own width (the logo's file picker), so the form fits a
// 320 px phone without scrolling sideways (WCAG 1.4.10).
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  max-width: 40rem;
  .field {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(1)};
  }
  label {
    font-weight: 600;
  }
  input:not([type='checkbox']),
  select,
  textarea {
    max-width: 100%;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger} !important;
  }
  .hint {
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
  .error {
    margin: 0;
    color: ${theme.color.danger};
    font-weight: 600;
  }
  .check {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
  }
  .alert {
    padding: ${theme.space(3)};
    border-radius: ${theme.radius};
    background: #fee2e2;
    color: ${theme.color.danger};
    font-weight: 600;
  }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 0 ${theme.space(6)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  button:focus-visible,
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

type Field = 'businessName' | 'contactName' | 'email' | 'phone' | 'category' | 'description' | 'agreeToTerms' | 'logo';
type Values = Record<Exclude<Field, 'agreeToTerms' | 'logo'>, string> & { agreeToTerms: boolean };

const EMPTY: Values = { businessName: '', contactName: '', email: '', phone: '', category: '', description: '', agreeToTerms: false };

/** Label, control and its announced error, wired together by ids. */
function FieldRow({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** /vendor/register: the start-selling application with an optional logo. */
export function VendorRegisterScreen() {
  const { t } = useTranslation(SELLING_NAMESPACE);
  const { t: common } = useTranslation('common');
  const host = useHost();
  const base = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const id = (field: Field) => `${base}-${field}`;
  const describedBy = (field: Field, hint = false) =>
    [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = (field: Exclude<Field, 'agreeToTerms' | 'logo'>) => ({
    id: id(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, field === 'phone'),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = vendorApplicationSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateMessage(t, issue.message);
      }
    }
    if (logo) {
      const checked = checkUpload(logo);
      if (!checked.ok) found.logo = translateMessage(t, checked.message);
    }
    setErrors(found);
    if (!parsed.success || found.logo) {
      const first = (Object.keys(found) as Field[])[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    if (!host.config?.supabase) {
      setFormError(translateMessage(t, ERROR_MESSAGES.backendNotConfigured.en));
      return;
    }
    setBusy(true);
    try {
      const supabase = await host.getSupabase();
      if (!supabase) throw new Error(ERROR_MESSAGES.backendNotConfigured.en);
      await submitApplication(supabase, parsed.data, logo);
      setSent(true);
    } catch (failure) {
      host.reportError(failure, { remote: 'mfe-catalog', action: 'vendor-application' });
      const message =
        failure instanceof Error && failure.message === ERROR_MESSAGES.backendNotConfigured.en
          ? failure.message
          : mapError(failure).message;
      setFormError(translateMessage(t, message));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <PageFrame title={common('pages.vendorRegister')}>
        <div role="status">
          <h2>{t('register.thanksTitle')}</h2>
          <p>{t('register.thanksText', { email: values.email.trim().toLowerCase() })}</p>
          <Link to={paths.home()}>{t('register.backHome')}</Link>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={common('pages.vendorRegister')}>
      <p>
        {t('register.intro')} <Link to={paths.vendorInfo()}>{t('register.learnMore')}</Link>
      </p>
      <Form noValidate onSubmit={submit} aria-busy={busy}>
        <FieldRow id={id('businessName')} label={t('register.businessName')} error={errors.businessName}>
          <input type="text" autoComplete="organization" {...control('businessName')} />
        </FieldRow>
        <FieldRow id={id('contactName')} label={t('register.contactName')} error={errors.contactName}>
          <input type="text" autoComplete="name" {...control('contactName')} />
        </FieldRow>
        <FieldRow id={id('email')} label={t('register.email')} error={errors.email}>
          <input type="email" autoComplete="email" {...control('email')} />
        </FieldRow>
        <FieldRow id={id('phone')} label={t('register.phone')} hint={t('register.phoneHint')} error={errors.phone}>
          <input type="tel" autoComplete="tel" {...control('phone')} />
        </FieldRow>
        <FieldRow id={id('category')} label={t('register.category')} error={errors.category}>
          <select {...control('category')}>
            <option value="">{t('register.chooseCategory')}</option>
            {CATEGORY_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {common(`categories.${slug}`)}
              </option>
            ))}
          </select>
        </FieldRow>
        <FieldRow id={id('description')} label={t('register.description')} error={errors.description}>
          <textarea rows={5} {...control('description')} />
        </FieldRow>
        <FieldRow id={id('logo')} label={t('register.logo')} hint={t('register.logoHint')} error={errors.logo}>
          <input
            id={id('logo')}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-invalid={errors.logo ? true : undefined}
            aria-describedby={describedBy('logo', true)}
            onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
          />
        </FieldRow>
        <div className="field">
          <span className="check">
            <input
              id={id('agreeToTerms')}
              type="checkbox"
              checked={values.agreeToTerms}
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={describedBy('agreeToTerms')}
              onChange={(event) => setValues((v) => ({ ...v, agreeToTerms: event.target.checked }))}
            />
            <label htmlFor={id('agreeToTerms')}>{t('register.agree')}</label>
          </span>
          {errors.agreeToTerms && (
            <p id={`${id('agreeToTerms')}-error`} className="error" role="alert">
              {errors.agreeToTerms}
            </p>
          )}
        </div>
        {formError && (
          <p className="alert" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </Form>
    </PageFrame>
  );
}
