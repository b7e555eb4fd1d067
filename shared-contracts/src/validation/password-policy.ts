// The one password rule, shared by the registration form and the local backend
// (`@marketplace/contracts/password-policy`, so it stays free of React, zod and i18n).
//
// It is Supabase Auth's own check, so the form, the local backend and a hosted project agree:
// `[auth] minimum_password_length` and `password_requirements` of supabase/config.toml select it,
// and a character counts for a class only when it is in Supabase Auth's set for that class
// (ASCII: 'É' is not an upper-case letter there, '€' is not a symbol). A Unicode-aware rule would
// accept passwords a hosted project refuses. Somali and Swahili are written in these letters.
// One deliberate difference: length counts characters (code points) where Supabase Auth counts
// UTF-8 bytes, so the rule is never looser than the hosted one (the spec says 8 characters).
import { PASSWORD_MIN } from './constants';
import { charLength } from './text';

/** The values of `[auth] password_requirements` in supabase/config.toml. */
export const PASSWORD_REQUIREMENTS = ['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols'] as const;
export type PasswordRequirements = (typeof PASSWORD_REQUIREMENTS)[number];

export interface PasswordPolicy {
  minLength: number;
  requirements: PasswordRequirements;
}

/** The project's policy; supabase/config.toml says the same (a backend test holds them together). */
export const PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN, requirements: 'lower_upper_letters_digits_symbols' };

/** Supabase Auth stores bcrypt hashes, which read only the first 72 bytes: longer passwords are refused. */
export const PASSWORD_MAX_BYTES = 72;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Supabase Auth's character sets (the Supabase CLI's `password_requirements` mapping). */
export const CHARACTER_SETS = {
  lower: LOWER,
  upper: UPPER,
  digits: '0123456789',
  symbols: '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
} as const;

const REQUIRED_SETS: Record<PasswordRequirements, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, CHARACTER_SETS.digits],
  lower_upper_letters_digits: [LOWER, UPPER, CHARACTER_SETS.digits],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, CHARACTER_SETS.digits, CHARACTER_SETS.symbols],
};

export function isPasswordRequirements(value: unknown): value is PasswordRequirements {
  return (PASSWORD_REQUIREMENTS as readonly unknown[]).includes(value);
}

/** True when the password holds at least one character of `set`. */
export function containsCharacterOf(password: string, set: string): boolean {
  for (const character of password) if (set.includes(character)) return true;
  return false;
}

/** Supabase Auth's `weak_password.reasons` vocabulary. */
export type WeaknessReason = 'length' | 'characters';

export interface PasswordWeakness {
  reasons: WeaknessReason[];
  /** Supabase Auth's message for these reasons. */
  message: string;
}

/** What is wrong with the password under the policy, in Supabase Auth's terms; null when it passes. */
export function passwordWeakness(password: string, policy: PasswordPolicy = PASSWORD_POLICY): PasswordWeakness | null {
  const reasons: WeaknessReason[] = [];
  const messages: string[] = [];
  if (charLength(password) < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  const sets = REQUIRED_SETS[policy.requirements];
  if (!sets.every((set) => containsCharacterOf(password, set))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : null;
}

/** Over bcrypt's 72 bytes: Supabase Auth refuses it as a validation failure, not as weak. */
export function passwordTooLong(password: string): boolean {
  return utf8Length(password) > PASSWORD_MAX_BYTES;
}

/** UTF-8 size without TextEncoder (absent from Jest's jsdom). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
