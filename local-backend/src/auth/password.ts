import bcrypt from 'bcryptjs';

export interface Weakness {
  message: string;
  reasons: string[];
}

const MIN_LENGTH = 8;
const REQUIRED_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * The project's rule (the front end checks it too): at least 8 characters with a
 * lower-case letter, an upper-case letter, a digit and a symbol. Reasons use
 * Supabase Auth's vocabulary: "length" and "characters".
 */
export function passwordWeakness(password: string): Weakness | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < MIN_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_LENGTH} characters.`);
  }
  if (!REQUIRED_CLASSES.every((pattern) => pattern.test(password))) {
    reasons.push('characters');
    messages.push(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.',
    );
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
