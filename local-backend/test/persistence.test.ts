import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBackend, type Backend, type BackendOptions } from '../src/server';
import { client, DEMO, PASSWORD, uniqueEmail } from './helpers';

/**
 * Starts a POST whose body is only half sent; the returned function sends the rest and resolves to
 * the status. It is ready once the server has read the request's head (its 100 Continue): a
 * connection whose request the server has not started yet is idle, and close() drops it.
 */
function halfSentInsert(backend: Backend, row: object): Promise<() => Promise<number>> {
  const body = JSON.stringify(row);
  return new Promise((ready, fail) => {
    const request = http.request(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Expect: '100-continue',
      },
    });
    const status = new Promise<number>((resolve) =>
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }),
    );
    request.on('error', fail);
    request.on('continue', () =>
      request.write(body.slice(0, 10), () =>
        ready(() => {
          request.end(body.slice(10));
          return status;
        }),
      ),
    );
    request.flushHeaders();
  });
}

const quiet: BackendOptions = { port: 0, bcryptCost: 4, log: false, emailConfirmation: false };

describe('embedded database on disk', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-'));
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps data, keys and applied migrations across restarts, and loses no write on shutdown', async () => {
    const lines: string[] = [];
    const first = await startBackend({ ...quiet, dataDir, log: (line) => lines.push(line) });
    const migrations = fs.readdirSync(path.join(__dirname, '..', '..', 'supabase', 'migrations')).filter((file) => file.endsWith('.sql'));
    expect(lines.filter((line) => line.startsWith('Applied migration'))).toHaveLength(migrations.length);
    expect(lines).toContain('Applied supabase/seed.sql');

    const email = uniqueEmail('persist');
    expect((await client(first).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    // Requests in flight when close() is called still complete, and their writes are kept.
    const finish = await Promise.all(
      Array.from({ length: 20 }, (_, i) => halfSentInsert(first, { name: `n${i}`, email, message: `m${i}` })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = first.close();
    expect(await Promise.all(finish.map((send) => send()))).toEqual(Array(20).fill(201));
    await closing;
    await expect(fetch(`${first.url}/auth/v1/health`)).rejects.toThrow();

    const restartLines: string[] = [];
    const second = await startBackend({ ...quiet, dataDir, log: (line) => restartLines.push(line) });
    try {
      expect(restartLines.filter((line) => line.startsWith('Applied'))).toEqual([]);
      expect(second.anonKey).toBe(first.anonKey);
      expect((await client(second).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      expect((await client(second).auth.signInWithPassword(DEMO)).error).toBeNull();
      const messages = await client(second, second.serviceKey).from('contact_messages').select('id', { count: 'exact' }).eq('email', email);
      expect(messages.count).toBe(20);
    } finally {
      await second.close();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;

// Runs only when DATABASE_URL points at a real PostgreSQL (see README); the other suites then use it too.
(databaseUrl ? describe : describe.skip)('real PostgreSQL (DATABASE_URL)', () => {
  it('applies migrations once and serves the same API', async () => {
    const [a, b] = await Promise.all([
      startBackend({ ...quiet, databaseUrl, inMemory: true, jwtSecret: 'shared-test-secret-with-at-least-32-chars' }),
      startBackend({ ...quiet, databaseUrl, inMemory: true, jwtSecret: 'shared-test-secret-with-at-least-32-chars' }),
    ]);
    try {
      const email = uniqueEmail('pg');
      expect((await client(a).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      // The second server sees the first one's user: one database.
      const signIn = await client(b).auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const demo = client(b);
      await demo.auth.signInWithPassword(DEMO);
      expect((await demo.from('orders').select('id')).data).toHaveLength(4);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
