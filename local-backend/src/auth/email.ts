import { AuthError } from './errors';

/**
 * The address format Supabase Auth accepts: `checkmail.ValidateFormat` (github.com/badoux/checkmail
 * at the version supabase/auth pins), called by `validateEmail` in supabase/auth internal/api/mail.go.
 * ASCII only; each domain label starts and ends with a letter or digit; no quoted local parts.
 */
const AUTH_EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Go's len() counts bytes. */
const MAX_EMAIL_BYTES = 255;

/**
 * Checks an address as Supabase Auth does on sign-up, the admin user API, recovery, resend and
 * e-mail change, in its order and with its messages, and lower-cases it. Nothing is trimmed:
 * Auth refuses ' a@b.co' too.
 */
export function normaliseEmail(email: string | undefined): string {
  if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (Buffer.byteLength(email) > MAX_EMAIL_BYTES) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!AUTH_EMAIL_FORMAT.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}
