import type { BrowserContext, Page } from 'playwright-core';

/**
 * Time passing for the site's service worker, without waiting: its records of when each release
 * was confirmed, and Workbox's expiry times of kept reads and pictures, are moved `ms` back. The
 * worker is stopped before (so nothing it holds in memory is written over them) and after (so it
 * reads them afresh). `page` must be on the shell's origin. For the benchmark's next-day visit and
 * the e2e specs' release checks.
 */
export async function ageSiteWorker(context: BrowserContext, page: Page, ms: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.evaluate(async (by) => {
    const records = await caches.open('site-records-v1');
    const key = '/__site-records__';
    const stored = (await (await records.match(key))?.json()) as { checkedAt: Record<string, number> } | undefined;
    if (stored) {
      for (const doc of Object.keys(stored.checkedAt)) stored.checkedAt[doc] = (stored.checkedAt[doc] ?? 0) - by;
      await records.put(key, new Response(JSON.stringify(stored)));
    }
    await new Promise<void>((resolve) => {
      const open = indexedDB.open('workbox-expiration');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('cache-entries')) return resolve();
        const store = db.transaction('cache-entries', 'readwrite').objectStore('cache-entries');
        const all = store.getAll();
        all.onsuccess = () => {
          for (const entry of all.result as Array<{ timestamp: number }>) store.put({ ...entry, timestamp: entry.timestamp - by });
          store.transaction.oncomplete = () => resolve();
        };
      };
      open.onerror = () => resolve();
    });
  }, ms);
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}
