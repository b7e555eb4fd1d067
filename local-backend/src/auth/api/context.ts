import type { ResolvedConfig } from '../../config';
import type { Database } from '../../db/types';
import { header, type RequestInfo } from '../../http/request';
import { AuthError } from '../errors';
import type { Mailbox } from '../mailbox';
import { jsonBody as readJsonBody, type Body } from '../params';
import { assertStrongPassword } from '../password';
import type { RateLimiter } from '../rate-limit';
import type { ClientInfo, TokenSettings } from '../users';

/** What every Auth endpoint works with, handed over by the server. */
export interface AuthDeps {
  db: Database;
  cfg: ResolvedConfig;
  secret: string;
  mailbox: Mailbox;
  /** The server's own address, for the links it mails. */
  publicUrl: () => string;
  limits: {
    authPerIp: RateLimiter;
    authPerEmail: RateLimiter;
    refreshPerSession: RateLimiter;
    emailPerAddress: RateLimiter;
  };
  /** Compared against when the user is unknown, so both failures take as long. */
  dummyHash: string;
}

export function jsonBody(info: RequestInfo, deps: AuthDeps): Promise<Body> {
  return readJsonBody(info, deps.cfg.bodyLimitBytes);
}

export function client(info: RequestInfo): ClientInfo {
  return { ip: info.ip, userAgent: header(info.req, 'user-agent') ?? '' };
}

export function tokenSettings(deps: AuthDeps): TokenSettings {
  return { secret: deps.secret, ttlSeconds: deps.cfg.accessTokenTtlSeconds, issuer: `${deps.publicUrl()}/auth/v1` };
}

/** Sign-in and sign-up share one budget per IP and one per address, as on a hosted project. */
export function limitAuthAttempt(info: RequestInfo, deps: AuthDeps, email: string | undefined): void {
  const ipOk = deps.limits.authPerIp.hit(info.ip);
  const emailOk = email === undefined || deps.limits.authPerEmail.hit(email.trim().toLowerCase());
  if (!ipOk || !emailOk) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

export function limitEmail(deps: AuthDeps, email: string): void {
  if (!deps.limits.emailPerAddress.hit(email)) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
}

export function checkStrength(deps: AuthDeps, password: string): void {
  assertStrongPassword(password, deps.cfg.auth.password);
}
