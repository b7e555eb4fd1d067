import { Agent, request } from 'node:http';

/** Product pages of the seed, for the page server's load. */
export const COMPOSED_PRODUCTS = ['/product/e1', '/product/e2', '/product/fp-1', '/product/fp-2', '/product/fp-3', '/product/fp-4'];

/** Issue 42's budgets of a page the server composes: its largest paint is the server's. */
export const COMPOSED_PAGE_BUDGET = { lcpPerFcp: 1.6, lcpPerBaseline: 0.4 };
const COMPOSED = /^\/(product|category|vendor)\/|^\/(products|deals|vendors|categories|faq)$|^\/search\?q=/;

/** What a page the server composes breaks of COMPOSED_PAGE_BUDGET (medians, against the last release). */
export function composedPageBudget(path: string, fcp: number, lcp: number, baselineLcp: number): string[] {
  if (!COMPOSED.test(path)) return [];
  const problems: string[] = [];
  if (lcp > COMPOSED_PAGE_BUDGET.lcpPerFcp * fcp) problems.push(`${path}: LCP ${lcp.toFixed(0)} ms > 1.6 × FCP ${fcp.toFixed(0)} ms`);
  if (lcp > COMPOSED_PAGE_BUDGET.lcpPerBaseline * baselineLcp) {
    problems.push(`${path}: LCP ${lcp.toFixed(0)} ms > 40% of the last release's ${baselineLcp.toFixed(0)} ms`);
  }
  return problems;
}

/** Issue 42's budget of the shell's page server: 20 shoppers on product pages, warm caches. */
export const PAGE_SERVER_BUDGET = { concurrency: 20, seconds: 30, p95FirstByteMs: 100, p95CompleteMs: 400 };

interface Timing {
  firstByte: number;
  complete: number;
  status: number;
  composed: boolean;
}

/** One page request as a browser sends it (br), timed to its first byte and to its last. */
function timed(agent: Agent, url: string): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers: { 'accept-encoding': 'br', accept: 'text/html' } }, (response) => {
      const firstByte = performance.now() - started;
      response.on('data', () => undefined);
      response.on('end', () =>
        resolve({
          firstByte,
          complete: performance.now() - started,
          status: response.statusCode ?? 0,
          // The page server says which pages it composed: a region left to the browser is no-store.
          composed: response.headers['cache-control']?.includes('s-maxage') ?? false,
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function summary(label: string, timings: Timing[]): string {
  const composed = timings.filter((t) => t.composed).length;
  return `${label.padEnd(6)} ${String(timings.length).padStart(6)} pages, ${composed} composed; first byte p50 ${percentile(
    timings.map((t) => t.firstByte),
    50,
  ).toFixed(0)} / p95 ${percentile(
    timings.map((t) => t.firstByte),
    95,
  ).toFixed(0)} ms; complete p50 ${percentile(
    timings.map((t) => t.complete),
    50,
  ).toFixed(0)} / p95 ${percentile(
    timings.map((t) => t.complete),
    95,
  ).toFixed(0)} ms`;
}

/**
 * `concurrency` shoppers each loading product pages one after another: first the site's first
 * requests after it started (cold: manifests and fragment servers not yet asked), then for
 * `seconds`, warm. Prints both and returns what broke the budget.
 */
export async function pageServerLoad(siteUrl: string, paths: readonly string[]): Promise<string[]> {
  const { concurrency, seconds, p95FirstByteMs, p95CompleteMs } = PAGE_SERVER_BUDGET;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = (i: number) => `${siteUrl}${paths[i % paths.length]}`;
  const cold = await Promise.all(Array.from({ length: concurrency }, (_, i) => timed(agent, url(i))));
  const warm: Timing[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, shopper) => {
      for (let i = shopper; performance.now() < until; i += concurrency) warm.push(await timed(agent, url(i)));
    }),
  );
  agent.destroy();
  console.log(`\nThe shell's page server: ${concurrency} shoppers on product pages (${paths.join(', ')}), ${seconds} s`);
  console.log(summary('cold', cold));
  console.log(summary('warm', warm));
  const problems: string[] = [];
  const firstByte = percentile(
    warm.map((t) => t.firstByte),
    95,
  );
  const complete = percentile(
    warm.map((t) => t.complete),
    95,
  );
  if (firstByte > p95FirstByteMs) problems.push(`page server: p95 first byte ${firstByte.toFixed(0)} ms > ${p95FirstByteMs} ms`);
  if (complete > p95CompleteMs) problems.push(`page server: p95 complete page ${complete.toFixed(0)} ms > ${p95CompleteMs} ms`);
  const failed = warm.filter((t) => t.status !== 200 || !t.composed).length;
  if (failed > 0) problems.push(`page server: ${failed} of ${warm.length} product pages not composed under load`);
  return problems;
}
