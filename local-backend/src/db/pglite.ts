import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Sql } from './types';

/**
 * PGlite is a single connection: everything goes through one queue so that a
 * request's transaction never interleaves with another request's statements.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  let tail: Promise<unknown> = Promise.resolve();
  const inTransaction = new AsyncLocalStorage<true>();

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    // Waiting for the queue from inside a transaction would wait for ourselves forever.
    if (inTransaction.getStore()) {
      return Promise.reject(new Error('Database used directly inside a transaction: use the transaction handle'));
    }
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  }

  function wrap(conn: PGlite | Transaction): Sql {
    return {
      async query<R>(text: string, params: unknown[] = []) {
        return (await conn.query<R>(text, params)).rows;
      },
      async execute(text: string, params: unknown[] = []) {
        return (await conn.query(text, params)).affectedRows ?? 0;
      },
      async exec(script: string) {
        await conn.exec(script);
      },
    };
  }

  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: (text, params) => exclusive(() => direct.query(text, params)),
    execute: (text, params) => exclusive(() => direct.execute(text, params)),
    exec: (script) => exclusive(() => direct.exec(script)),
    transaction: (fn) => exclusive(() => pg.transaction((tx) => inTransaction.run(true, () => fn(wrap(tx))))),
    close: () => exclusive(() => pg.close()),
  };
}
