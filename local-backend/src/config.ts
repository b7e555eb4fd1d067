import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadAuthSettings, type AuthSettings } from './auth/config-toml';
import type { SigningAlgorithm } from './auth/tokens';

/** A fixed-window limit: at most `max` requests per `windowSeconds` for one key. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Sign-in and sign-up attempts per client IP (hosted default: 30 per 5 minutes). */
  authPerIp: Limit;
  /** Sign-in and sign-up attempts per e-mail address. */
  authPerEmail: Limit;
  /** Refresh-token grants per session. */
  refreshPerSession: Limit;
  /** Mails (confirmation, recovery, e-mail change) per recipient address. */
  emailPerAddress: Limit;
}

export interface BackendOptions {
  /** TCP port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Folder for the embedded database (pgdata/) and the generated JWT secret. Default local-backend/.data */
  dataDir?: string;
  /** Keep nothing on disk: in-memory database (unless databaseUrl) and a random JWT secret per start. */
  inMemory?: boolean;
  /** Use this PostgreSQL instead of the embedded one. */
  databaseUrl?: string;
  /** HS256 secret for the API keys (and access tokens when `jwtSigningAlgorithm` is HS256). Default: generated and kept in dataDir (random per run in memory). */
  jwtSecret?: string;
  /**
   * How access tokens are signed: with an asymmetric key published at /auth/v1/.well-known/jwks.json,
   * as hosted projects now are (ES256 or RS256; generated and kept in dataDir), or HS256 with the
   * secret, as a legacy project. Default ES256.
   */
  jwtSigningAlgorithm?: SigningAlgorithm | 'HS256';
  /**
   * PostgREST's db-tx-end: whether `Prefer: tx=rollback|commit` may override the end of each
   * transaction. Hosted Supabase runs the default, `commit` (the preference is ignored).
   */
  dbTxEnd?: DbTxEnd;
  /** Require e-mail confirmation before sign-in. Default: `[auth.email] enable_confirmations` of config.toml. */
  emailConfirmation?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** Browser origins allowed by CORS; '*' allows any. */
  corsOrigins?: string[];
  /** true prints JSON request lines and mails to stdout; a function receives each line instead. */
  log?: boolean | ((line: string) => void);
  /** Where links in mails send the browser after verification when no redirect_to was given. */
  siteUrl?: string;
  /** bcrypt cost for new password hashes (tests use 4). Default 10. */
  bcryptCost?: number;
  accessTokenTtlSeconds?: number;
  bodyLimitBytes?: number;
  /** Folder holding config.toml, migrations/ and seed.sql. Default: the repository's supabase/. */
  supabaseDir?: string;
  /** How long the simulated Safaricom waits before its STK callback (ms). Default 3000. */
  mpesaCallbackDelayMs?: number;
  /** Shared secret the M-Pesa callback route requires. Default: random per start. */
  mpesaCallbackSecret?: string;
  /**
   * How often auto_cancel_unshipped_orders() runs (ms), as pg_cron does on a hosted project; 0 turns
   * it off. Default 900000 (15 minutes), and once at start.
   */
  autoCancelIntervalMs?: number;
}

export type DbTxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export const DEFAULT_PORT = 54321;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerIp: { max: 30, windowSeconds: 300 },
  authPerEmail: { max: 10, windowSeconds: 300 },
  refreshPerSession: { max: 30, windowSeconds: 300 },
  emailPerAddress: { max: 5, windowSeconds: 3600 },
};

function localhostOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 3000; port <= 3005; port++) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
}

export const DEFAULT_CORS_ORIGINS = localhostOrigins();

/** Options with every default filled in. */
export interface ResolvedConfig {
  port: number;
  host: string;
  dataDir: string | null;
  databaseUrl: string | null;
  jwtSecret: string | null;
  /** null: HS256 with the secret only. */
  jwtSigningAlgorithm: SigningAlgorithm | null;
  dbTxEnd: DbTxEnd;
  /** config.toml's auth settings, with the `emailConfirmation` option applied. */
  auth: AuthSettings;
  rateLimits: RateLimits;
  corsOrigins: string[];
  log: (line: string) => void;
  logEnabled: boolean;
  siteUrl: string;
  bcryptCost: number;
  accessTokenTtlSeconds: number;
  bodyLimitBytes: number;
  supabaseDir: string;
  mpesaCallbackDelayMs: number;
  mpesaCallbackSecret: string;
  autoCancelIntervalMs: number;
}

const PACKAGE_DIR = path.resolve(__dirname, '..');

export function resolveConfig(options: BackendOptions = {}): ResolvedConfig {
  const logFn = typeof options.log === 'function' ? options.log : (line: string) => process.stdout.write(line + '\n');
  const supabaseDir = options.supabaseDir ?? path.resolve(PACKAGE_DIR, '..', 'supabase');
  const fromFile = loadAuthSettings(supabaseDir);
  return {
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? '127.0.0.1',
    dataDir: options.inMemory ? null : (options.dataDir ?? path.join(PACKAGE_DIR, '.data')),
    databaseUrl: options.databaseUrl || null,
    jwtSecret: options.jwtSecret || null,
    jwtSigningAlgorithm: options.jwtSigningAlgorithm === 'HS256' ? null : (options.jwtSigningAlgorithm ?? 'ES256'),
    dbTxEnd: options.dbTxEnd ?? 'commit',
    auth: { ...fromFile, emailConfirmations: options.emailConfirmation ?? fromFile.emailConfirmations },
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    log: logFn,
    logEnabled: options.log !== undefined && options.log !== false,
    siteUrl: options.siteUrl ?? 'http://localhost:3000',
    bcryptCost: options.bcryptCost ?? 10,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
    supabaseDir,
    mpesaCallbackDelayMs: options.mpesaCallbackDelayMs ?? 3000,
    mpesaCallbackSecret: options.mpesaCallbackSecret || randomBytes(24).toString('base64url'),
    autoCancelIntervalMs: options.autoCancelIntervalMs ?? 15 * 60 * 1000,
  };
}

/** "max/windowSeconds", e.g. "30/300". */
export function parseLimit(text: string): Limit {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`Invalid rate limit "${text}": expected max/windowSeconds, e.g. 30/300`);
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}
