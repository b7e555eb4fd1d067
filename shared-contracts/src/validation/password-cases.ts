// Passwords with the verdict of the one password rule (password-policy.ts) under the project's
// policy. Test data shared by the contracts' tests and the local backend's, so the registration
// form and the server are proven to accept and refuse the same passwords.
import type { WeaknessReason } from './password-policy';

export interface PasswordCase {
  password: string;
  /** Empty when the password is accepted. */
  reasons: WeaknessReason[];
  why: string;
}

export const PASSWORD_CASES: readonly PasswordCase[] = [
  { password: 'Abcdef1!', reasons: [], why: 'exactly 8 characters, one of each class' },
  { password: 'Str0ng#Passw0rd', reasons: [], why: 'a typical strong password' },
  { password: 'Pa$$w0rd with spaces', reasons: [], why: 'spaces are allowed' },
  { password: 'Ñandú-2024X', reasons: [], why: 'other letters are allowed next to the required ones' },
  { password: 'Abcd1!x', reasons: ['length'], why: '7 characters' },
  { password: 'Ab1!xy😀', reasons: ['length'], why: '7 characters in 8 UTF-16 units (10 UTF-8 bytes)' },
  { password: 'abcdef1!', reasons: ['characters'], why: 'no upper-case letter' },
  { password: 'ABCDEF1!', reasons: ['characters'], why: 'no lower-case letter' },
  { password: 'Abcdefg!', reasons: ['characters'], why: 'no digit' },
  { password: 'Abcdefg1', reasons: ['characters'], why: 'no symbol' },
  { password: 'Abcdef 1', reasons: ['characters'], why: 'a space is not a symbol' },
  { password: 'Ñandú-2024', reasons: ['characters'], why: "'Ñ' is not in Supabase Auth's upper-case set" },
  { password: 'äBCDEF1!', reasons: ['characters'], why: "'ä' is not in Supabase Auth's lower-case set" },
  { password: 'Abcdefg!٣', reasons: ['characters'], why: "an Arabic-Indic digit is not in Supabase Auth's digit set" },
  { password: 'Abcdefg1€', reasons: ['characters'], why: "'€' is not in Supabase Auth's symbol set" },
  { password: 'Abcdefg1\u200B', reasons: ['characters'], why: 'an invisible character is not a symbol' },
  { password: 'abc', reasons: ['length', 'characters'], why: 'short and missing classes' },
];
