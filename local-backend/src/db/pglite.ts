import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Sql } from './types';

interface Reply {
  id?: number;
  rows?: Record<string, unknown>[];
  affected?: number;
  error?: { message: string; code?: string; detail?: string; hint?: string };
  ready?: boolean;
  fatal?: string;
  notification?: { channel: string; payload: string };
}

/**
 * Embedded PostgreSQL (PGlite, in pglite-worker.cjs). PGlite is a single
 * connection: everything goes through one queue so that a request's
 * transaction never interleaves with another request's statements.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | null = null;
  const listeners = new Map<string, (payload: string) => void>();

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.ready) return resolve();
      if (reply.fatal) return reject(new Error(`PGlite failed to start: ${reply.fatal}`));
      if (reply.notification) return listeners.get(reply.notification.channel)?.(reply.notification.payload);
      const waiter = pending.get(reply.id!);
      pending.delete(reply.id!);
      if (!reply.error) return waiter?.resolve(reply);
      waiter?.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    worker.on('error', (error) => {
      failure = error;
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
  });
  await ready;

  function call(op: 'query' | 'exec' | 'listen' | 'unlisten' | 'close', text = '', params: unknown[] = []): Promise<Reply> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, text, params });
    });
  }

  const direct: Sql = {
    query: async <R>(text: string, params?: unknown[]) => (await call('query', text, params)).rows as R[],
    execute: async (text: string, params?: unknown[]) => (await call('query', text, params)).affected ?? 0,
    exec: async (script: string) => void (await call('exec', script)),
  };

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

  return {
    query: (text, params) => exclusive(() => direct.query(text, params)),
    execute: (text, params) => exclusive(() => direct.execute(text, params)),
    exec: (script) => exclusive(() => direct.exec(script)),
    transaction: (fn) =>
      exclusive(async () => {
        await direct.exec('begin');
        try {
          const result = await inTransaction.run(true, () => fn(direct));
          await direct.exec('commit');
          return result;
        } catch (error) {
          await direct.exec('rollback');
          throw error;
        }
      }),
    // Through the queue: a LISTEN sent inside another caller's transaction would share its fate.
    listen: async (channel, onNotify) => {
      if (listeners.has(channel)) throw new Error(`Already listening on ${channel}`);
      listeners.set(channel, onNotify);
      await exclusive(() => call('listen', channel));
      return async () => {
        listeners.delete(channel);
        await exclusive(() => call('unlisten', channel));
      };
    },
    close: () =>
      exclusive(async () => {
        await call('close');
        await worker.terminate();
      }),
  };
}
