import { z } from 'zod/v3';
import { PASSWORD_MIN } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { charLength } from './text';

export interface PasswordRule {
  /** The spec's message for an unmet rule, also the requirement's label. */
  message: string;
  test: (password: string) => boolean;
}

/**
 * The strength rules of spec 5, in the order the requirements box lists them. Letter classes are
 * Unicode-aware ('É' is uppercase). A special character is anything that is neither a letter, a
 * number nor whitespace: a space alone does not satisfy the rule.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { message: M.passwordTooShort.en, test: (password) => charLength(password) >= PASSWORD_MIN },
  { message: M.passwordUppercase.en, test: (password) => /\p{Lu}/u.test(password) },
  { message: M.passwordLowercase.en, test: (password) => /\p{Ll}/u.test(password) },
  { message: M.passwordNumber.en, test: (password) => /\p{Nd}/u.test(password) },
  { message: M.passwordSpecial.en, test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
];

/** Every unmet strength rule; an empty password is only 'Password is required'. */
export function passwordProblems(password: string): string[] {
  if (password === '') return [M.passwordRequired.en];
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
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
