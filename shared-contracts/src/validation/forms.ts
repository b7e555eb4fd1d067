import { z } from 'zod';
import { emailSchema, newsletterEmailSchema } from './email';
import { VALIDATION_MESSAGES as M } from './messages';
import { nameSchema } from './name';
import { loginPasswordSchema, passwordSchema } from './password';

/** Trimmed text that must not be empty. */
function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export const loginFormSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

export const registrationFormSchema = z
  .object({
    fullName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: M.passwordsDoNotMatch.en }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordsDoNotMatch.en,
    path: ['confirmPassword'],
    // Compare even while other fields still fail, so the mismatch shows together with them.
    when: ({ value }) => hasStringFields(value, 'password', 'confirmPassword'),
  });
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

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
