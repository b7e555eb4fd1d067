import { browserStorage } from '@marketplace/contracts/browser-storage';

// No shared packages here: the shell's first chunk reads it before they have loaded.

/** The spec's session storage key. */
export const AUTH_STORAGE_KEY = 'sb-auth-token';

/** Whether this browser holds a session to restore (its validity is supabase-js's to judge). */
export function hasStoredSession(storage: Storage | null = browserStorage('local')): boolean {
  try {
    return storage !== null && storage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
