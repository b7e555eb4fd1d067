/**
 * Orders placed per second: 20 signed-in shoppers, each placing one order after another through
 * POST /rest/v1/rpc/place_order (a fresh idempotency key each time) for BENCH_SECONDS, against
 * the backend bench.ts started. Reports throughput and p50/p95 latency.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makeApiKeys } from '../src/auth/tokens';

const SHOPPERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench!pass1';
const PRODUCT = 'bench-order-product';

interface Target {
  url: string;
  anonKey: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs a new shopper up and confirms them through the mailbox link; returns their access token. */
async function shopper(target: Target, index: number): Promise<string> {
  const email = `bench-${index}-${randomUUID().slice(0, 8)}@example.test`;
  const headers = { apikey: target.anonKey, 'Content-Type': 'application/json' };
  await ok(
    await fetch(`${target.url}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password: PASSWORD }) }),
    'sign-up',
  );
  const [mail] = (await (await fetch(`${target.url}/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  if (mail?.links[0]) await fetch(mail.links[0], { redirect: 'manual' });
  const session = await ok(
    await fetch(`${target.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
    'sign-in',
  );
  return ((await session.json()) as { access_token: string }).access_token;
}

/** `dataDir` holds the server's JWT secret: the service key it derives stocks a product for the run. */
export async function benchOrders(target: Target, dataDir: string): Promise<void> {
  const { serviceKey } = makeApiKeys(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim());
  await ok(
    await fetch(`${target.url}/rest/v1/products?on_conflict=id`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
        Prefer: 'resolution=merge-duplicates',
      },
      body: JSON.stringify({
        id: PRODUCT,
        vendor_id: 'kahawa-house',
        category: 'food',
        name: 'Bench coffee',
        price: 950,
        stock: 1_000_000,
      }),
    }),
    'stocking the bench product',
  );
  const tokens = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(target, i)));

  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const loop = async (token: string) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${target.url}/rest/v1/rpc/place_order`, {
        method: 'POST',
        headers: { apikey: target.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lines: [{ product_id: PRODUCT, quantity: 1 }],
          delivery: 'standard',
          address: { name: 'Bench Shopper', phone: '0712345678', area: 'Kilimani', street: 'Bench Rd 1' },
          payment_method: 'mpesa',
          idempotency_key: randomUUID(),
        }),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  const started = performance.now();
  await Promise.all(tokens.map(loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${'orders placed (rpc)'.padEnd(30)} ${(latencies.length / elapsed).toFixed(1).padStart(8)} req/s   ` +
      `p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(latencies, 95).toFixed(1).padStart(7)} ms   ` +
      `(${latencies.length} ok, ${failures} failed, ${SHOPPERS} shoppers, ${elapsed.toFixed(1)} s)`,
  );
}
