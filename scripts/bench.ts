// `npm run bench`: loads the composed production site cold under a mobile profile (4x CPU
// slowdown, 150 ms latency, 1.6 Mbps) in Debian's Chromium, checks issue 13's budgets for every
// listed page (JS bytes, FCP, LCP, CLS), a client navigation after `/` and a warm repeat visit
// with the service worker in control (what page and worker fetched: scripts/lib/bench-journey.ts),
// both encodings, repeat visits with the service worker online and offline and the bytes of a
// signed-in journey (scripts/lib/bench-offline.ts), and compares the composed site with the same pages built as one app (the monolith,
// `scripts/monolith`), with that comparison's floor: `/` with Module Federation's runtime left out
// of the shell's entry (`scripts/federation-floor`). Both extra builds precompress as the apps' do.
// Runs on ports of its own (the usual + 200), so a site already serving is left alone.
// BENCH_RUNS (default 5) cold runs per page; BENCH_PAGES=/,/cart limits the pages;
// BENCH_BASELINE=<folder> also loads another checkout's builds (the last release) in alternating
// pairs with these, page by page (scripts/lib/baseline.ts), and holds the pages the server composes
// to issue 42's budgets against it; the shell's page server is loaded by 20 shoppers for 30 s.
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BACKEND_PORT, localRuntimeConfig, PAGE_BUDGETS, shellContentSecurityPolicy } from '@marketplace/tooling';
import { APPS, ROOT } from './lib/apps';
import { serveSite } from './lib/site';
import { serveStatic } from './lib/static-server.mjs';
import { startLocalBackend } from './lib/backend';
import { serveBaseline } from './lib/baseline';
import { newContext, settle, throttle, type Encoding } from './lib/bench-page';
import { offlineBench } from './lib/bench-offline';
import { journey, navigationLine, warmLine } from './lib/bench-journey';
import { kb, lighthouseLine, median, monolithRatios, pageRow, seoLine, type Sample } from './lib/bench-report';
import { composedPageBudget, COMPOSED_PRODUCTS, pageServerLoad } from './lib/bench-server';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PORT_OFFSET = 200;
const MONOLITH_PORT = 3000 + PORT_OFFSET + 10;
const BASELINE_OFFSET = 300;
const MONOLITH_DIST = join(ROOT, 'scripts', 'monolith', 'dist');
const FLOOR_DIST = join(ROOT, 'scripts', 'federation-floor', 'dist');
const COMPARED = ['/', '/search?q=phone', '/cart'];
/** The pages whose repeat visits the service worker's budgets cover. */
const REPEATED = ['/', '/product/e1', '/category/electronics', '/search?q=phone', '/cart'];
/** The seed's demo shopper (supabase/seed.sql), for the signed-in journey. */
const DEMO_SHOPPER = { email: 'demo@district.market', password: 'Demo!2345' };

const originName = new Map<string, string>([
  ...APPS.map((a) => [String(a.port + PORT_OFFSET), a.folder] as [string, string]),
  [String(MONOLITH_PORT), 'monolith'],
]);

/**
 * Resource Timing (every server sends Timing-Allow-Origin): bytes that crossed the network. Only
 * for a cold load, which no service worker controls yet: the page cannot see what a worker fetches
 * (./lib/network-cost.ts counts those).
 */
async function collect(page: Page): Promise<Sample> {
  const raw = await page.evaluate(() => {
    const perf = (
      window as unknown as { __perf: { lcp: number; cls: number; longTasks: [number, number][]; elements: Record<string, number> } }
    ).__perf;
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      js: r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name),
      body: r.transferSize > 0 ? r.encodedBodySize : 0,
      transfer: r.transferSize,
    }));
    return {
      fcp,
      lcp: perf.lcp,
      cls: perf.cls,
      longTasks: perf.longTasks,
      renderers: hook.renderers.size,
      heroPaint: perf.elements['home-hero'] ?? NaN,
      navTransfer: nav?.transferSize ?? 0,
      resources,
    };
  });
  const jsByOrigin: Record<string, number> = {};
  let jsBytes = 0;
  for (const r of raw.resources.filter((x) => x.js)) {
    const name = originName.get(new URL(r.name).port) ?? 'other';
    jsByOrigin[name] = (jsByOrigin[name] ?? 0) + r.body;
    jsBytes += r.body;
  }
  // Total blocking time: the part of each long task beyond 50 ms, after the first paint.
  const tbt = raw.longTasks.filter(([start]) => start >= raw.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return {
    jsBytes,
    jsByOrigin,
    allBytes: raw.navTransfer + raw.resources.reduce((s, r) => s + r.transfer, 0),
    requests: 1 + raw.resources.filter((r) => r.transfer > 0).length,
    fcp: raw.fcp,
    lcp: raw.lcp,
    cls: raw.cls,
    tbt,
    renderers: raw.renderers,
    heroPaint: raw.heroPaint,
  };
}

