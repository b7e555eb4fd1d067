import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** An error that already knows the HTTP answer it should produce. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, JSON.stringify(body), headers);
}

// Below this a compressed body saves less than the bytes and time compressing costs.
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends an already serialised JSON document (PostgreSQL builds REST bodies itself), gzipped when
 * the client accepts it and it is worth it, as Supabase's API gateway sends it: a page's first
 * reads cross the same slow link as its scripts.
 */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  const plain = Buffer.from(text);
  const gzip = plain.length >= COMPRESS_FROM_BYTES && /\bgzip\b/i.test(String(res.req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(plain) : plain;
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': body.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}
