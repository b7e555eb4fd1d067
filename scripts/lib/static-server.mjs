// @ts-check
// Serves one app's production build the way its nginx.conf does: compressed, with immutable
// hashed assets, no-cache manifests/config/html, CORS and Timing-Allow-Origin for remote files,
// and the security headers. Used by `npm start`, the e2e suite and the benchmark.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'env.json']);

/** @param {string} file */
function cacheControl(file) {
  const base = file.split('/').pop() ?? '';
  if (NO_CACHE.has(base)) return 'no-cache';
  // Rsbuild puts content hashes in every file under static/.
  if (file.startsWith('static/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * @param {{ root: string, port: number, spa?: boolean, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic({ root, port, spa = false, host = '127.0.0.1' }) {
  /** @type {Map<string, { body: Buffer, br?: Buffer, gzip?: Buffer, mtime: number }>} */
  const cache = new Map();

  /** @param {string} file */
  async function load(file) {
    const full = join(root, file);
    const info = await stat(full);
    if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const body = await readFile(full);
    /** @type {{ body: Buffer, br?: Buffer, gzip?: Buffer, mtime: number }} */
    const entry = { body, mtime: info.mtimeMs };
    if (COMPRESSIBLE.has(extname(file)) && body.length > 512) {
      Object.assign(entry, {
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(body, { level: 9 }),
      });
    }
    cache.set(file, entry);
    return entry;
  }

  const server = createServer(async (req, res) => {
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "frame-ancestors 'self'",
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
    let file = normalize(pathname).replace(/^([/\\])+/, '');
    if (file.split(sep).includes('..')) {
      res.writeHead(403, common);
      res.end();
      return;
    }
    if (file === '' || file.endsWith('/')) file += 'index.html';
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
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = entry.br && /\bbr\b/.test(accept) ? 'br' : entry.gzip && /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
    res.writeHead(200, {
      ...common,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file.split(sep).join('/')),
      'Content-Length': String(body?.length ?? 0),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
