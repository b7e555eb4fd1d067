/**
 * npm run bench:realtime — postgres_changes throughput and delay. A backend in this process
 * (in-memory PGlite, or DATABASE_URL), the seeded demo user signed in, and 1, 50 and 500 WebSocket
 * subscribers (vsn 2.0.0) to INSERTs on orders with that user's token, so every change passes
 * the row-level check. Writers insert the user's orders through REST for BENCH_SECONDS (default 5);
 * each phase prints changes committed and delivered per second and the delay from commit
 * (the change's commit_timestamp) to delivery, p50 and p95.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type Backend } from '../src/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 4;
const PHASES = [1, 50, 500];
/** The seeded user (e-mail confirmed). */
const DEMO = { email: 'demo@district.market', password: 'Demo!2345' };

/** Node 20 has no global WebSocket, which supabase-js's realtime client requires even unused. */
function api(backend: Backend, key: string) {
  const transport = WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'];
  return createClient(backend.url, key, { auth: { persistSession: false }, realtime: { transport } });
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** Opens n sockets joined to orders' INSERTs; onChange gets each delivery's delay in ms. */
async function subscribe(backend: Backend, token: string, n: number, onChange: (delayMs: number) => void): Promise<WebSocket[]> {
  const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
  return Promise.all(
    Array.from({ length: n }, (_, i) => {
      const ws = new WebSocket(url);
      return new Promise<WebSocket>((resolve, reject) => {
        ws.on('error', reject);
        ws.on('open', () => {
          const config = { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'orders' }] };
          ws.send(JSON.stringify(['1', '1', `realtime:bench-${i}`, 'phx_join', { config, access_token: token }]));
        });
        ws.on('message', (data) => {
          const [, , , event, payload] = JSON.parse(data.toString()) as [unknown, unknown, string, string, Record<string, unknown>];
          if (event === 'system') resolve(ws);
          if (event === 'postgres_changes')
            onChange(Date.now() - Date.parse((payload.data as { commit_timestamp: string }).commit_timestamp));
        });
      });
    }),
  );
}

async function phase(backend: Backend, userId: string, token: string, subscribers: number): Promise<void> {
  const delays: number[] = [];
  const sockets = await subscribe(backend, token, subscribers, (delay) => delays.push(delay));
  const service = api(backend, backend.serviceKey);
  let committed = 0;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (Date.now() < until) {
        const { error } = await service.from('orders').insert({ id: `BENCH-${randomUUID().slice(0, 18)}`, user_id: userId, total: 1 });
        if (error) throw new Error(error.message);
        committed++;
      }
    }),
  );
  // Let what was committed arrive (or give up after 30 s: the figures then show the backlog).
  const deadline = Date.now() + 30_000;
  while (delays.length < committed * subscribers && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const elapsed = (Date.now() - started) / 1000;
  delays.sort((a, b) => a - b);
  console.log(
    `${String(subscribers).padStart(3)} subscribers: ${(committed / SECONDS).toFixed(0)} changes/s committed, ` +
      `${(delays.length / elapsed).toFixed(0)} deliveries/s (${delays.length}/${committed * subscribers}), ` +
      `commit to delivery p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms`,
  );
  for (const ws of sockets) ws.terminate();
}

async function main(): Promise<void> {
  const backend = await startBackend({
    port: 0,
    inMemory: true,
    log: false,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  try {
    const anon = api(backend, backend.anonKey);
    const { data, error } = await anon.auth.signInWithPassword(DEMO);
    if (error) throw error;
    console.log(`realtime bench on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${WRITERS} writers, ${SECONDS} s per phase`);
    for (const subscribers of PHASES) await phase(backend, data.user.id, data.session.access_token, subscribers);
    await api(backend, backend.serviceKey).from('orders').delete().like('id', 'BENCH-%');
  } finally {
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
