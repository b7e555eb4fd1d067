/**
 * npm run bench:backend — 50 concurrent clients on loopback against a fresh
 * backend in its own process (so that the clients do not share its CPU time):
 * password sign-ins per second, REST reads of orders, then anonymous catalogue
 * reads (a listing page of 24 with an exact count, a full-text search, a product
 * with its vendor), each with p50/p95 latency. BENCH_SECONDS sets each phase's length (default 5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackendProcess, type BackendProcess } from './backend-process';
import { benchOrders } from './orders';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DEMO = { email: 'demo@district.market', password: 'Demo!2345' };

/** The backend with rate limits lifted (every client is 127.0.0.1) and no request log. */
function startServer(dataDir: string): Promise<BackendProcess> {
  const lifted = '1000000/60';
  return startBackendProcess(dataDir, {
    RATE_LIMIT_AUTH_PER_IP: lifted,
    RATE_LIMIT_AUTH_PER_EMAIL: lifted,
    RATE_LIMIT_REFRESH_PER_SESSION: lifted,
    BACKEND_LOG: 'off',
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Runs `CLIENTS` loops of `request` for SECONDS and reports throughput and latency. */
async function phase(name: string, request: () => Promise<Response>): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} ${(latencies.length / elapsed).toFixed(1).padStart(8)} req/s   ` +
      `p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(latencies, 95).toFixed(1).padStart(7)} ms   ` +
      `(${latencies.length} ok, ${failures} failed, ${CLIENTS} clients, ${elapsed.toFixed(1)} s)`,
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-bench-'));
  const server = await startServer(dataDir);
  try {
    const headers = { apikey: server.anonKey, 'Content-Type': 'application/json' };
    const signIn = () => fetch(`${server.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(DEMO) });

    const session = (await (await signIn()).json()) as { access_token: string };
    const readOrders = () =>
      fetch(`${server.url}/rest/v1/orders?select=*,order_items(*)&order=date.desc`, {
        headers: { ...headers, Authorization: `Bearer ${session.access_token}` },
      });

    console.log(`Local backend at ${server.url} (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite'}), ${os.cpus().length} CPUs`);
    await phase('sign-ins (bcrypt 10)', signIn);
    await phase('REST reads of orders', readOrders);

    // Catalogue reads as the shop's screens make them, anonymously, cycling pages and terms.
    const anon =
      (query: string, extra: Record<string, string> = {}) =>
      () =>
        fetch(`${server.url}/rest/v1/${query}`, { headers: { ...headers, ...extra } });
    let n = 0;
    const listing = () =>
      anon(
        `products?select=id,name,price,original_price,image,rating,rating_count&order=created_at.desc,id&offset=${24 * (n++ % 3)}&limit=24`,
        {
          Prefer: 'count=exact',
        },
      )();
    const terms = ['maasai', 'kitenge', 'coffee', 'solar', 'beaded necklace', 'model kit'];
    const search = () =>
      anon(`products?select=id,name,price,image&fts=wfts(simple).${encodeURIComponent(terms[n++ % terms.length]!)}&limit=24`)();
    const productIds = ['fp-1', 'fp-3', 'e2', 'm1', 'h1', 'b1'];
    const product = () =>
      anon(`products?select=*,vendor:vendors(slug,name,rating)&id=eq.${productIds[n++ % productIds.length]}`, {
        Accept: 'application/vnd.pgrst.object+json',
      })();
    await phase('catalogue listing (24+count)', listing);
    await phase('catalogue full-text search', search);
    await phase('product with its vendor', product);
    await benchOrders(server, dataDir);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
