import { Pool } from 'pg';
import type { Database, Sql } from './types';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new Pool({ connectionString, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();

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
    close: () => pool.end(),
  };
}
