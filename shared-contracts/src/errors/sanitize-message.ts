import { stripInvisible, truncateChars } from '../validation/text';

export const SANITIZED_MESSAGE_MAX = 200;
export const REDACTED = '[REDACTED]';
export const EMAIL_MASK = '[EMAIL]';
export const NUMBER_MASK = '[NUMBER]';

/**
 * Words that name a credential. Matched inside longer identifiers too (access_token, apiKey,
 * client_secret, x-api-key), so 'monkey=3' is over-masked: harmless for an error message.
 */
const CREDENTIAL_WORD = /password|passwd|pwd|passphrase|passcode|token|secret|key|credential|authorization|cookie|session/i;

/**
 * `<identifier> [:=] <value>`, also JSON-style ("password": "x") and with a Bearer/Basic scheme
 * before the value. The identifier starts only at a word start and quoted values are bounded, so
 * matching stays linear on very long input. Masked only when the identifier names a credential.
 */
const ASSIGNMENT = /(?<![\w-])([\w-]+["']?\s*[:=]\s*)((?:(?:bearer|basic)\s+)?(?:"[^"]{0,200}"|'[^']{0,200}'|["']?[^\s"',;&}]+))/gi;
/** A bearer or basic credential on its own ('Bearer eyJ...'). */
const AUTH_SCHEME_VALUE = /\b(bearer|basic)\s+(?!\[REDACTED\])[\w.~+/-]+=*/gi;
/** A JSON Web Token anywhere (three base64url parts, the first two starting with '{"'). */
const JWT = /\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g;
const EMAIL_ADDRESS = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const LONG_NUMBER = /\p{Nd}{4,}/gu;
// Runs of whitespace (newlines and tabs included) become one space: a message is one line, and
// a newline in a log line could forge another entry.
const WHITESPACE_RUN = /\s+/g;

/**
 * Makes an error text safe to show or log (spec 8): masks credential values, e-mail addresses and
 * numbers of 4 or more digits, collapses whitespace, removes control and invisible bidi
 * characters, and cuts the result to 200 characters. Masking happens before the cut so a
 * half-cut secret or address cannot escape its pattern.
 */
export function sanitizeMessage(text: string): string {
  // Invisible characters go first so 'pass\u200Bword=x' or '12\u200B34' cannot dodge a mask.
  const visible = stripInvisible(text.replace(WHITESPACE_RUN, ' '));
  const masked = visible
    .replace(ASSIGNMENT, (whole, name: string) => (CREDENTIAL_WORD.test(name) ? name + REDACTED : whole))
    .replace(AUTH_SCHEME_VALUE, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(EMAIL_ADDRESS, EMAIL_MASK)
    .replace(LONG_NUMBER, NUMBER_MASK);
  return truncateChars(masked.trim(), SANITIZED_MESSAGE_MAX);
}
