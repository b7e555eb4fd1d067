import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@marketplace/contracts';

/** The spec's session storage key. */
export const AUTH_STORAGE_KEY = 'sb-auth-token';

/** The page's one client, from the runtime config; null when no backend is configured. */
export function createSupabase(config: RuntimeConfig): SupabaseClient | null {
  if (!config.supabase) return null;
  return createClient(config.supabase.url, config.supabase.anonKey, {
    auth: { storageKey: AUTH_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
