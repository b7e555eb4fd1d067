import { LOCKOUT, LOCKOUT_STORAGE_KEY, createLockout, type KeyValueStorage } from './lockout';

const MINUTE = 60_000;

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function stored(storage: { data: Map<string, string> }): Record<string, { attempts: number; lastAttempt: number; lockedUntil: number }> {
  return JSON.parse(storage.data.get(LOCKOUT_STORAGE_KEY) ?? '{"entries":{}}').entries;
}

describe('login lockout (spec 9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('has the spec constants: 3 attempts, 10-minute window, 60-minute lock, 1000 entries, cleanup every 30 minutes, purge after 3 windows', () => {
    expect(LOCKOUT).toEqual({
      maxAttempts: 3,
      windowMs: 10 * MINUTE,
      lockMs: 60 * MINUTE,
      maxEntries: 1000,
      cleanupEveryMs: 30 * MINUTE,
      purgeAfterMs: 30 * MINUTE,
    });
  });

  it('warns with 2 then 1 attempts left, and the third failure locks for 60 minutes', () => {
    const lockout = createLockout(memoryStorage());
    expect(lockout.check('a')).toEqual({ locked: false, attemptsLeft: 3 });
    expect(lockout.recordFailure('a')).toEqual({ kind: 'warning', attemptsLeft: 2 });
    expect(lockout.recordFailure('a')).toEqual({ kind: 'warning', attemptsLeft: 1 });
    expect(lockout.recordFailure('a')).toEqual({ kind: 'locked-now', minutesLeft: 60 });
    expect(lockout.check('a')).toEqual({ locked: true, minutesLeft: 60 });
  });

  it('counts per identifier: another address is not affected', () => {
    const lockout = createLockout(memoryStorage());
    lockout.recordFailure('a');
    lockout.recordFailure('a');
    lockout.recordFailure('a');
    expect(lockout.check('b')).toEqual({ locked: false, attemptsLeft: 3 });
  });

  it('forgets failures older than the 10-minute window', () => {
    const lockout = createLockout(memoryStorage());
    lockout.recordFailure('a');
    lockout.recordFailure('a');
    jest.advanceTimersByTime(10 * MINUTE + 1);
    expect(lockout.recordFailure('a')).toEqual({ kind: 'warning', attemptsLeft: 2 });
  });

  it('keeps counting failures that stay inside the window', () => {
    const lockout = createLockout(memoryStorage());
    lockout.recordFailure('a');
    jest.advanceTimersByTime(9 * MINUTE);
    lockout.recordFailure('a');
    jest.advanceTimersByTime(9 * MINUTE);
    expect(lockout.recordFailure('a').kind).toBe('locked-now');
  });

  it('counts the lock down in whole minutes and releases it after exactly 60 minutes', () => {
    const lockout = createLockout(memoryStorage());
    for (let i = 0; i < 3; i += 1) lockout.recordFailure('a');
    jest.advanceTimersByTime(30 * MINUTE);
    expect(lockout.check('a')).toEqual({ locked: true, minutesLeft: 30 });
    jest.advanceTimersByTime(29 * MINUTE + 30_000);
    expect(lockout.check('a')).toEqual({ locked: true, minutesLeft: 1 });
    jest.advanceTimersByTime(30_000);
    expect(lockout.check('a')).toEqual({ locked: false, attemptsLeft: 3 });
    expect(lockout.recordFailure('a')).toEqual({ kind: 'warning', attemptsLeft: 2 });
  });

  it('a success clears the count', () => {
    const storage = memoryStorage();
    const lockout = createLockout(storage);
    lockout.recordFailure('a');
    lockout.recordFailure('a');
    lockout.recordSuccess('a');
    expect(lockout.check('a')).toEqual({ locked: false, attemptsLeft: 3 });
    expect(stored(storage)['a']).toBeUndefined();
  });

  it('the 30-minute cleanup purges an entry 3 windows after its last attempt, not before', () => {
    const storage = memoryStorage();
    const lockout = createLockout(storage);
    const stop = lockout.startCleanup();
    lockout.recordFailure('a');
    jest.advanceTimersByTime(30 * MINUTE); // cleanup runs: exactly 3 windows, not yet over
    expect(Object.keys(stored(storage))).toEqual(['a']);
    jest.advanceTimersByTime(30 * MINUTE); // next cleanup: past 3 windows
    expect(stored(storage)).toEqual({});
    stop();
  });

  it('cleanup keeps a lock until it has expired', () => {
    const storage = memoryStorage();
    const lockout = createLockout(storage);
    const stop = lockout.startCleanup();
    for (let i = 0; i < 3; i += 1) lockout.recordFailure('a');
    jest.advanceTimersByTime(30 * MINUTE);
    expect(stored(storage)['a']?.lockedUntil).toBeGreaterThan(Date.now());
    jest.advanceTimersByTime(60 * MINUTE);
    expect(stored(storage)).toEqual({});
    stop();
  });

  it('stores at most 1000 entries, dropping the oldest unlocked ones first', () => {
    const storage = memoryStorage();
    const lockout = createLockout(storage);
    for (let i = 0; i < 3; i += 1) lockout.recordFailure('locked');
    for (let i = 0; i < 1005; i += 1) {
      jest.advanceTimersByTime(1);
      lockout.recordFailure(`id-${i}`);
    }
    const entries = stored(storage);
    expect(Object.keys(entries)).toHaveLength(1000);
    expect(entries['locked']).toBeDefined();
    expect(entries['id-0']).toBeUndefined();
    expect(entries['id-1004']).toBeDefined();
  });

  it('never stores anything but the identifier it is given', () => {
    const storage = memoryStorage();
    createLockout(storage).recordFailure('5f2b9c3e');
    expect(storage.data.get(LOCKOUT_STORAGE_KEY)).not.toMatch(/@/);
  });
});

