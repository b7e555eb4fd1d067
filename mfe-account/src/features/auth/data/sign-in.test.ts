/** @jest-environment node */
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthApiError } from '@supabase/supabase-js';
import { createLockout, type KeyValueStorage } from '../lockout/lockout';
import { signIn } from './sign-in';

function storage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function client(error: Error | null) {
  const signInWithPassword = jest.fn(async () => ({ data: {}, error }));
  return { supabase: { auth: { signInWithPassword } } as unknown as SupabaseClient, signInWithPassword };
}

const wrong = () => new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');

describe('signIn with the lockout', () => {
  it('counts wrong passwords, locks on the third with rate_limit and suspicious_activity, then sends no request', async () => {
    const { supabase, signInWithPassword } = client(wrong());
    const log = jest.fn();
    const deps = { supabase, lockout: createLockout(storage()), log };
    expect(await signIn(deps, 'a@b.co', 'x')).toMatchObject({ kind: 'failed', attemptsLeft: 2, lockedMinutes: null });
    expect(await signIn(deps, 'a@b.co', 'x')).toMatchObject({ kind: 'failed', attemptsLeft: 1 });
    expect(await signIn(deps, 'a@b.co', 'x')).toMatchObject({ kind: 'failed', lockedMinutes: 60 });
    expect(await signIn(deps, 'a@b.co', 'x')).toEqual({ kind: 'locked', minutesLeft: 60 });
    expect(signInWithPassword).toHaveBeenCalledTimes(3);
    const types = log.mock.calls.map(([event]) => event.type);
    expect(types.filter((t) => t === 'auth_failure')).toHaveLength(3);
    expect(types).toContain('suspicious_activity');
    expect(types.filter((t) => t === 'rate_limit')).toHaveLength(2); // the lock, and the refused attempt
    // Events carry the 8-character identifier, not a longer hash.
    expect(log.mock.calls[0][0].details.identifier).toMatch(/^[0-9a-f]{8}$/);
  });

  it('success logs auth_success and clears the count', async () => {
    const lockout = createLockout(storage());
    const log = jest.fn();
    await signIn({ supabase: client(wrong()).supabase, lockout, log }, 'a@b.co', 'x');
    expect(await signIn({ supabase: client(null).supabase, lockout, log }, 'a@b.co', 'y')).toEqual({ kind: 'success' });
    expect(log).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'auth_success' }));
    expect(await signIn({ supabase: client(wrong()).supabase, lockout, log }, 'a@b.co', 'x')).toMatchObject({ attemptsLeft: 2 });
  });

  it.each([
    ['an unconfirmed address', new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), 'unconfirmed'],
    ["the server's 429", new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), 'error'],
    ['a network failure', new TypeError('Failed to fetch'), 'error'],
  ])('%s does not count against the address', async (_label, error, kind) => {
    const lockout = createLockout(storage());
    const deps = { supabase: client(error).supabase, lockout, log: jest.fn() };
    for (let i = 0; i < 4; i += 1) expect((await signIn(deps, 'a@b.co', 'x')).kind).toBe(kind);
  });
});
