/**
 * npm run bench:search -w local-backend — issue 44's budgets at a district's size: a backend in
 * its own process over a catalogue of BENCH_PRODUCTS generated products (default 50,000; see
 * src/db/scale/scale-catalogue.ts), and BENCH_SHOPPERS shoppers at once (default 20; 1 gives one
 * request's own time, the floor of the p95), each sending one request after another for
 * BENCH_SECONDS (default 10) per phase:
 *   search        rpc/search_page as the search page asks (the first 24 by relevance, the total,
 *                 the filters' counts, the words to mark, the 'Did you mean')
 *   suggestions   rpc/search_suggest as the search box asks while the shopper types
 *   listing p1    rpc/catalog_page, page 1, the four orders in turn
 *   listing p200  the same, page 200
 * Server time is the backend's own, from its request log (arrival to the last byte sent), so the
 * shoppers' side of loopback is not counted. Budgets: search and suggestions p95 ≤ 50 ms on
 * PostgreSQL (DATABASE_URL), ≤ 150 ms on PGlite; listing page 200's p95 within 20% of page 1's.
 * PGlite's catalogue lives in BACKEND_DATA_DIR (default: a new temporary folder, removed after);
 * name a folder to keep it between runs, as generating 50,000 products takes minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { seedScaleCatalogue } from '../src/db/scale/scale-catalogue';
import { openDatabase } from '../src/server';
import { startBackendProcess, type BackendProcess } from './backend-process';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const POSTGRES = Boolean(process.env.DATABASE_URL);
const SEARCH_BUDGET_MS = POSTGRES ? 50 : 150;
const DEEP_PAGE_SLOWER_BY = 0.2;

const QUERIES = ['simu', 'spika', 'speker', 'bluetoth', 'taleefan', 'kiatu', 'coffee', 'necklace', 'laambad', 'kitenge dress'];
const TYPED = [
  ['spik', 'sw'],
  ['sim', 'sw'],
  ['tal', 'so'],
  ['kah', 'sw'],
  ['neckl', 'en'],
  ['bluet', 'en'],
  ['codb', 'so'],
  ['lant', 'en'],
] as const;
const SORTS = ['featured', 'newest', 'price-asc', 'price-desc'];
// As mfe-catalog's product cards ask for them.
const PRODUCT_COLUMNS =
  'id,name,name_sw,name_so,description,description_sw,description_so,price,original_price,rating,rating_count,is_new,category,image,stock,vendor:vendors(id,name,slug)';

interface Server extends BackendProcess {
  /** Server times (ms) of the requests to `path` logged since the last call. */
  take(path: string): number[];
}

async function fill(dataDir: string): Promise<void> {
  const cfg = resolveConfig({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir, log: false });
  const db = await openDatabase(cfg);
  try {
    await migrate(db, cfg.supabaseDir);
    const started = performance.now();
    const added = await db.transaction((tx) => seedScaleCatalogue(tx, PRODUCTS));
    await db.exec('vacuum analyze public.products');
    if (added) console.log(`generated ${added.toLocaleString('en')} products in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
}

async function startServer(dataDir: string): Promise<Server> {
  let times: { path: string; ms: number }[] = [];
  const backend = await startBackendProcess(dataDir, { BACKEND_LOG: 'on' }, (line) => {
    if (!line.startsWith('{')) return;
    const entry = JSON.parse(line) as { path?: string; ms?: number; status?: number };
    if (entry.path && typeof entry.ms === 'number' && entry.status === 200) times.push({ path: entry.path, ms: entry.ms });
  });
  return {
    ...backend,
    take(wanted) {
      const mine = times.filter((t) => t.path === wanted).map((t) => t.ms);
      times = [];
      return mine;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** SHOPPERS loops of `request` for SECONDS; the p95 of the server's times for `rpc`. */
async function phase(server: Server, name: string, rpc: string, request: (n: number) => Promise<Response>): Promise<number> {
  server.take('');
  let n = 0;
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const response = await request(n++);
      await response.arrayBuffer();
      if (!response.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, loop));
  // The log line is written when the response closes: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const times = server.take(`/rest/v1/rpc/${rpc}`).sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${name.padEnd(14)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ` +
      `(${times.length} ok, ${failures} failed, ${(times.length / SECONDS).toFixed(1)} req/s)`,
  );
  if (failures) throw new Error(`${name}: ${failures} requests failed`);
  return p95;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function main(): Promise<void> {
  const keep = process.env.BACKEND_DATA_DIR;
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-search-bench-'));
  await fill(dataDir);
  const server = await startServer(dataDir);
  try {
    const headers = { apikey: server.anonKey, 'Content-Type': 'application/json' };
    const rpc = (name: string, query: string, body: object) =>
      fetch(`${server.url}/rest/v1/rpc/${name}${query}`, { method: 'POST', headers, body: JSON.stringify(body) });
    console.log(
      `search at scale: ${PRODUCTS.toLocaleString('en')} products, ${SHOPPERS} shoppers, ${SECONDS} s a phase, ` +
        `${POSTGRES ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const search = await phase(server, 'search', 'search_page', (n) => rpc('search_page', '', { q: QUERIES[n % QUERIES.length] }));
    const suggest = await phase(server, 'suggestions', 'search_suggest', (n) => {
      const [q, lang] = TYPED[n % TYPED.length]!;
      return rpc('search_suggest', '', { q, lang, max_rows: 8 });
    });
    const page = (p: number) => (n: number) =>
      rpc('catalog_page', `?select=${PRODUCT_COLUMNS}`, { p_sort: SORTS[n % SORTS.length], p_page: p, p_size: 24 });
    const first = await phase(server, 'listing p1', 'catalog_page', page(1));
    const deep = await phase(server, 'listing p200', 'catalog_page', page(200));

    console.log(`search p95 ${search.toFixed(1)} ms ≤ ${SEARCH_BUDGET_MS} ms: ${verdict(search <= SEARCH_BUDGET_MS)}`);
    console.log(`suggestions p95 ${suggest.toFixed(1)} ms ≤ ${SEARCH_BUDGET_MS} ms: ${verdict(suggest <= SEARCH_BUDGET_MS)}`);
    const slower = deep / first - 1;
    console.log(
      `listing page 200 p95 ${deep.toFixed(1)} ms vs page 1 ${first.toFixed(1)} ms (${(slower * 100).toFixed(0)}%, ≤ 20%): ` +
        verdict(slower <= DEEP_PAGE_SLOWER_BY),
    );
  } finally {
    await server.stop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
