import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bus, type AuthStatus, type User } from '@marketplace/contracts';
import { AUTH_STORAGE_KEY, hasStoredSession } from './stored-session';
import { hasAuthRedirect, type SupabaseLoader } from './supabase';
import { toUser } from './to-user';
import { forgetShopperData } from '../../lib/offline/service-worker';

export interface AuthSession {
  status: AuthStatus;
  user: User | null;
}

/** A stored session, or one arriving in the address from a mailed confirmation link. */
function sessionToRestore(): boolean {
  return hasStoredSession() || hasAuthRedirect();
}

/**
 * The shell owns the auth session: restored on start when one is stored, kept current through
 * supabase-js's auth events once the client is in use, and announced to every remote as
 * `auth:changed`. `client()` is what the host API hands to remotes.
 */
export function useAuthSession(loader: SupabaseLoader): { session: AuthSession; client: () => Promise<SupabaseClient | null> } {
  const [session, setSession] = useState<AuthSession>(() => ({
    status: loader.configured && sessionToRestore() ? 'loading' : 'signed-out',
    user: null,
  }));
  const listening = useRef<Promise<SupabaseClient | null> | null>(null);

  const client = useCallback(() => {
    // INITIAL_SESSION arrives first, then SIGNED_IN / SIGNED_OUT / TOKEN_REFRESHED / USER_UPDATED.
    listening.current ??= loader.load().then((supabase) => {
      supabase?.auth.onAuthStateChange((event, current) => {
        if (event === 'SIGNED_OUT') forgetShopperData();
        const next: AuthSession = current?.user
          ? { status: 'signed-in', user: toUser(current.user) }
          : { status: 'signed-out', user: null };
        setSession(next);
        bus.publish('auth:changed', next);
      });
      return supabase;
    });
    return listening.current;
  }, [loader]);

  useEffect(() => {
    if (loader.configured && sessionToRestore()) {
      client().catch((error: unknown) => {
        console.error('[auth] the session could not be restored', error);
        setSession({ status: 'signed-out', user: null });
      });
    } else {
      bus.publish('auth:changed', { status: 'signed-out', user: null });
    }
    // A sign-in in another tab stores a session: follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null && loader.configured) void client();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loader, client]);

  return { session, client };
}
