import type { IncomingMessage } from 'node:http';

/** What a route handler needs from a request, parsed once. */
export interface RequestInfo {
  req: IncomingMessage;
  method: string;
  /** Path below the service prefix, e.g. "/token" for /auth/v1/token. */
  path: string;
  query: URLSearchParams;
  ip: string;
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '');
  return match?.[1];
}
