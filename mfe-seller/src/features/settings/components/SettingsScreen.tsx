import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme, useHost } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Field } from '../../../components/Field';
import { PictureField } from '../../../components/PictureField';
import { Button, FormGrid, Notice, linkStyle } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { uploadVendorImage } from '../../../lib/images';
import { useEditorForm } from '../../../lib/useEditorForm';
import { useImageUrl } from '../../../lib/useImageUrl';
import { useRead } from '../../../lib/useRead';
import {
  checkProfileForm,
  DESCRIPTION_MAX,
  formOf,
  LOCATION_MAX,
  NAME_MAX,
  type ProfileField,
  type ProfileForm as ProfileValues,
} from '../data/profile-form';
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

const ORDER: (ProfileField | 'image')[] = ['name', 'description', 'location', 'contact_phone', 'image'];

function ProfileForm({ vendorId, initial }: { vendorId: string; initial: VendorProfile }) {
  const { t } = useTranslation(NS);
  const host = useHost();
  const backend = useBackend();
  const imageUrl = useImageUrl();
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<ProfileValues>(formOf(initial));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const { problems, show, translate, fail, formError, setFormError, picture, setPicture, choosePicture } = useEditorForm({
    order: ORDER,
    prefix: 'vendor-',
    busy,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const checked = checkProfileForm(values);
    const found = translate(checked.problems);
    show(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const supabase = await backend();
      const image = picture ? await uploadVendorImage(supabase, vendorId, picture) : profile.image;
      const next = await updateVendorProfile(supabase, vendorId, { ...checked.fields, image });
      setProfile(next);
      setValues(formOf(next));
      setPicture(null);
      setSaved(true);
      host.notify({ kind: 'success', message: t('settings.saved') });
    } catch (error) {
      fail(error, 'save-vendor-profile');
    } finally {
      setBusy(false);
    }
  };

  const control = (field: ProfileField) => ({
    value: values[field],
    disabled: busy,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });
  const current = imageUrl(profile.image);

  return (
    <FormGrid noValidate onSubmit={save} aria-busy={busy}>
      <Field id="vendor-name" label={t('settings.name')} hint={t('settings.nameHint')} error={problems.name}>
        <input {...control('name')} required maxLength={NAME_MAX + 20} />
      </Field>
      <Field id="vendor-description" label={t('settings.description')} error={problems.description}>
        <textarea {...control('description')} rows={5} maxLength={DESCRIPTION_MAX + 100} />
      </Field>
      <Field id="vendor-location" label={t('settings.location')} error={problems.location}>
        <input {...control('location')} maxLength={LOCATION_MAX + 20} />
      </Field>
      <Field id="vendor-contact_phone" label={t('settings.phone')} hint={t('settings.phoneHint')} error={problems.contact_phone}>
        <input {...control('contact_phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </Field>
      {current && <Logo src={current} alt={t('settings.currentLogo')} />}
      <PictureField
        id="vendor-image"
        label={t('settings.logo')}
        hint={t('products.form.imageHint')}
        error={problems.image}
        disabled={busy}
        onChange={choosePicture}
      />
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
