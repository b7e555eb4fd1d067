import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { checkUpload, normalizeKenyanPhone, paths, theme, translateMessage, useHost, VALIDATION_MESSAGES } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Field, describedBy } from '../../../components/Field';
import { Button, FormGrid, Notice, linkStyle } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { uploadVendorImage } from '../../../lib/images';
import { useRefusal } from '../../../lib/refusals';
import { useDeferredFocus } from '../../../lib/useDeferredFocus';
import { useImageUrl } from '../../../lib/useImageUrl';
import { useRead } from '../../../lib/useRead';
import { readVendorProfile, updateVendorProfile, type VendorProfile } from '../data/vendor-profile';

const Logo = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
`;

const Saved = styled.p`
  margin: 0;
  a {
    ${linkStyle}
  }
`;

/** The server's bound for a vendor's name (seller.vendorNameTooLong). */
const NAME_MAX = 120;
const DESCRIPTION_MAX = 2000;
const LOCATION_MAX = 200;

type ProfileField = 'name' | 'description' | 'location' | 'contact_phone' | 'image';
const ORDER: ProfileField[] = ['name', 'description', 'location', 'contact_phone', 'image'];
type Values = Record<Exclude<ProfileField, 'image'>, string>;

const valuesOf = (profile: VendorProfile): Values => ({
  name: profile.name,
  description: profile.description ?? '',
  location: profile.location ?? '',
  contact_phone: profile.contact_phone ?? '',
});

function ProfileForm({ vendorId, initial }: { vendorId: string; initial: VendorProfile }) {
  const { t } = useTranslation(NS);
  const host = useHost();
  const backend = useBackend();
  const refusal = useRefusal();
  const imageUrl = useImageUrl();
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<Values>(valuesOf(initial));
  const [logo, setLogo] = useState<File | null>(null);
  const [problems, setProblems] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const focus = useDeferredFocus(busy);
  const show = (found: Partial<Record<ProfileField, string>>) => {
    setProblems(found);
    const first = ORDER.find((f) => found[f]);
    focus(first ? `vendor-${first}` : null);
  };

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const checked = chosen ? checkUpload(chosen) : { ok: true as const };
    setLogo(checked.ok ? chosen : null);
    setProblems((p) => ({ ...p, image: checked.ok ? undefined : translateMessage(t, checked.message) }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const found: Partial<Record<ProfileField, string>> = {};
    const name = values.name.trim();
    if (name === '') found.name = t('settings.errors.nameRequired');
    else if (name.length > NAME_MAX) found.name = t('refusals.seller.vendorNameTooLong');
    if (values.description.trim().length > DESCRIPTION_MAX) found.description = t('settings.errors.descriptionTooLong');
    if (values.location.trim().length > LOCATION_MAX) found.location = t('settings.errors.locationTooLong');
    const phone = values.contact_phone.trim() === '' ? null : normalizeKenyanPhone(values.contact_phone);
    if (values.contact_phone.trim() !== '' && !phone) found.contact_phone = translateMessage(t, VALIDATION_MESSAGES.phoneInvalid.en);
    if (problems.image) found.image = problems.image;
    if (Object.keys(found).length > 0) return show(found);
    setProblems({});
    setBusy(true);
    try {
      const supabase = await backend();
      const image = logo ? await uploadVendorImage(supabase, vendorId, logo) : profile.image;
      const next = await updateVendorProfile(supabase, vendorId, {
        name,
        description: values.description.trim() || null,
        location: values.location.trim() || null,
        contact_phone: phone,
        image,
      });
      setProfile(next);
      setValues(valuesOf(next));
      setLogo(null);
      setSaved(true);
      host.notify({ kind: 'success', message: t('settings.saved') });
    } catch (error) {
      const { text, field } = refusal(error, 'save-vendor-profile');
      const known = ORDER.find((f) => f === field);
      if (known) show({ [known]: text });
      else setFormError(text);
    } finally {
      setBusy(false);
    }
  };

  const control = (field: Exclude<ProfileField, 'image'>, hint?: string) => ({
    id: `vendor-${field}`,
    value: values[field],
    disabled: busy,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy(`vendor-${field}`, Boolean(hint), problems[field]),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });
  const current = imageUrl(profile.image);

  return (
    <FormGrid noValidate onSubmit={save} aria-busy={busy}>
      <Field id="vendor-name" label={t('settings.name')} hint={t('settings.nameHint')} error={problems.name}>
        <input {...control('name', t('settings.nameHint'))} required maxLength={NAME_MAX + 20} />
      </Field>
      <Field id="vendor-description" label={t('settings.description')} error={problems.description}>
        <textarea {...control('description')} rows={5} maxLength={DESCRIPTION_MAX + 100} />
      </Field>
      <Field id="vendor-location" label={t('settings.location')} error={problems.location}>
        <input {...control('location')} maxLength={LOCATION_MAX + 20} />
      </Field>
      <Field id="vendor-contact_phone" label={t('settings.phone')} hint={t('settings.phoneHint')} error={problems.contact_phone}>
        <input {...control('contact_phone', t('settings.phoneHint'))} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </Field>
      {current && <Logo src={current} alt={t('settings.currentLogo')} />}
      <Field id="vendor-image" label={t('settings.logo')} hint={t('products.form.imageHint')} error={problems.image}>
        <input
          id="vendor-image"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={busy}
          aria-invalid={problems.image ? true : undefined}
          aria-describedby={describedBy('vendor-image', true, problems.image)}
          onChange={chooseLogo}
        />
      </Field>
      {formError && (
        <Notice $kind="error" role="alert">
          {formError}
        </Notice>
      )}
      <Saved role="status">
        {saved && (
          <>
            {t('settings.saved')} <Link to={paths.vendor(profile.slug)}>{t('settings.viewPage')}</Link>
          </>
        )}
      </Saved>
      <div className="actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('products.form.saving') : t('settings.save')}
        </Button>
      </div>
    </FormGrid>
  );
}

/** /seller/settings: the vendor's public profile. */
export function SettingsScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.settings')} audience="member">
      {(access) => access.vendorId && <Profile vendorId={access.vendorId} />}
    </SellerFrame>
  );
}

function Profile({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation(NS);
  const { state } = useRead(`vendor:${vendorId}`, (supabase) => readVendorProfile(supabase, vendorId), 'read-vendor-profile');
  if (state.status !== 'ready') return <ReadStatus state={state} loading={t('settings.loading')} />;
  return <ProfileForm vendorId={vendorId} initial={state.data} />;
}
