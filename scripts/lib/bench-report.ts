import { KB, MONOLITH_RATIO, type PageBudget } from '@marketplace/tooling';

/**
 * How `npm run bench` holds its figures to their budgets and prints them: every figure that feeds
 * a budget goes through `judge`, so each printed line with a budget says `ok` or `OVER`, and
 * scripts/bench-report.test.ts can watch each one fail.
 */
export interface Sample {
  jsBytes: number;
  jsByOrigin: Record<string, number>;
  allBytes: number;
  requests: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  renderers: number;
  /** When React painted the home page's heading (Element Timing, `home-hero`); NaN elsewhere. */
  heroPaint: number;
}

/** One figure held to its budget. */
export interface Limit {
  what: string;
  value: number;
  limit: number;
  show: (n: number) => string;
  /** The figure must reach the limit rather than stay under it (a score). */
  floor?: boolean;
}

export interface Verdict {
  mark: 'ok' | 'OVER';
  /** One line per broken budget, for the run's closing list. */
  broken: string[];
}

const LIGHTHOUSE_TARGET = 90;

export const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
export const ms = (n: number) => `${n.toFixed(0)} ms`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
export const spread = (xs: number[], digits = 0) => {
  const s = sorted(xs);
  return `${(s[0] ?? NaN).toFixed(digits)}/${median(xs).toFixed(digits)}/${(s[s.length - 1] ?? NaN).toFixed(digits)}`;
};

const within = (l: Limit) => (l.floor ? l.value >= l.limit : l.value <= l.limit);

/** A figure the bench could not read (NaN) fails too: a check that cannot see must not pass. */
export function judge(limits: readonly Limit[], faults: readonly string[] = []): Verdict {
  const broken = [
    ...limits.filter((l) => !within(l)).map((l) => `${l.what} ${l.show(l.value)} ${l.floor ? '<' : '>'} ${l.show(l.limit)}`),
    ...faults,
  ];
  return { mark: broken.length ? 'OVER' : 'ok', broken };
}

/** A page's row of the cold-load table: medians of the brotli runs, the gzip run's JS beside. */
export function pageRow(budget: PageBudget, br: readonly Sample[], gzip: Sample | undefined): Verdict & { line: string } {
  const of = (pick: (s: Sample) => number) => br.map(pick);
  const verdict = judge(
    [
      { what: 'JS', value: median(of((s) => s.jsBytes)), limit: budget.jsKB * KB, show: kb },
      { what: 'FCP', value: median(of((s) => s.fcp)), limit: budget.fcpMs, show: ms },
      { what: 'LCP', value: median(of((s) => s.lcp)), limit: budget.lcpMs, show: ms },
      { what: 'CLS', value: median(of((s) => s.cls)), limit: budget.cls, show: (n) => n.toFixed(3) },
    ],
    br.some((s) => s.renderers !== 1) ? [`React renderers ${of((s) => s.renderers).join('/')} (expected 1)`] : [],
  );
  const line = [
    budget.path.padEnd(22),
    `${(median(of((s) => s.jsBytes)) / KB).toFixed(1).padStart(6)}/${budget.jsKB}`,
    gzip ? (gzip.jsBytes / KB).toFixed(1).padStart(6) : '     –',
    String(median(of((s) => s.requests))).padStart(4),
    spread(of((s) => s.fcp)).padStart(16),
    spread(of((s) => s.lcp)).padStart(16),
    spread(
      of((s) => s.cls),
      3,
    ).padStart(18),
    median(of((s) => s.tbt))
      .toFixed(0)
      .padStart(5),
    verdict.mark,
  ].join('  ');
  return { ...verdict, line, broken: verdict.broken.map((b) => `${budget.path}: ${b}`) };
}

/** `/` composed against the monolith (MONOLITH_RATIO): JS bytes and LCP. */
export function monolithRatios(composed: { js: number; lcp: number }, monolith: { js: number; lcp: number }): Verdict {
  const ratio = (n: number) => n.toFixed(2);
  const verdict = judge([
    { what: 'JS composed/monolith', value: composed.js / monolith.js, limit: MONOLITH_RATIO.jsBytes, show: ratio },
    { what: 'LCP composed/monolith', value: composed.lcp / monolith.lcp, limit: MONOLITH_RATIO.lcp, show: ratio },
  ]);
  return { ...verdict, broken: verdict.broken.map((b) => `/ ${b}`) };
}

/** What a search engine finds wrong with a page: Lighthouse's SEO category must be whole. */
const SEO_TARGET = 100;

/** Lighthouse's SEO score of `page`, 0 to 100, and the audits it failed. */
export function seoLine(page: string, score: number, failed: string[]): Verdict & { line: string } {
  const verdict = judge([{ what: `Lighthouse SEO on ${page}`, value: score, limit: SEO_TARGET, show: String, floor: true }]);
  const why = failed.length > 0 ? ` (${failed.join(', ')})` : '';
  return { ...verdict, line: `Lighthouse (mobile) SEO on ${page}: ${score} (target ${SEO_TARGET}) ${verdict.mark}${why}` };
}

/** Lighthouse's performance score on `/`, 0 to 100. */
export function lighthouseLine(score: number, target = LIGHTHOUSE_TARGET): Verdict & { line: string } {
  const verdict = judge([{ what: 'Lighthouse performance', value: score, limit: target, show: String, floor: true }]);
  return { ...verdict, line: `Lighthouse (mobile preset) on /: performance ${score} (target >= ${target}) ${verdict.mark}` };
}
