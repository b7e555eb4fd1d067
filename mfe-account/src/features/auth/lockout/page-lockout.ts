import { createLockout, type KeyValueStorage } from './lockout';

function safeStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked storage: the lockout still counts in memory for this page.
  }
}

/** The page's one lockout store (its in-memory copy is what makes storage edits powerless). */
export const loginLockout = createLockout(safeStorage());
