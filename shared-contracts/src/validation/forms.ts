import { z } from 'zod/v3';
import { emailSchema, newsletterEmailSchema } from './email';
import { VALIDATION_MESSAGES as M } from './messages';
import { nameSchema } from './name';
import { loginPasswordSchema, passwordSchema } from './password';
import { kenyanPhoneSchema } from './phone';
import { charLength } from './text';
import { CATEGORY_SLUGS } from '../routes/paths';

/** Trimmed text that must not be empty. */
function requiredText(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, { message });
}

export const loginFormSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

const registrationFields = z.object({
  fullName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: z.string({ required_error: M.passwordsDoNotMatch.en, invalid_type_error: M.passwordsDoNotMatch.en }),
});
export type RegistrationFormInput = z.input<typeof registrationFields>;
export type RegistrationFormValues = z.output<typeof registrationFields>;

/**
 * Registration: the fields' rules, and 'Passwords do not match' on confirmPassword. The passwords
 * are compared even while other fields still fail (an object refinement would wait for them), so
 * the mismatch shows together with the other messages.
 */
export const registrationFormSchema = z.unknown().transform((input, ctx): RegistrationFormValues => {
  const parsed = registrationFields.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', params: { code: issue.code } });
  const form = input as Record<string, unknown>;
  const mismatch = hasStringFields(input, 'password', 'confirmPassword') && form['password'] !== form['confirmPassword'];
  if (mismatch) ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch.en, path: ['confirmPassword'] });
  return parsed.success && !mismatch ? parsed.data : z.NEVER;
});

export const profileFormSchema = z.object({
  fullName: nameSchema,
  email: emailSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const newsletterFormSchema = z.object({
  email: newsletterEmailSchema,
});
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/** Contact: every field required (trimmed), the spec's name and email rules, a message of 10–2000 characters. */
export const contactFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  subject: requiredText(M.contactSubjectRequired.en).refine((value) => charLength(value) <= 200, { message: M.subjectTooLong.en }),
  // An empty message reports only 'Message is required'.
  message: requiredText(M.contactMessageRequired.en).refine(
    (value) => value === '' || (charLength(value) >= 10 && charLength(value) <= 2000),
    { message: M.contactMessageLength.en },
  ),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

// Letters of any script, digits, spaces and the punctuation of addresses (no angle brackets, quotes
// or control characters, so nothing in an address can read as markup).
const ADDRESS_CHARACTERS = /^[\p{L}\p{M}\p{Nd} ,.'’#/()&-]*$/u;

function addressLine(requiredMessage: string) {
  return requiredText(requiredMessage)
    .refine((value) => charLength(value) <= 100, { message: M.addressTooLong.en })
    .refine((value) => ADDRESS_CHARACTERS.test(value), { message: M.addressInvalidCharacters.en });
}

/** Where a delivery goes: the spec's name rule, a Kenyan phone (normalised to +254…), area, street, notes. */
export const deliveryAddressSchema = z.object({
  name: nameSchema,
  phone: kenyanPhoneSchema,
  area: addressLine(M.areaRequired.en),
  street: addressLine(M.streetRequired.en),
  notes: z
    .string()
    .trim()
    .refine((value) => charLength(value) <= 300, { message: M.notesTooLong.en })
    .refine((value) => !/[<>`]|[^\P{Cc}\n]/u.test(value), { message: M.addressInvalidCharacters.en })
    .optional()
    .default(''),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** The start-selling application (its optional logo is checked separately with `checkUpload`). */
export const vendorApplicationSchema = z.object({
  businessName: requiredText(M.businessNameRequired.en).refine((value) => charLength(value) <= 100, {
    message: M.businessNameTooLong.en,
  }),
  contactName: nameSchema,
  email: emailSchema,
  phone: kenyanPhoneSchema,
  category: z.enum(CATEGORY_SLUGS, { errorMap: () => ({ message: M.categoryRequired.en }) }),
  description: z
    .string()
    .trim()
    .refine((value) => charLength(value) >= 20, { message: M.descriptionTooShort.en })
    .refine((value) => charLength(value) <= 2000, { message: M.descriptionTooLong.en }),
  agreeToTerms: z.literal(true, { errorMap: () => ({ message: M.termsRequired.en }) }),
});
export type VendorApplicationInput = z.input<typeof vendorApplicationSchema>;
export type VendorApplication = z.output<typeof vendorApplicationSchema>;

function hasStringFields(value: unknown, ...fields: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === 'string');
}
