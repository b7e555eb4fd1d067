import { z } from 'zod/v3';
import { VALIDATION_MESSAGES as M } from './messages';
import { CHARACTER_SETS, containsCharacterOf, PASSWORD_MAX_BYTES, PASSWORD_POLICY } from './password-policy';
import { charLength, utf8Length } from './text';

export interface PasswordRule {
  /** The spec's message for an unmet rule, also the requirement's label. */
  message: string;
  test: (password: string) => boolean;
}

/**
 * The strength rules of spec 5, in the order the requirements box lists them: the project's
 * password policy (password-policy.ts, the same rule the backend applies), one rule per class so
 * the box can tick each. A class is Supabase Auth's character set: 'É' is not an upper-case
 * letter, a space or '€' not a special character, as a hosted project decides.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { message: M.passwordTooShort.en, test: (password) => charLength(password) >= PASSWORD_POLICY.minLength },
  { message: M.passwordUppercase.en, test: (password) => containsCharacterOf(password, CHARACTER_SETS.upper) },
  { message: M.passwordLowercase.en, test: (password) => containsCharacterOf(password, CHARACTER_SETS.lower) },
  { message: M.passwordNumber.en, test: (password) => containsCharacterOf(password, CHARACTER_SETS.digits) },
  { message: M.passwordSpecial.en, test: (password) => containsCharacterOf(password, CHARACTER_SETS.symbols) },
];

/**
 * Every unmet strength rule, and the backend's upper bound (bcrypt reads 72 bytes, so Supabase
 * Auth refuses longer passwords); an empty password is only 'Password is required'.
 */
export function passwordProblems(password: string): string[] {
  if (password === '') return [M.passwordRequired.en];
  const problems = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
  if (utf8Length(password) > PASSWORD_MAX_BYTES) problems.push(M.passwordTooLong.en);
  return problems;
}

/** A password being chosen (registration): every strength rule. Never trimmed or altered. */
export const passwordSchema = z
  .string({ required_error: M.passwordRequired.en, invalid_type_error: M.passwordRequired.en })
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/** A password being entered (login): only required; whitespace-only counts as missing. Not altered. */
export const loginPasswordSchema = z
  .string({ required_error: M.passwordRequired.en, invalid_type_error: M.passwordRequired.en })
  .refine((value) => value.trim() !== '', { message: M.passwordRequired.en });
