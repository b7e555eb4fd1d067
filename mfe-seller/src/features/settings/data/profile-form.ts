import { normalizeKenyanPhone, VALIDATION_MESSAGES } from '@marketplace/contracts';
import type { Problem } from '../../../lib/useEditorForm';
import type { ProfileChange, VendorProfile } from './vendor-profile';

/** The shop profile's text fields as typed (its logo is a file, checked when chosen). */
export interface ProfileForm {
  name: string;
  description: string;
  location: string;
  contact_phone: string;
}

export type ProfileField = keyof ProfileForm;

/** The server's bound for a vendor's name (seller.vendorNameTooLong). */
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const LOCATION_MAX = 200;

export function formOf(profile: VendorProfile): ProfileForm {
  return {
    name: profile.name,
    description: profile.description ?? '',
    location: profile.location ?? '',
    contact_phone: profile.contact_phone ?? '',
  };
}

/**
 * The server's rules, checked before sending (the server checks them again): a name of 1–120
 * characters, a description of at most 2000, a location of at most 200, a Kenyan phone number or
 * none. The fields as they are saved: trimmed, empty ones null, the phone as +254….
 */
export function checkProfileForm(form: ProfileForm): {
  fields: Omit<ProfileChange, 'image'>;
  problems: Partial<Record<ProfileField, Problem>>;
} {
  const problems: Partial<Record<ProfileField, Problem>> = {};
  const name = form.name.trim();
  if (name === '') problems.name = { key: 'settings.errors.nameRequired' };
  else if (name.length > NAME_MAX) problems.name = { key: 'refusals.seller.vendorNameTooLong' };
  if (form.description.trim().length > DESCRIPTION_MAX) problems.description = { key: 'settings.errors.descriptionTooLong' };
  if (form.location.trim().length > LOCATION_MAX) problems.location = { key: 'settings.errors.locationTooLong' };
  const phone = form.contact_phone.trim() === '' ? null : normalizeKenyanPhone(form.contact_phone);
  if (form.contact_phone.trim() !== '' && !phone) problems.contact_phone = { message: VALIDATION_MESSAGES.phoneInvalid.en };
  return {
    fields: {
      name,
      description: form.description.trim() || null,
      location: form.location.trim() || null,
      contact_phone: phone,
    },
    problems,
  };
}
