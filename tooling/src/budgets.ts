/**
 * The performance budgets (issue 13), checked by `npm run bench` (bytes and timings, mobile profile) and by the
 * e2e byte-budget spec (bytes only: they are deterministic for a given build; timings are not).
 */
export interface PageBudget {
  /** What the shopper opens cold. */
  path: string;
  /** The remote whose region must have rendered before the page counts as loaded. */
  remote: string;
  /** Compressed JavaScript transferred during the cold load, in KB (the budget). */
  jsKB: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
}

export const KB = 1024;

export const PAGE_BUDGETS: PageBudget[] = [
  // The home page arrives as the server's HTML (issue 42): its first paint waits for no JS, and
  // hydrating it costs the shell's hydration chunk (about 0.9 KB) over issue 13's 172 KB; the page
  // head and the language switch that keeps a shared link's language (issue 43) about 0.3 KB more.
  { path: '/', remote: 'mfe-catalog', jsKB: 174, lcpMs: 2000, fcpMs: 1400, cls: 0.02 },
  { path: '/search?q=phone', remote: 'mfe-search', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/product/e1', remote: 'mfe-catalog', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/category/electronics', remote: 'mfe-catalog', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/products', remote: 'mfe-catalog', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/vendor/nairobi-tech-hub', remote: 'mfe-catalog', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/faq', remote: 'mfe-support', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/cart', remote: 'mfe-cart-checkout', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/checkout', remote: 'mfe-cart-checkout', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  { path: '/login', remote: 'mfe-account', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  // Signed out, /orders sends the shopper to the sign-in page: that is what a cold load costs.
  { path: '/orders', remote: 'mfe-account', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
  // The seller center's pages are signed-in too: a cold /seller costs what the sign-in page does,
  // and no shop page loads any of its code (only its manifest is read at start).
  { path: '/seller', remote: 'mfe-account', jsKB: 190, lcpMs: 2200, fcpMs: 1400, cls: 0.02 },
];

/** A second page reached from `/` by client navigation: at most this much more JS. */
export const CLIENT_NAVIGATION = { from: '/', linkTo: '/search?q=phone', remote: 'mfe-search', extraJsKB: 40 };

/** Monolith comparison: composed / monolith on `/`. */
export const MONOLITH_RATIO = { jsBytes: 1.1, lcp: 1.1 };
