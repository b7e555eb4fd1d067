// No imports: the shell's first chunk reads storage before any shared package has loaded.
export type StorageKind = 'local' | 'session';

/**
 * The browser's local or session storage, or null where it is unavailable (blocked cookies,
 * sandboxed frames, no window): every caller then works without persistence instead of throwing.
 */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
