import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { PASSWORD_RULES, passwordProblems, sanitizeMessage } from '@marketplace/contracts';

/**
 * The backend's reasons for refusing a weak password, as the spec's messages: 'length' is the
 * length rule, 'characters' the character rules this password misses (the client and the
 * backend apply the same rule). A reason we have no message for shows the backend's text,
 * sanitized. Null when the error is not a weak-password refusal.
 */
export function weakPasswordReasons(error: unknown, password: string): string[] | null {
  if (!isAuthWeakPasswordError(error)) return null;
  const lengthRule = PASSWORD_RULES[0]!.message;
  const characterProblems = passwordProblems(password).filter((message) => message !== lengthRule);
  const messages = new Set<string>();
  for (const reason of error.reasons) {
    if (reason === 'length') messages.add(lengthRule);
    else if (reason === 'characters' && characterProblems.length > 0) characterProblems.forEach((m) => messages.add(m));
    else messages.add(sanitizeMessage(error.message));
  }
  if (messages.size === 0) messages.add(sanitizeMessage(error.message));
  return [...messages];
}
