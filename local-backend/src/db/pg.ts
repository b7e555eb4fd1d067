import { Client, Pool } from 'pg';
import type { Database, Sql } from './types';

/**
 * One LISTEN connection of its own (a pooled one goes back to the pool and its LISTEN with it).
 * When it drops it reconnects and listens again; NOTIFYs sent meanwhile are lost.
 */
async function listenOn(connectionString: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    if (!stopped) retry = setTimeout(() => connect().catch(reconnectSoon), 1000);
  };
  const connect = async () => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new Pool({ connectionString, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  const listening = new Set<() => Promise<void>>();

  return {
    async query<R>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as R[];
    },
    async execute(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rowCount ?? 0;
    },
    async exec(script: string) {
      await pool.query(script);
    },
    async transaction<T>(fn: (tx: Sql) => Promise<T>) {
      const client = await pool.connect();
      const tx: Sql = {
        async query<R>(text: string, params: unknown[] = []) {
          return (await client.query(text, params)).rows as R[];
        },
        async execute(text: string, params: unknown[] = []) {
          return (await client.query(text, params)).rowCount ?? 0;
        },
        async exec(script: string) {
          await client.query(script);
        },
      };
      try {
        await client.query('begin');
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const stop = await listenOn(connectionString, channel, onNotify);
      listening.add(stop);
      return () => {
        listening.delete(stop);
        return stop();
      };
    },
    async close() {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
  };
}
