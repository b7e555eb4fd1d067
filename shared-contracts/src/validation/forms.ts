import { z } from 'zod/v3';
import { emailSchema, newsletterEmailSchema } from './email';
import { VALIDATION_MESSAGES as M } from './messages';
import { nameSchema } from './name';
import { loginPasswordSchema, passwordSchema } from './password';

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

/** Contact: every field required (trimmed); the email field is an email. No other rules in the spec. */
export const contactFormSchema = z.object({
  name: requiredText(M.nameRequired.en),
  email: emailSchema,
  subject: requiredText(M.contactSubjectRequired.en),
  message: requiredText(M.contactMessageRequired.en),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

function hasStringFields(value: unknown, ...fields: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === 'string');
}
