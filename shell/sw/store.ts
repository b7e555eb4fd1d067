/**
 * The worker's caches and its record of the releases they hold. A release's document (the page,
 * `/env.json`, a remote's manifest) and the files it names are kept together: files are recorded
 * against their app's origin and dropped when that app's release is replaced.
 */

export const CACHE = {
  documents: 'site-documents-v2',
  pages: 'site-pages-v1',
  files: 'site-files-v1',
  catalogue: 'site-catalogue-v1',
  orders: 'site-orders-v1',
  images: 'site-images-v1',
  records: 'site-records-v1',
} as const;

interface Records {
  /** When each document was last confirmed by its server. */
  checkedAt: Record<string, number>;
  /** By app origin, the files of its current release that a page used. */
  files: Record<string, string[]>;
  /** The shell's asset manifest of the cached page's release. */
  shellAssets?: string;
}

const RECORDS_KEY = '/__site-records__';

let records: Promise<Records> | undefined;
let writing: Promise<void> = Promise.resolve();

function isRecords(value: unknown): value is Records {
  const v = value as Records;
  return typeof v === 'object' && v !== null && typeof v.checkedAt === 'object' && typeof v.files === 'object';
}

async function read(): Promise<Records> {
  const response = await (await caches.open(CACHE.records)).match(RECORDS_KEY);
  // An unreadable record only costs a download: the documents then go to the network.
  const stored: unknown = response ? await response.json().catch(() => null) : null;
  return isRecords(stored) ? stored : { checkedAt: {}, files: {} };
}

export function loadRecords(): Promise<Records> {
  records ??= read();
  return records;
}

/** Changes the records and stores them, one change after another. */
export function updateRecords(change: (records: Records) => void): Promise<void> {
  writing = writing.then(async () => {
    const current = await loadRecords();
    change(current);
    const cache = await caches.open(CACHE.records);
    await cache.put(RECORDS_KEY, new Response(JSON.stringify(current), { headers: { 'Content-Type': 'application/json' } }));
  });
  return writing;
}

/** Whether every file recorded for `origin` is still in the cache (a browser may evict storage). */
export async function filesComplete(origin: string): Promise<boolean> {
  const { files } = await loadRecords();
  const cache = await caches.open(CACHE.files);
  const present = await Promise.all((files[origin] ?? []).map((file) => cache.match(file)));
  return present.every(Boolean);
}

/** Deletes the cached files of `origin` its current release does not name. */
export async function pruneFiles(origin: string, keep: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(CACHE.files);
  for (const request of await cache.keys()) {
    if (new URL(request.url).origin === origin && !keep.has(request.url)) await cache.delete(request);
  }
}
