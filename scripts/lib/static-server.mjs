// @ts-check
// Serves one app's production build the way its nginx.conf does: compressed, with immutable
// hashed assets, no-cache manifests/config/html, CORS and Timing-Allow-Origin for remote files,
// and the security headers. Used by `npm start`, the e2e suite and the benchmark.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { NONCE_PLACEHOLDER, SECURITY_HEADERS } from '@marketplace/tooling';
import { FRAGMENT_PATH } from '@marketplace/contracts/fragment';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map', '.txt']);
// What names a release (the service worker revalidates these behind the page), and the worker.
const NO_CACHE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'env.json',
  'asset-manifest.json',
  'manifest.webmanifest',
  'sw.js',
]);

/** @param {string} file */
function cacheControl(file) {
  const base = file.split('/').pop() ?? '';
  // A page carries a per-response CSP nonce: a revalidated copy would pair an old page with a
  // new nonce, so pages are never stored.
  if (extname(base) === '.html') return 'no-store';
  if (NO_CACHE.has(base)) return 'no-cache';
  // Rsbuild puts content hashes in every file under static/.
  if (file.startsWith('static/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * A strong validator of a file's content, the same whichever encoding is sent (as nginx's is).
 * @param {Buffer} body
 */
const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * @param {string} full
 * @param {number} mtime
 * @param {'.br' | '.gz'} suffix
 */
async function precompressed(full, mtime, suffix) {
  try {
    const info = await stat(full + suffix);
    return info.mtimeMs >= mtime ? await readFile(full + suffix) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `files` are served from memory ahead of `root` (the deploy-time /env.json), so rebuilding an
 * app while it is being served never replaces them. `csp` gives the Content-Security-Policy for
 * a response's nonce; an HTML page gets a fresh nonce in place of NONCE_PLACEHOLDER. The page is
 * read from `root` on every change, so a rebuild while serving is served at once.
 * `forward` names the servers behind this one (as the images' nginx passes them:
 * docs/deployment.md): `pages`, the shell's page server, gets every request for the page and
 * every address that is no file; `fragments`, a remote's fragment server, gets FRAGMENT_PATH.
 * @param {{ root: string, port: number, spa?: boolean, host?: string, files?: Record<string, string>, csp: (nonce: string) => string, forward?: { pages?: string, fragments?: string } }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic({ root, port, spa = false, host = '127.0.0.1', files = {}, csp, forward = {} }) {
  /** @type {Map<string, { body: Buffer, br?: Buffer, gzip?: Buffer, mtime: number, etag?: string }>} */
  const cache = new Map();

  /** @param {string} file */
  async function load(file) {
    const inMemory = files[file];
    if (inMemory !== undefined) return { body: Buffer.from(inMemory), mtime: 0, etag: etagOf(Buffer.from(inMemory)) };
    const full = join(root, file);
    const info = await stat(full);
    if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const body = await readFile(full);
    /** @type {{ body: Buffer, br?: Buffer, gzip?: Buffer, mtime: number, etag?: string }} */
    const entry = { body, mtime: info.mtimeMs, etag: etagOf(body) };
    if (COMPRESSIBLE.has(extname(file)) && body.length > 512) {
      // The build's precompressed siblings (`npm run build` writes them at maximum quality, as
      // nginx's gzip_static serves them); compressed here only when they are missing or stale.
      Object.assign(entry, {
        br: (await precompressed(full, info.mtimeMs, '.br')) ?? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: (await precompressed(full, info.mtimeMs, '.gz')) ?? gzipSync(body, { level: 9 }),
      });
    }
    cache.set(file, entry);
    return entry;
  }

  const server = createServer(async (req, res) => {
    const nonce = randomBytes(16).toString('base64');
    const common = {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': csp(nonce),
      'Access-Control-Allow-Origin': '*',
      'Timing-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, common);
      res.end();
      return;
    }
    if (forward.fragments && pathname === FRAGMENT_PATH) return pass(req, res, forward.fragments);
    let file = normalize(pathname).replace(/^([/\\])+/, '');
    if (file.split(sep).includes('..')) {
      res.writeHead(403, common);
      res.end();
      return;
    }
    if (file === '' || file.endsWith('/')) file += 'index.html';
    // The page itself by its file name is the frame (the service worker keeps it for offline).
    const page = file === 'index.html' && pathname !== '/index.html';
    // What crawlers and link previews read is written by the page server too: robots.txt, the
    // sitemap and the pages' preview cards (/_share/...).
    const forCrawlers = pathname === '/robots.txt' || pathname === '/sitemap.xml' || pathname.startsWith('/_share/');
    if (forward.pages && (page || forCrawlers || (extname(file) === '' && !(await isFile(join(root, file)))))) {
      return pass(req, res, forward.pages);
    }
    let entry;
    try {
      entry = await load(file);
    } catch {
      // Client-side routes fall back to the app page; missing assets stay 404.
      if (spa && extname(file) === '') {
        file = 'index.html';
        entry = await load(file).catch(() => undefined);
      }
    }
    if (!entry) {
      res.writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
      return;
    }
    if (extname(file) === '.html') entry = withNonce(entry.body, nonce);
    // A file the browser holds is revalidated with its validator, as nginx answers (the manifests,
    // env.json): 304 and no body. A page has none: it is never stored.
    const cacheHeaders = { 'Cache-Control': cacheControl(file.split(sep).join('/')), ...(entry.etag ? { ETag: entry.etag } : {}) };
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, { ...common, ...cacheHeaders });
      res.end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = entry.br && /\bbr\b/.test(accept) ? 'br' : entry.gzip && /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
    res.writeHead(200, {
      ...common,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
      ...cacheHeaders,
      'Content-Length': String(body?.length ?? 0),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  /** @param {string} full */
  async function isFile(full) {
    return stat(full).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  /**
   * The request as it came, to the server at `origin`, and its answer as it comes back.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} origin
   */
  function pass(req, res, origin) {
    const target = new URL(req.url ?? '/', origin);
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('The server behind this one did not answer.');
    });
    req.pipe(upstream);
  }

  /**
   * The page with this response's nonce, compressed afresh (a page is a few KB).
   * @param {Buffer} built
   * @param {string} nonce
   */
  function withNonce(built, nonce) {
    const body = Buffer.from(built.toString('utf8').split(NONCE_PLACEHOLDER).join(nonce));
    return { body, br: brotliCompressSync(body), gzip: gzipSync(body), mtime: 0, etag: undefined };
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://localhost:${port}`,
    // A browser may still hold a connection open (a page left loading): closing ends it too.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
