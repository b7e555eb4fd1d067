/** The part of a connection both drivers share: parameterised queries and multi-statement scripts. */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs a statement and returns how many rows it inserted, updated or deleted. */
  execute(text: string, params?: unknown[]): Promise<number>;
  /** Runs a script of several statements without parameters (migrations, bootstrap). */
  exec(script: string): Promise<void>;
}

export interface Database extends Sql {
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * LISTENs on channel: onNotify gets each NOTIFY payload, in commit order, once the returned
   * promise has resolved. The function it resolves to stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The fields PostgreSQL errors carry in both drivers. */
export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

// Duck-typed, not instanceof: under Jest the driver's errors come from another realm.
export function isPgError(error: unknown): error is PgError {
  const code = (error as Partial<PgError> | null)?.code;
  return typeof error === 'object' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