async function coldLoad(browser: Browser, url: string, remote: string, encoding: Encoding): Promise<Sample> {
  const context = await newContext(browser, encoding);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settle(page, remote);
    return await collect(page);
  } finally {
    await context.close();
  }
}

async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', () =>
        reject(new Error(`port ${port} is taken: the benchmark needs ${ports.join(', ')} free (it never stops another server)`)),
      );
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}

/** The pages a search engine must find nothing wrong with (issue 43). */
const SEO_PAGES = ['/', '/product/e1', '/category/electronics'];

/**
 * Lighthouse's mobile preset on `/` (performance), and its SEO category on SEO_PAGES, when the
 * package is installed.
 */
async function lighthouse(site: string): Promise<void> {
  const url = `${site}/`;
  const name = 'lighthouse';
  let run: ((url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>) | undefined;
  try {
    run = ((await import(name)) as { default: typeof run }).default;
  } catch {
    console.log('\nLighthouse: not installed (`npm install -D lighthouse` adds it; this bench then runs it on `/`).');
    return;
  }
  const port = 9333;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    const result = await run?.(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) return;
    const { lhr } = result;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const verdict = lighthouseLine(score);
    console.log(`\n${verdict.line}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${id.padEnd(26)} ${lhr.audits[id]?.displayValue ?? '?'}`);
    }
    problems.push(...verdict.broken);
    for (const page of SEO_PAGES) {
      const seo = (await run?.(`${site}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] }))?.lhr;
      if (!seo) continue;
      const refs = new Set(seo.categories.seo?.auditRefs?.map((ref) => ref.id));
      const failed = Object.entries(seo.audits).flatMap(([id, audit]) =>
        refs.has(id) && audit?.score !== null && audit?.score !== undefined && audit.score < 1 ? [id] : [],
      );
      const line = seoLine(page, Math.round((seo.categories.seo?.score ?? 0) * 100), failed);
      console.log(line.line);
      problems.push(...line.broken);
    }
  } finally {
    await browser.close();
  }
}
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<string, { displayValue?: string; score?: number | null } | undefined>;
}

function shellDist(): string {
  const shell = APPS[0];
  if (!shell) throw new Error('no shell app');
  return shell.dist;
}

/** The brotli bytes of a shell build's entry script (`static/js/index.<hash>.js`, precompressed). */
async function entryBrBytes(dist: string): Promise<number> {
  const dir = join(dist, 'static', 'js');
  const entry = (await readdir(dir)).find((f) => /^index\.[0-9a-f]+\.js$/.test(f));
  if (!entry) throw new Error(`no entry script in ${dir}`);
  return (await stat(join(dir, `${entry}.br`))).size;
}

/**
 * `/` as it would be if the shell's entry held no federation runtime at all (the floor build), the
 * rest of the page as measured: the JS ratio to the monolith that Module Federation's generated
 * code alone sets, below which no working runtime can take the composed site.
 */
async function floorLine(composedJs: number, monolithJs: number): Promise<string> {
  const [entry, floor] = await Promise.all([entryBrBytes(shellDist()), entryBrBytes(FLOOR_DIST)]);
  const js = composedJs - (entry - floor);
  return `/ with no federation runtime in the shell's entry (${kb(entry)} -> ${kb(floor)}, the federation's generated code kept; built, not run): ${kb(js)} / ${kb(monolithJs)}, ratio ${(js / monolithJs).toFixed(3)}`;
}

const problems: string[] = [];

async function main() {
  const pages = process.env.BENCH_PAGES ? PAGE_BUDGETS.filter((p) => process.env.BENCH_PAGES?.split(',').includes(p.path)) : PAGE_BUDGETS;
  const backendPort = BACKEND_PORT + PORT_OFFSET;
  const monolith = existsSync(join(MONOLITH_DIST, 'index.html'));
  const baselineRoot = process.env.BENCH_BASELINE;
  await assertPortsFree([
    ...APPS.map((a) => a.port + PORT_OFFSET),
    backendPort,
    ...(monolith ? [MONOLITH_PORT] : []),
    ...(baselineRoot ? APPS.map((a) => a.port + BASELINE_OFFSET) : []),
  ]);

  const origins = [...APPS.map((a) => a.port + PORT_OFFSET), MONOLITH_PORT, ...APPS.map((a) => a.port + BASELINE_OFFSET)].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]);
  const backend = await startLocalBackend({ inMemory: true, quiet: true, port: backendPort, corsOrigins: origins });
  const site = await serveSite(backend.supabase, { portOffset: PORT_OFFSET });
  const baseline = await serveBaseline(baselineRoot, BASELINE_OFFSET, backend.supabase);
  const floor = existsSync(join(FLOOR_DIST, 'index.html'));
  const monolithConfig = localRuntimeConfig('localhost', backend.supabase);
  const mono = monolith
    ? await serveStatic({
        root: MONOLITH_DIST,
        port: MONOLITH_PORT,
        spa: true,
        files: { 'env.json': JSON.stringify(monolithConfig) },
        csp: (nonce) => shellContentSecurityPolicy(monolithConfig, nonce),
      })
    : undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`\nCold loads, mobile profile (4x CPU, 150 ms RTT, 1.6 Mbps), ${RUNS} runs each; timings min/median/max`);
    console.log(
      [
        'page'.padEnd(22),
        'JS br/budget',
        'JS gz',
        'reqs',
        'FCP ms'.padStart(16),
        'LCP ms'.padStart(16),
        'CLS'.padStart(18),
        '  TBT',
        '',
      ].join('  '),
    );
    // Round by round, each page once a round: a spell of the machine running slow then costs every
    // page one run, not one page all of its runs.
    const composed = new Map<string, Sample[]>(pages.map((budget) => [budget.path, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const budget of pages)
        composed.get(budget.path)!.push(await coldLoad(browser, `${site.url}${budget.path}`, budget.remote, 'br'));
    }
    for (const budget of pages) {
      const gzip = await coldLoad(browser, `${site.url}${budget.path}`, budget.remote, 'gzip');
      const row = pageRow(budget, composed.get(budget.path)!, gzip);
      console.log(row.line);
      problems.push(...row.broken);
    }
    const home = composed.get('/');
    if (home?.[0]) {
      const byOrigin = Object.entries(home[0].jsByOrigin).sort((a, b) => b[1] - a[1]);
      console.log(`\n/ JS by origin (br): ${byOrigin.map(([o, b]) => `${o} ${kb(b)}`).join(', ')}`);
    }

    problems.push(...(await pageServerLoad(site.url, COMPOSED_PRODUCTS)));

    const trip = await journey(browser, site.url);
    const navigation = navigationLine(trip.navigation);
    console.log(`\n${navigation.line}`);
    problems.push(...navigation.broken);
    console.log(warmLine(trip.warm));

    const repeated = pages.filter((budget) => REPEATED.includes(budget.path));
    const offline = repeated.map((budget) => ({
      path: budget.path,
      remote: budget.remote,
      coldLcp: median(composed.get(budget.path)!.map((s) => s.lcp)),
    }));
    problems.push(...(await offlineBench(browser, site.url, backend.supabase, DEMO_SHOPPER, offline)));

    if (baseline) {
      console.log(`\nThis build vs the baseline (${baselineRoot}), ${RUNS} cold runs each in alternating pairs, medians, br:`);
      console.log(
        [
          'page'.padEnd(22),
          'JS this/baseline'.padStart(22),
          'LCP ms'.padStart(11),
          'ratio',
          'FCP ms'.padStart(9),
          'TBT ms'.padStart(9),
        ].join('  '),
      );
      for (const budget of pages) {
        const [c, b]: [Sample[], Sample[]] = [[], []];
        for (let i = 0; i < RUNS; i++) {
          const pair = [
            async () => c.push(await coldLoad(browser, `${site.url}${budget.path}`, budget.remote, 'br')),
            async () => b.push(await coldLoad(browser, `${baseline.url}${budget.path}`, budget.remote, 'br')),
          ];
          for (const load of i % 2 === 0 ? pair : pair.reverse()) await load();
        }
        const [cl, bl] = [median(c.map((s) => s.lcp)), median(b.map((s) => s.lcp))];
        problems.push(...composedPageBudget(budget.path, median(c.map((s) => s.fcp)), cl, bl));
        const pairOf = (pick: (s: Sample) => number) => `${median(c.map(pick)).toFixed(0)}/${median(b.map(pick)).toFixed(0)}`;
        console.log(
          [
            budget.path.padEnd(22),
            `${kb(median(c.map((s) => s.jsBytes)))} / ${kb(median(b.map((s) => s.jsBytes)))}`.padStart(22),
            `${cl.toFixed(0)}/${bl.toFixed(0)}`.padStart(11),
            (cl / bl).toFixed(2).padStart(5),
            pairOf((s) => s.fcp).padStart(9),
            pairOf((s) => s.tbt).padStart(9),
          ].join('  '),
        );
      }
    }

    if (mono) {
      console.log(`\nComposed vs monolith (same pages, one ordinary Rsbuild app), ${RUNS} runs each in alternating pairs, medians, br:`);
      console.log(
        [
          'page'.padEnd(18),
          'JS composed/mono'.padStart(22),
          'ratio',
          'reqs',
          'FCP ms',
          'LCP ms'.padStart(11),
          'ratio',
          'TBT ms'.padStart(11),
        ].join('  '),
      );
      let heroLine = '';
      let floorRow = '';
      for (const path of COMPARED) {
        const remote = PAGE_BUDGETS.find((p) => p.path === path)?.remote ?? 'mfe-catalog';
        // Fresh loads in pairs, the two builds alternating (and which goes first), so a machine that
        // slows down or speeds up during the run weighs on both sides alike.
        const [c, m]: [Sample[], Sample[]] = [[], []];
        for (let i = 0; i < RUNS; i++) {
          const pair = [
            async () => c.push(await coldLoad(browser, `${site.url}${path}`, remote, 'br')),
            async () => m.push(await coldLoad(browser, `${mono.url}${path}`, remote, 'br')),
          ];
          for (const load of i % 2 === 0 ? pair : pair.reverse()) await load();
        }
        const [cj, mj] = [median(c.map((s) => s.jsBytes)), median(m.map((s) => s.jsBytes))];
        const [cl, ml] = [median(c.map((s) => s.lcp)), median(m.map((s) => s.lcp))];
        // Only `/` is held to the ratios (MONOLITH_RATIO); the other pages are shown beside it.
        const ratios = path === '/' ? monolithRatios({ js: cj, lcp: cl }, { js: mj, lcp: ml }) : undefined;
        console.log(
          [
            path.padEnd(18),
            `${kb(cj)} / ${kb(mj)}`.padStart(22),
            (cj / mj).toFixed(2).padStart(5),
            `${median(c.map((s) => s.requests))}/${median(m.map((s) => s.requests))}`.padStart(4),
            `${median(c.map((s) => s.fcp)).toFixed(0)}/${median(m.map((s) => s.fcp)).toFixed(0)}`,
            `${cl.toFixed(0)}/${ml.toFixed(0)}`.padStart(11),
            (cl / ml).toFixed(2).padStart(5),
            `${median(c.map((s) => s.tbt)).toFixed(0)}/${median(m.map((s) => s.tbt)).toFixed(0)}`.padStart(11),
            ...(ratios ? [ratios.mark] : []),
          ].join('  '),
        );
        problems.push(...(ratios?.broken ?? []));
        // When the hero's heading was painted (the composed site's arrives in the server's HTML,
        // the monolith's once React rendered it) shows what the bundles cost on /.
        if (path === '/') {
          const [ch, mh] = [median(c.map((s) => s.heroPaint)), median(m.map((s) => s.heroPaint))];
          heroLine = `/ hero heading painted (Element Timing): ${ch.toFixed(0)}/${mh.toFixed(0)} ms, ratio ${(ch / mh).toFixed(2)}`;
          floorRow = floor ? await floorLine(cj, mj) : '/ floor: no build in scripts/federation-floor/dist (`npm run build:floor`)';
        }
      }
      if (heroLine) console.log(heroLine);
      if (floorRow) console.log(floorRow);
    } else {
      console.log('\nMonolith: no build in scripts/monolith/dist (`npm run build:monolith`), comparison skipped.');
    }
  } finally {
    await browser.close();
  }
  await lighthouse(site.url).catch((error: unknown) => console.log(`Lighthouse failed: ${error instanceof Error ? error.message : error}`));
  await mono?.close();
  await baseline?.close();
  await site.close();
  await backend.close();

  if (problems.length) {
    console.error(`\nBUDGET FAILED:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nbudgets: OK');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
