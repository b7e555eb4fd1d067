import { z } from 'zod/v3';
import { VALIDATION_MESSAGES as M } from './messages';

/** A domain label as Supabase Auth accepts it: at most 63 characters, no hyphen at either end. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** Auth refuses a longer address ('An email address is too long'). */
const MAX_EMAIL_BYTES = 255;

const domainLabelsValid = (value: string) =>
  value
    .slice(value.lastIndexOf('@') + 1)
    .split('.')
    .every((label) => DOMAIN_LABEL.test(label));

// zod's format takes `x@bad-.com`, a 64-character label and a 300-byte address, which Auth
// refuses with a 400: the form says so first.
const emailFormat = z
  .string()
  .email({ message: M.emailInvalid.en })
  .pipe(
    z
      .string()
      .refine(domainLabelsValid, { message: M.emailInvalid.en })
      .refine((value) => new TextEncoder().encode(value).length <= MAX_EMAIL_BYTES, { message: M.emailInvalid.en }),
  );

/**
 * Builds an email schema: trims and lowercases first (a pasted ' Ana@Example.com ' is valid and
 * becomes 'ana@example.com'), then requires a value, then checks the format. The output is what
 * gets sent to the backend.
 */
function emailWith(requiredMessage: string) {
  return (
    z
      // null and undefined are "missing"; any other non-string is not an address.
      .string({ errorMap: (_issue, ctx) => ({ message: ctx.data == null ? requiredMessage : M.emailInvalid.en }) })
      .trim()
      .toLowerCase()
      .min(1, { message: requiredMessage })
      // A pipe runs only when the required check passed, so an empty value gets one message.
      .pipe(emailFormat)
  );
}

export const emailSchema = emailWith(M.emailRequired.en);

/**
 * Newsletter email: its own required message. The spec asks no format check beyond the
 * input's email type; the same format check stands in for that type here so the backend
 * enforces what the browser does.
 */
export const newsletterEmailSchema = emailWith(M.newsletterEmailRequired.en);