describe('login lockout against storage tampering', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  function lockedStore() {
    const storage = memoryStorage();
    const lockout = createLockout(storage);
    for (let i = 0; i < 3; i += 1) lockout.recordFailure('a');
    return { storage, lockout };
  }

  it('an edited lockedUntil in the past does not unlock', () => {
    const { storage, lockout } = lockedStore();
    storage.data.set(LOCKOUT_STORAGE_KEY, JSON.stringify({ entries: { a: { attempts: 0, lastAttempt: 0, lockedUntil: 0 } } }));
    expect(lockout.check('a')).toEqual({ locked: true, minutesLeft: 60 });
  });

  it('a deleted entry or an emptied store does not unlock while the page lives', () => {
    const { storage, lockout } = lockedStore();
    storage.data.set(LOCKOUT_STORAGE_KEY, JSON.stringify({ entries: {} }));
    expect(lockout.check('a').locked).toBe(true);
    storage.data.delete(LOCKOUT_STORAGE_KEY);
    expect(lockout.check('a').locked).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['entries not an object', '{"entries": 5}'],
  ])('a store that is %s neither crashes nor unlocks', (_label, raw) => {
    const { storage, lockout } = lockedStore();
    storage.data.set(LOCKOUT_STORAGE_KEY, raw);
    expect(lockout.check('a')).toEqual({ locked: true, minutesLeft: 60 });
    expect(() => lockout.recordFailure('b')).not.toThrow();
  });

  it.each([
    ['a string lock time', { attempts: 3, lastAttempt: Date.now(), lockedUntil: 'never' }],
    ['NaN attempts (null in JSON)', { attempts: null, lastAttempt: Date.now(), lockedUntil: 0 }],
    ['not an object', 'locked'],
    ['negative attempts', { attempts: -5, lastAttempt: Date.now(), lockedUntil: 0 }],
  ])('an unreadable entry (%s) fails closed: locked for one full lockout, then released', (_label, entry) => {
    const storage = memoryStorage();
    storage.data.set(LOCKOUT_STORAGE_KEY, JSON.stringify({ entries: { a: entry } }));
    const lockout = createLockout(storage);
    expect(lockout.check('a')).toEqual({ locked: true, minutesLeft: 60 });
    jest.advanceTimersByTime(60 * MINUTE);
    expect(lockout.check('a')).toEqual({ locked: false, attemptsLeft: 3 });
  });

  it('a lock edited to last for years is clamped to the 60-minute lockout', () => {
    const storage = memoryStorage();
    storage.data.set(
      LOCKOUT_STORAGE_KEY,
      JSON.stringify({ entries: { a: { attempts: 3, lastAttempt: Date.now(), lockedUntil: Date.now() + 365 * 24 * 60 * MINUTE } } }),
    );
    expect(createLockout(storage).check('a')).toEqual({ locked: true, minutesLeft: 60 });
  });

  it('blocked storage (throwing) still counts in memory', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const lockout = createLockout(throwing);
    for (let i = 0; i < 3; i += 1) lockout.recordFailure('a');
    expect(lockout.check('a').locked).toBe(true);
  });
});
