import type { SupabaseClient } from '@supabase/supabase-js';
import { randomHex, type SecurityEventInput } from '@marketplace/contracts';

const SESSION_KEY = 'marketplace:security-session';

/** The spec's security session id: 16 random bytes, one per browser session. */
function securitySessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
    const id = randomHex(16);
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return randomHex(16);
  }
}

/**
 * Records a security event in the backend's `security_events` table (insert-only for the
 * browser), as the user `userId`. Logging must never break the flow it observes, so failures only
 * reach the console.
 */
export function storeSecurityEvent(client: () => Promise<SupabaseClient | null>, userId: string | null, event: SecurityEventInput): void {
  const row = {
    type: event.type,
    email: event.email ?? null,
    user_id: userId,
    details: event.details ?? {},
    session_id: securitySessionId(),
  };
  void client()
    .then(async (supabase) => {
      if (!supabase) {
        console.warn('[security] backend not configured; event not stored', event.type);
        return;
      }
      const { error } = await supabase.from('security_events').insert(row);
      if (error) console.warn('[security] event not stored:', error.message);
    })
    .catch((error: unknown) => console.warn('[security] event not stored:', error));
}
