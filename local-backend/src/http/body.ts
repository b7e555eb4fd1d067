import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}
export class InvalidJsonError extends Error {}

// Past this much we stop draining an oversized upload and drop the connection.
const DRAIN_CEILING = 64 * 1024 * 1024;

/**
 * Reads the whole body, up to `limit` bytes. An oversized body is still drained
 * (up to a ceiling) so that the client reads our 413 instead of a reset socket.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    let size = 0;
    let tooLarge = declared > limit;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else if (size > DRAIN_CEILING) req.destroy();
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLargeError()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(tooLarge ? new BodyTooLargeError() : new Error('request aborted'));
    });
  });
}

export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new InvalidJsonError((error as Error).message);
  }
}
