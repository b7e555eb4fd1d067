/**
 * The spec's client-side login lockout (sections 4 and 9): failures counted per e-mail within a
 * 10-minute window, the third locks for 60 minutes; at most 1000 stored entries, cleaned up every
 * 30 minutes, an entry purged 3 windows after its last attempt. Entries are keyed by a hash of
 * the e-mail (see identifier.ts), never the address.
 *
 * Tampering. Everything here lives in the shopper's browser, so it can only slow down a casual
 * guesser; the backend's own per-address rate limit is the real guard. Within that limit the
 * store is built so that an edit in localStorage can never *loosen* a lock:
 * - every entry is also kept in memory, and a read merges storage with memory field by field
 *   taking the stricter value (more attempts, later lock), so lowering `lockedUntil` or
 *   `attempts` in storage changes nothing while the page is open;
 * - an entry that exists but cannot be read (wrong types, NaN, not an object) fails closed: it is
 *   treated as locked for a full lockout from the moment it is found, and rewritten as such;
 * - a store that is not JSON at all keeps the in-memory entries and is rewritten from them;
 * - a lock set further ahead than one lockout, or attempts dated in the future, are clamped, so
 *   an edit cannot lock an address for longer than the spec's 60 minutes either.
 * Clearing storage and reloading does reset the counter: no client-side scheme can prevent that.
 */
export const LOCKOUT = {
  maxAttempts: 3,
  windowMs: 10 * 60_000,
  lockMs: 60 * 60_000,
  maxEntries: 1000,
  cleanupEveryMs: 30 * 60_000,
  /** An entry is purged this long after its last attempt (3 windows), unless still locked. */
  purgeAfterMs: 3 * 10 * 60_000,
} as const;

export const LOCKOUT_STORAGE_KEY = 'marketplace:auth-attempts';

/** The spec's auth attempt record. */
export interface AttemptRecord {
  attempts: number;
  lastAttempt: number;
  /** 0 when not locked. */
  lockedUntil: number;
}

export type LockState = { locked: false; attemptsLeft: number } | { locked: true; minutesLeft: number };

export type FailureOutcome = { kind: 'warning'; attemptsLeft: number } | { kind: 'locked-now'; minutesLeft: number };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface StoredShape {
  entries: Record<string, unknown>;
}

export interface Lockout {
  check(id: string): LockState;
  recordFailure(id: string): FailureOutcome;
  recordSuccess(id: string): void;
  /** Purges expired entries and trims to the entry limit; also runs by itself every 30 minutes. */
  cleanup(): void;
  /** Starts the 30-minute cleanup timer; returns its stop function. */
  startCleanup(): () => void;
  /** Entries as stored (for tests and diagnostics). */
  size(): number;
}

const minutesUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Reads one stored entry; null when it cannot be trusted. */
function readEntry(value: unknown): AttemptRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { attempts, lastAttempt, lockedUntil } = value as Record<string, unknown>;
  if (!isFiniteNumber(attempts) || !isFiniteNumber(lastAttempt) || !isFiniteNumber(lockedUntil)) return null;
  if (attempts < 0 || !Number.isInteger(attempts)) return null;
  return { attempts, lastAttempt, lockedUntil };
}

