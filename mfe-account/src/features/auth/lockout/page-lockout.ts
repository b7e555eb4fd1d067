import { browserStorage } from '@marketplace/contracts';
import { createLockout } from './lockout';

/**
 * The page's one lockout store (its in-memory copy is what makes storage edits powerless; with
 * storage blocked it still counts in memory for this page).
 */
export const loginLockout = createLockout(browserStorage('local'));
