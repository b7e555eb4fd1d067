import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { hashPassword } from './auth/password';
import { handleAuth } from './auth/routes';
import { Mailbox } from './auth/mailbox';
import { RateLimiter } from './auth/rate-limit';
import { loadSigningKey } from './auth/signing-key';
import { forgetSigningKey, makeApiKeys, registerSigningKey, verifyJwt } from './auth/tokens';
import { resolveConfig, type BackendOptions, type ResolvedConfig } from './config';
import { startAutoCancel, type AutoCancel } from './db/auto-cancel';
import { migrate } from './db/migrate';
import { openPostgres } from './db/pg';
import { openPglite } from './db/pglite';
import type { Database } from './db/types';
import { handleCors } from './http/cors';
import { logRequests } from './http/log';
import { header, type RequestInfo } from './http/request';
import { sendJson, sendText } from './http/respond';
import { createFunctions } from './functions/routes';
import { refuseUpgrade, startRealtime, WEBSOCKET_PATH, type Realtime, type RealtimeStats } from './realtime/socket';
import { handleRest } from './rest/routes';
import { readMaxRows } from './rest/max-rows';
import { loadSchemaCache } from './rest/schema-cache';
import { handleStorage, isOpenStorageRoute } from './storage/routes';
import { seedStorage } from './storage/seed';
import { StorageStore } from './storage/store';

export type { BackendOptions, RateLimits, Limit } from './config';

