// `npm run bench`: loads the composed production site cold under a mobile profile (4x CPU
// slowdown, 150 ms latency, 1.6 Mbps) in Debian's Chromium and prints what a shopper's phone
// pays for the home page. Checks the budget: home page JS <= 250 KB compressed.
import { chromium } from 'playwright-core';
import { APPS } from './lib/apps';
import { serveSite } from './lib/site';
import { startLocalBackend } from './lib/backend';

const JS_BUDGET_BYTES = 250 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Sample {
  jsBytes: Record<string, number>;
  requests: number;
  fcp: number;
  lcp: number;
  renderers: number;
}

/**
 * Installed before any page script (as source text: a bundled function would drag in helpers the
 * page lacks): a stand-in for React DevTools' hook, with which every React renderer registers,
 * and an observer of the largest contentful paint.
 */
const PAGE_PROBES = `
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers, supportsFiber: true, isDisabled: false,
      inject(r) { renderers.set(renderers.size + 1, r); return renderers.size; },
      checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    },
  });
  window.__lcp = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
`;

const appByPort = new Map(APPS.map((a) => [String(a.port), a.folder]));

async function measure(url: string): Promise<Sample> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const urls = new Map<string, { url: string; type: string }>();
    const jsBytes: Record<string, number> = {};
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      requests++;
      urls.set(e.requestId, { url: e.request.url, type: e.type ?? '' });
    });
    cdp.on('Network.responseReceived', (e) => {
      const known = urls.get(e.requestId);
      if (known) known.type = e.response.mimeType.includes('javascript') ? 'Script' : known.type;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const req = urls.get(e.requestId);
      if (!req || (req.type !== 'Script' && !req.url.endsWith('.js'))) return;
      const app = appByPort.get(new URL(req.url).port) ?? 'other';
      jsBytes[app] = (jsBytes[app] ?? 0) + e.encodedDataLength;
    });

    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('[data-remote="mfe-catalog"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const metrics = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
      renderers: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
        .renderers.size,
    }));
    return { jsBytes, requests, ...metrics };
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Serves the composed site here, or measures an already running one given BENCH_URL. */
async function target(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, close: async () => undefined };
  const backend = await startLocalBackend({ inMemory: true, quiet: true });
  const site = await serveSite(backend.supabase);
  return {
    url: site.url,
    close: async () => {
      await site.close();
      await backend.close();
    },
  };
}

async function main() {
  const site = await target();
  try {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await measure(`${site.url}/`));
    const last = samples[samples.length - 1];
    if (!last) throw new Error('no samples');
    const total = Object.values(last.jsBytes).reduce((a, b) => a + b, 0);
    console.log(`\nHome page, cold, mobile profile (4x CPU, 150 ms RTT, 1.6 Mbps), median of ${RUNS} runs`);
    console.log(`  JS transferred (compressed): ${kb(total)}  (budget ${kb(JS_BUDGET_BYTES)})`);
    for (const [app, bytes] of Object.entries(last.jsBytes).sort((a, b) => b[1] - a[1])) console.log(`    ${app.padEnd(20)} ${kb(bytes)}`);
    console.log(`  requests:                    ${median(samples.map((s) => s.requests))}`);
    console.log(`  first contentful paint:      ${median(samples.map((s) => s.fcp)).toFixed(0)} ms`);
    console.log(`  largest contentful paint:    ${median(samples.map((s) => s.lcp)).toFixed(0)} ms`);
    console.log(`  React renderers:             ${last.renderers}`);
    const problems = [
      total > JS_BUDGET_BYTES ? `home page JS ${kb(total)} is over the ${kb(JS_BUDGET_BYTES)} budget` : '',
      last.renderers !== 1 ? `expected exactly one React renderer, saw ${last.renderers}` : '',
    ].filter(Boolean);
    if (problems.length) {
      console.error(`\nBUDGET FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nbudget: OK');
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
