import { useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bus, type AuthStatus, type User } from '@marketplace/contracts';
import { toUser } from './to-user';

export interface AuthSession {
  status: AuthStatus;
  user: User | null;
}

/**
 * The shell owns the auth session: restored on start, kept current through supabase-js's auth
 * events, and announced to every remote as `auth:changed`.
 */
export function useAuthSession(supabase: SupabaseClient | null): AuthSession {
  const [session, setSession] = useState<AuthSession>(() => ({
    status: supabase ? 'loading' : 'signed-out',
    user: null,
  }));

  useEffect(() => {
    if (!supabase) {
      bus.publish('auth:changed', { status: 'signed-out', user: null });
      return;
    }
    // INITIAL_SESSION arrives first, then SIGNED_IN / SIGNED_OUT / TOKEN_REFRESHED / USER_UPDATED.
    const { data } = supabase.auth.onAuthStateChange((_event, current) => {
      const next: AuthSession = current?.user
        ? { status: 'signed-in', user: toUser(current.user) }
        : { status: 'signed-out', user: null };
      setSession(next);
      bus.publish('auth:changed', next);
    });
    return () => data.subscription.unsubscribe();
  }, [supabase]);

  return session;
}