export interface Backend {
  /** Base URL for createClient(url, key), e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  anonKey: string;
  serviceKey: string;
  jwtSecret: string;
  /** Realtime's sockets: counts, and dropping them all (tests of reconnection). */
  realtime: { stats(): RealtimeStats; disconnectAll(): void };
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

const UNAVAILABLE: Record<string, string> = {
  // The WebSocket is served (upgrade below); Realtime's HTTP broadcast API is not.
  '/realtime/v1': 'Realtime over HTTP',
  '/graphql/v1': 'GraphQL',
};

/** The database cfg names: DATABASE_URL's PostgreSQL, else PGlite in dataDir (in memory without one). */
export async function openDatabase(cfg: ResolvedConfig): Promise<Database> {
  if (cfg.databaseUrl) return openPostgres(cfg.databaseUrl);
  if (!cfg.dataDir) return openPglite(null);
  const pgdata = path.join(cfg.dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  return openPglite(pgdata);
}

/** JWT_SECRET if given; otherwise one generated on first start and kept in the data folder. */
function jwtSecret(cfg: ResolvedConfig): string {
  if (cfg.jwtSecret) return cfg.jwtSecret;
  if (!cfg.dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(cfg.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Kong's gate on a hosted project: /auth/v1 and /rest/v1 need the anon or service key. */
function checkApiKey(req: http.IncomingMessage, query: URLSearchParams, secret: string): { status: number; body: object } | null {
  const key = header(req, 'apikey') ?? query.get('apikey');
  if (!key)
    return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  const result = verifyJwt(key, secret);
  if (!result.ok || (result.claims.role !== 'anon' && result.claims.role !== 'service_role')) {
    return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  }
  return null;
}

export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const cfg = resolveConfig(options);
  const db = await openDatabase(cfg);
  let server: http.Server | undefined;
  let realtime: Realtime | undefined;
  let autoCancel: AutoCancel | undefined;
  try {
    const secret = jwtSecret(cfg);
    const { anonKey, serviceKey } = makeApiKeys(secret);
    const signingKey = loadSigningKey(cfg);
    if (signingKey) registerSigningKey(secret, signingKey);
    const migration = await migrate(db, cfg.supabaseDir);
    await seedStorage(db, cfg.supabaseDir);
    const storageDeps = { db, secret, store: new StorageStore(db) };
    realtime = await startRealtime({ db, secret, log: cfg.log });
    const sockets = realtime;
    const schema = await loadSchemaCache(db);
    const mailbox = new Mailbox(db, cfg.logEnabled ? cfg.log : null);
    let url = '';
    const authDeps = {
      db,
      cfg,
      secret,
      mailbox,
      publicUrl: () => url,
      limits: {
        authPerIp: new RateLimiter(cfg.rateLimits.authPerIp),
        authPerEmail: new RateLimiter(cfg.rateLimits.authPerEmail),
        refreshPerSession: new RateLimiter(cfg.rateLimits.refreshPerSession),
        emailPerAddress: new RateLimiter(cfg.rateLimits.emailPerAddress),
      },
      dummyHash: await hashPassword(randomBytes(16).toString('hex'), cfg.bcryptCost),
    };
    const restDeps = {
      db,
      secret,
      schema: () => schema,
      bodyLimitBytes: cfg.bodyLimitBytes,
      maxRows: readMaxRows(cfg.supabaseDir),
      txEnd: cfg.dbTxEnd,
    };

    const functions = createFunctions({
      db,
      secret,
      bodyLimitBytes: cfg.bodyLimitBytes,
      publicUrl: () => url,
      callbackDelayMs: cfg.mpesaCallbackDelayMs,
      callbackSecret: cfg.mpesaCallbackSecret,
      log: cfg.logEnabled ? cfg.log : null,
    });

    const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (cfg.logEnabled) logRequests(req, res, cfg.log);
      if (handleCors(req, res, cfg.corsOrigins)) return;
      const parsed = new URL(req.url ?? '/', 'http://localhost');
      const info = (prefix: string): RequestInfo => ({
        req,
        method: req.method ?? 'GET',
        path: parsed.pathname.slice(prefix.length) || '/',
        query: parsed.searchParams,
        ip: req.socket.remoteAddress ?? 'unknown',
      });
      const under = (prefix: string) => parsed.pathname === prefix || parsed.pathname.startsWith(prefix + '/');

      if (under('/storage/v1')) {
        // Public objects and signed URLs are open, as behind Supabase's gateway; the rest needs a key.
        const open = isOpenStorageRoute(req.method ?? 'GET', parsed.pathname.slice('/storage/v1'.length));
        const denied = open ? null : checkApiKey(req, parsed.searchParams, secret);
        if (denied) return sendJson(res, denied.status, denied.body);
        return handleStorage(info('/storage/v1'), res, storageDeps);
      }
      if (under('/auth/v1') || under('/rest/v1')) {
        // Browsers open these without a key, as Supabase's gateway allows: mailed links and OAuth starts.
        const isOpenAuthRoute =
          req.method === 'GET' && ['/auth/v1/verify', '/auth/v1/authorize', '/auth/v1/.well-known/jwks.json'].includes(parsed.pathname);
        const denied = isOpenAuthRoute ? null : checkApiKey(req, parsed.searchParams, secret);
        if (denied) return sendJson(res, denied.status, denied.body);
        return under('/auth/v1') ? handleAuth(info('/auth/v1'), res, authDeps) : handleRest(info('/rest/v1'), res, restDeps);
      }
      if (under('/functions/v1')) return functions.handle(info('/functions/v1'), res);
      if (parsed.pathname === '/mailbox' && req.method === 'GET') {
        return sendText(res, 200, await mailbox.list(parsed.searchParams.get('to') ?? undefined));
      }
      if (parsed.pathname === '/mailbox' && req.method === 'DELETE') {
        await mailbox.clear();
        return sendJson(res, 200, {});
      }
      const unavailable = Object.keys(UNAVAILABLE).find(under);
      if (unavailable) {
        return sendJson(res, 501, {
          code: 'not_implemented',
          message: `${UNAVAILABLE[unavailable]} is not available in the local backend`,
        });
      }
      sendJson(res, 404, { code: 'not_found', message: `No route for ${req.method} ${parsed.pathname}` });
    };

    server = http.createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        // Unexpected failures are logged here and answered without internals.
        cfg.log(JSON.stringify({ time: new Date().toISOString(), error: String((error as Error)?.stack ?? error) }));
        if (res.headersSent) res.destroy();
        else sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure, please check the server log' });
      });
    });
    server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      const parsed = new URL(req.url ?? '/', 'http://localhost');
      if (parsed.pathname !== WEBSOCKET_PATH) return refuseUpgrade(socket, 404, { error: 'Not Found' });
      const denied = checkApiKey(req, parsed.searchParams, secret);
      if (denied) return refuseUpgrade(socket, denied.status, denied.body);
      sockets.handleUpgrade(req, socket, head);
    });
    autoCancel = await startAutoCancel(db, mailbox, cfg.autoCancelIntervalMs, cfg.logEnabled ? cfg.log : null);
    const cancelling = autoCancel;
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(cfg.port, cfg.host, () => resolve());
    });
    const port = (listening.address() as AddressInfo).port;
    url = `http://${cfg.host === '0.0.0.0' || cfg.host === '::' ? 'localhost' : cfg.host}:${port}`;
    if (cfg.logEnabled) {
      for (const file of migration.applied) cfg.log(`Applied migration ${file}`);
      if (migration.seeded) cfg.log('Applied supabase/seed.sql');
    }

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      anonKey,
      serviceKey,
      jwtSecret: secret,
      realtime: { stats: () => sockets.stats(), disconnectAll: () => sockets.disconnectAll() },
      close: () =>
        (closing ??= (async () => {
          await functions.stop();
          await cancelling.stop();
          await sockets.close();
          await new Promise<void>((resolve) => {
            listening.close(() => resolve());
            // Idle keep-alive sockets would hold close() open; busy ones finish their response first.
            const sweep = setInterval(() => listening.closeIdleConnections(), 100);
            const deadline = setTimeout(() => listening.closeAllConnections(), 10_000);
            listening.once('close', () => {
              clearInterval(sweep);
              clearTimeout(deadline);
            });
          });
          await db.close();
          if (signingKey) forgetSigningKey(secret, signingKey);
        })()),
    };
  } catch (error) {
    server?.close();
    await autoCancel?.stop();
    await realtime?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
