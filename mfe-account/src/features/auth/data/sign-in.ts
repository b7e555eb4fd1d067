import type { SupabaseClient } from '@supabase/supabase-js';
import { ERROR_MESSAGES, mapError, type SecurityEventInput } from '@marketplace/contracts';
import { hashIdentifier, shownIdentifier } from '../lockout/identifier';
import type { Lockout } from '../lockout/lockout';

export type SignInResult =
  | { kind: 'success' }
  /** Locked before trying: no request was sent. */
  | { kind: 'locked'; minutesLeft: number }
  /** Wrong credentials: the mapped message plus the lockout's warning or lock. */
  | { kind: 'failed'; error: unknown; attemptsLeft: number | null; lockedMinutes: number | null }
  | { kind: 'unconfirmed'; error: unknown }
  /** Any other backend error (429, network, …), for the central handler. */
  | { kind: 'error'; error: unknown };

interface Deps {
  supabase: SupabaseClient;
  lockout: Lockout;
  log: (event: SecurityEventInput) => void;
}

function isInvalidCredentials(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'invalid_credentials' || mapError(error).key === ERROR_MESSAGES.invalidCredentials.key;
}

/**
 * One sign-in attempt with the spec's lockout: refused without a request while locked; a wrong
 * password counts against the address (auth_failure; the third locks, rate_limit and
 * suspicious_activity); success clears the count (auth_success). Other failures (unconfirmed
 * address, the server's 429, network) do not count: the password was not shown to be wrong.
 */
export async function signIn({ supabase, lockout, log }: Deps, email: string, password: string): Promise<SignInResult> {
  const id = await hashIdentifier(email);
  const identifier = shownIdentifier(id);
  const state = lockout.check(id);
  if (state.locked) {
    log({ type: 'rate_limit', email, details: { identifier, reason: 'locked', minutesLeft: state.minutesLeft } });
    return { kind: 'locked', minutesLeft: state.minutesLeft };
  }
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (!error) {
    lockout.recordSuccess(id);
    log({ type: 'auth_success', email, details: { identifier } });
    return { kind: 'success' };
  }
  if (isInvalidCredentials(error)) {
    const outcome = lockout.recordFailure(id);
    log({ type: 'auth_failure', email, details: { identifier, reason: 'invalid_credentials' } });
    if (outcome.kind === 'locked-now') {
      const details = { identifier, reason: 'lockout', minutes: outcome.minutesLeft };
      log({ type: 'rate_limit', email, details });
      log({ type: 'suspicious_activity', email, details });
      return { kind: 'failed', error, attemptsLeft: null, lockedMinutes: outcome.minutesLeft };
    }
    return { kind: 'failed', error, attemptsLeft: outcome.attemptsLeft, lockedMinutes: null };
  }
  log({ type: 'auth_failure', email, details: { identifier, reason: mapError(error).key } });
  if (mapError(error).key === ERROR_MESSAGES.emailNotConfirmed.key) return { kind: 'unconfirmed', error };
  return { kind: 'error', error };
}
