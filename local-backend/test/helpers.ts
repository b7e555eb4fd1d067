import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import type { Database, Sql } from '../src/db/types';
import { startBackend, type Backend, type BackendOptions } from '../src/server';

const GENEROUS = { max: 100_000, windowSeconds: 60 };

/**
 * A server on a random port with in-memory PGlite, or with DATABASE_URL when that
 * is set. Rate limits are lifted (every test client shares 127.0.0.1) except
 * where a test passes its own.
 */
export function startTestBackend(options: BackendOptions = {}): Promise<Backend> {
  const databaseUrl = process.env.DATABASE_URL;
  return startBackend({
    port: 0,
    inMemory: true,
    bcryptCost: 4,
    log: false,
    rateLimits: { authPerIp: GENEROUS, authPerEmail: GENEROUS, refreshPerSession: GENEROUS, emailPerAddress: GENEROUS },
    ...(databaseUrl ? { databaseUrl } : {}),
    ...options,
  });
}

/**
 * A direct connection for what no API shows (catalog views, query plans, one transaction across
 * roles): DATABASE_URL's database when set, else a fresh in-memory PGlite, migrated and seeded
 * as a backend would. Write only inside a transaction that rolls back: a PostgreSQL is shared.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(null);
  await migrate(db, path.resolve(__dirname, '..', '..', 'supabase'));
  return db;
}

/** Runs fn in a transaction that is always rolled back, so that nothing it writes is ever seen. */
export async function inRolledBackTransaction<T>(db: Database, fn: (tx: Sql) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}

type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;
type RealtimeTransport = NonNullable<RealtimeOptions['transport']>;

/**
 * A supabase-js client of backend. Its realtime client uses the `ws` package: Node 20 has no global
 * WebSocket without --experimental-websocket, and Jest's sandbox may not pass one through.
 */
export function client(backend: Backend, key = backend.anonKey, realtime: RealtimeOptions = {}): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeTransport, ...realtime },
  });
}

/** Unique per call, so that suites sharing one PostgreSQL never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export const PASSWORD = 'Str0ng!pass';
export const DEMO = { email: 'demo@district.market', password: 'Demo!2345', id: 'd3a0d3a0-0000-4000-8000-000000000001' };

interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  links: string[];
}

export async function mailTo(backend: Backend, email: string): Promise<MailMessage[]> {
  const response = await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(email)}`);
  return (await response.json()) as MailMessage[];
}

export async function latestLink(backend: Backend, email: string): Promise<string> {
  const [latest] = await mailTo(backend, email);
  if (!latest?.links[0]) throw new Error(`no mail for ${email}`);
  return latest.links[0];
}

/** Follows a mailed link like a browser would, returning the fragment of the app URL it redirects to. */
export async function followLink(link: string): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303) throw new Error(`expected a redirect, got ${response.status}`);
  const location = response.headers.get('location') ?? '';
  return new URLSearchParams(location.split('#')[1] ?? '');
}

/** Signs up and confirms through the mailbox; returns a signed-in client. */
export async function confirmedUser(
  backend: Backend,
  metadata: Record<string, unknown> = {},
): Promise<{ email: string; id: string; supabase: SupabaseClient }> {
  const email = uniqueEmail();
  const supabase = client(backend);
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD, options: { data: metadata } });
  if (error || !data.user) throw error ?? new Error('no user');
  if (!data.session) await followLink(await latestLink(backend, email));
  const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { email, id: data.user.id, supabase };
}

export async function raw(backend: Backend, path: string, init: RequestInit & { key?: string | null } = {}): Promise<Response> {
  const { key = backend.anonKey, headers, ...rest } = init;
  return fetch(`${backend.url}${path}`, {
    ...rest,
    headers: { ...(key ? { apikey: key } : {}), 'Content-Type': 'application/json', ...(headers as Record<string, string>) },
  });
}
