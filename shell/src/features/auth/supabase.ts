import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchWithTimeout, type RuntimeConfig } from '@marketplace/contracts';
import type { HostConnection } from '@marketplace/contracts/connection';
import { AUTH_STORAGE_KEY } from './stored-session';

export interface SupabaseLoader {
  /** Whether the runtime config names a backend at all. */
  configured: boolean;
  /** The page's one client, created on first use; null when no backend is configured. */
  load(): Promise<SupabaseClient | null>;
}

/**
 * supabase-js is a large part of the shell's JavaScript (docs/performance.md), and a signed-out
 * shopper on the home page needs none of it: it is fetched only when a session is stored or an app asks for the client.
 */
export function createSupabaseLoader(config: RuntimeConfig, connection: HostConnection): SupabaseLoader {
  let client: Promise<SupabaseClient | null> | null = null;
  const backend = config.supabase;
  return {
    configured: backend !== null,
    load() {
      if (!backend) return Promise.resolve(null);
      client ??= import('@supabase/supabase-js').then(
        ({ createClient }) =>
          createClient(backend.url, backend.anonKey, {
            auth: { storageKey: AUTH_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
            // Every remote's requests go through this client: a backend that hangs fails in time.
            global: { fetch: fetchWithTimeout },
          }),
        async (error: unknown) => {
          // Its chunk did not come: asked for again next time, and the page's connection judges
          // first, so the caller's message can say whether the shop is out of reach.
          client = null;
          await connection.check();
          throw new Error(`the backend client could not be fetched (${String(error)})`, { cause: error });
        },
      );
      return client;
    },
  };
}

/**
 * Whether the address carries an auth redirect from a mailed link (`#access_token=…` or
 * `#error_description=…`): supabase-js must load to take the session from it (or report the
 * expired link), even with nothing stored yet.
 */
export function hasAuthRedirect(): boolean {
  try {
    const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    return params.has('access_token') || params.has('error_description');
  } catch {
    return false;
  }
}