export function createLockout(storage: KeyValueStorage | null, now: () => number = Date.now): Lockout {
  const memory = new Map<string, AttemptRecord>();

  function clamp(record: AttemptRecord, at: number): AttemptRecord {
    return {
      attempts: Math.min(record.attempts, LOCKOUT.maxAttempts),
      lastAttempt: Math.min(record.lastAttempt, at),
      lockedUntil: Math.min(record.lockedUntil, at + LOCKOUT.lockMs),
    };
  }

  function stricter(a: AttemptRecord | undefined, b: AttemptRecord | undefined): AttemptRecord | undefined {
    if (!a) return b;
    if (!b) return a;
    return {
      attempts: Math.max(a.attempts, b.attempts),
      lastAttempt: Math.max(a.lastAttempt, b.lastAttempt),
      lockedUntil: Math.max(a.lockedUntil, b.lockedUntil),
    };
  }

  function readStorage(at: number): Map<string, AttemptRecord> {
    const found = new Map<string, AttemptRecord>();
    let raw: string | null = null;
    try {
      raw = storage?.getItem(LOCKOUT_STORAGE_KEY) ?? null;
    } catch {
      return found;
    }
    if (raw === null) return found;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return found; // Not JSON: memory alone decides, and the next write replaces it.
    }
    const entries = (parsed as Partial<StoredShape> | null)?.entries;
    if (typeof entries !== 'object' || entries === null) return found;
    for (const [id, value] of Object.entries(entries)) {
      const entry = readEntry(value);
      // Fail closed: an unreadable entry locks its address for one full lockout.
      found.set(id, entry ? clamp(entry, at) : { attempts: LOCKOUT.maxAttempts, lastAttempt: at, lockedUntil: at + LOCKOUT.lockMs });
    }
    return found;
  }

  /** Storage and memory merged (stricter wins), written back to both. */
  function load(at: number): Map<string, AttemptRecord> {
    const stored = readStorage(at);
    const merged = new Map<string, AttemptRecord>();
    for (const id of new Set([...stored.keys(), ...memory.keys()])) {
      merged.set(id, clamp(stricter(stored.get(id), memory.get(id))!, at));
    }
    return merged;
  }

  function save(entries: Map<string, AttemptRecord>): void {
    memory.clear();
    for (const [id, record] of entries) memory.set(id, record);
    try {
      storage?.setItem(LOCKOUT_STORAGE_KEY, JSON.stringify({ entries: Object.fromEntries(entries) }));
    } catch {
      // A full or blocked storage: memory still holds the counts for this page.
    }
  }

  function purge(entries: Map<string, AttemptRecord>, at: number): void {
    for (const [id, record] of entries) {
      if (record.lockedUntil <= at && at - record.lastAttempt > LOCKOUT.purgeAfterMs) entries.delete(id);
    }
    if (entries.size <= LOCKOUT.maxEntries) return;
    // Over the limit: unlocked entries go first, oldest first; active locks last.
    const byAge = [...entries].sort(([, a], [, b]) => {
      const aLocked = a.lockedUntil > at ? 1 : 0;
      const bLocked = b.lockedUntil > at ? 1 : 0;
      return aLocked - bLocked || a.lastAttempt - b.lastAttempt;
    });
    for (const [id] of byAge.slice(0, entries.size - LOCKOUT.maxEntries)) entries.delete(id);
  }

  /** The entry as it counts now: an expired lock or a past window starts over. */
  function current(record: AttemptRecord | undefined, at: number): AttemptRecord | undefined {
    if (!record) return undefined;
    if (record.lockedUntil > at) return record;
    if (record.lockedUntil > 0 || at - record.lastAttempt > LOCKOUT.windowMs) return undefined;
    return record;
  }

  const api: Lockout = {
    check(id) {
      const at = now();
      const entries = load(at);
      save(entries); // Fixes a fail-closed reading in place, so its lock runs out on time.
      const record = current(entries.get(id), at);
      if (record && record.lockedUntil > at) return { locked: true, minutesLeft: minutesUntil(record.lockedUntil, at) };
      return { locked: false, attemptsLeft: LOCKOUT.maxAttempts - (record?.attempts ?? 0) };
    },
    recordFailure(id) {
      const at = now();
      const entries = load(at);
      const previous = current(entries.get(id), at);
      if (previous && previous.lockedUntil > at) {
        save(entries);
        return { kind: 'locked-now', minutesLeft: minutesUntil(previous.lockedUntil, at) };
      }
      const attempts = (previous?.attempts ?? 0) + 1;
      const locked = attempts >= LOCKOUT.maxAttempts;
      entries.delete(id); // Re-inserted last: the newest entry survives a trim.
      entries.set(id, { attempts, lastAttempt: at, lockedUntil: locked ? at + LOCKOUT.lockMs : 0 });
      purge(entries, at);
      // Written straight to memory too, so even a failed storage write keeps the count.
      save(entries);
      return locked
        ? { kind: 'locked-now', minutesLeft: minutesUntil(at + LOCKOUT.lockMs, at) }
        : { kind: 'warning', attemptsLeft: LOCKOUT.maxAttempts - attempts };
    },
    recordSuccess(id) {
      const at = now();
      const entries = load(at);
      entries.delete(id);
      memory.delete(id);
      save(entries);
    },
    cleanup() {
      const at = now();
      const entries = load(at);
      purge(entries, at);
      save(entries);
    },
    startCleanup() {
      api.cleanup();
      const timer = setInterval(() => api.cleanup(), LOCKOUT.cleanupEveryMs);
      return () => clearInterval(timer);
    },
    size() {
      return load(now()).size;
    },
  };
  return api;
}
