import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The benchmark's mobile profile and page probes, shared by its sections (scripts/bench.ts). */
export type Encoding = 'br' | 'gzip';

/**
 * Installed before any page script (as source text: a bundled function would drag in helpers the
 * page lacks): a stand-in for React DevTools' hook, with which every React renderer registers,
 * and observers of the largest contentful paint, layout shifts, long tasks and element timings.
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
  window.__perf = { lcp: 0, cls: 0, longTasks: [], elements: {} };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.elements[e.identifier] = e.renderTime || e.loadTime; })
    .observe({ type: 'element', buffered: true });
`;

export async function newContext(browser: Browser, encoding: Encoding): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    // Chromium offers br (and zstd) by default; the gzip runs show what a gzip-only server sends.
    extraHTTPHeaders: encoding === 'gzip' ? { 'Accept-Encoding': 'gzip' } : {},
  });
  await context.addInitScript(PAGE_PROBES);
  return context;
}

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits for the page's region, then for the network to settle (idle fragments included). */
export async function settle(page: Page, remote: string): Promise<void> {
  await page.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** A router navigation, as a link or the header search makes it. */
export async function navigate(page: Page, path: string, remote: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page, remote);
}

/** The site's service worker is active and controls `page`. */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}
