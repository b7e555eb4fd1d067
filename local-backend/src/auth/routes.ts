import { randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ResolvedConfig } from '../config';
import type { Database, Sql } from '../db/types';
import { bearerToken, header, type RequestInfo } from '../http/request';
import { sendEmpty, sendJson } from '../http/respond';
import { AuthError, authErrorBody, requestedApiVersion, API_VERSION_HEADER } from './errors';
import type { Mailbox } from './mailbox';
import { normaliseEmail } from './email';
import { jsonBody as readJsonBody, metadataField, stringField, type Body } from './params';
import { handleAdmin, requireServiceRole } from './admin';
import { assertStrongPassword, checkPassword, hashPassword } from './password';
import type { RateLimiter } from './rate-limit';
import { digest, jwks, randomToken, verifyJwt, type Claims } from './tokens';
import { settingsResponse, unsupportedFeature } from './unsupported';
import {
  applyEmailChange,
  findUserByEmail,
  findUserById,
  insertUser,
  sessionResponse,
  startSession,
  toUser,
  type ClientInfo,
  type TokenSettings,
  type UserRow,
} from './users';

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

type VerifyType = 'signup' | 'recovery' | 'email_change' | 'invite';

/** Digits in a reauthentication nonce (`[auth.email] otp_length`, default 6). */
const NONCE_LENGTH = 6;

const LINK_LIFETIME = '1 hour';
const INVALID_LINK = 'Email link is invalid or has expired';

export async function handleAuth(info: RequestInfo, res: ServerResponse, deps: AuthDeps): Promise<void> {
  const apiVersion = requestedApiVersion(info.req);
  const versionHeader: Record<string, string> = apiVersion ? { [API_VERSION_HEADER]: apiVersion } : {};
  try {
    await route(info, res, deps, versionHeader);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    sendJson(res, error.status, authErrorBody(error, apiVersion), { ...versionHeader, 'x-sb-error-code': error.code });
  }
}

async function route(info: RequestInfo, res: ServerResponse, deps: AuthDeps, headers: Record<string, string>): Promise<void> {
  const ok = (body: unknown) => sendJson(res, 200, body, headers);
  const key = `${info.method} ${info.path}`;
  switch (key) {
    case 'GET /health':
      return ok({ version: 'local', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' });
    case 'GET /settings':
      return ok(settingsResponse(deps.cfg.auth));
    case 'GET /.well-known/jwks.json':
      return sendJson(res, 200, jwks(deps.secret), { ...headers, 'Cache-Control': 'public, max-age=600' });
    case 'POST /signup':
      return ok(await signUp(info, deps, await jsonBody(info, deps)));
    case 'POST /token':
      return ok(await token(info, deps, await jsonBody(info, deps)));
    case 'GET /user': {
      const { user } = await authenticate(info, deps);
      return ok(toUser(user));
    }
    case 'PUT /user':
      return ok(await updateUser(info, deps, await jsonBody(info, deps)));
    case 'POST /logout':
      await logout(info, deps);
      return sendEmpty(res, 204, headers);
    case 'POST /recover':
      await recover(info, deps, await jsonBody(info, deps));
      return ok({});
    case 'POST /resend':
      await resend(info, deps, await jsonBody(info, deps));
      return ok({});
    case 'POST /verify':
      return ok(await verifyPost(info, deps, await jsonBody(info, deps)));
    case 'GET /verify': {
      const location = await verifyLink(info, deps);
      return sendEmpty(res, 303, { ...headers, Location: location });
    }
    case 'GET /reauthenticate':
      await reauthenticate(info, deps);
      return ok({});
    case 'POST /invite':
      return ok(await invite(info, deps, await jsonBody(info, deps)));
  }
  if (info.path === '/admin' || info.path.startsWith('/admin/')) return handleAdmin(info, res, deps, headers);
  // Features this server leaves out answer as a hosted project with them switched off does.
  const unsupported = await unsupportedFeature(info, deps.cfg.auth, () => jsonBody(info, deps));
  if (unsupported) {
    if (unsupported.authenticated) await authenticate(info, deps);
    throw unsupported.error;
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}

function jsonBody(info: RequestInfo, deps: AuthDeps): Promise<Body> {
  return readJsonBody(info, deps.cfg.bodyLimitBytes);
}

function client(info: RequestInfo): ClientInfo {
  return { ip: info.ip, userAgent: header(info.req, 'user-agent') ?? '' };
}

function tokenSettings(deps: AuthDeps): TokenSettings {
  return { secret: deps.secret, ttlSeconds: deps.cfg.accessTokenTtlSeconds, issuer: `${deps.publicUrl()}/auth/v1` };
}

/** Sign-in and sign-up share one budget per IP and one per address, as on a hosted project. */
function limitAuthAttempt(info: RequestInfo, deps: AuthDeps, email: string | undefined): void {
  const ipOk = deps.limits.authPerIp.hit(info.ip);
  const emailOk = email === undefined || deps.limits.authPerEmail.hit(email.trim().toLowerCase());
  if (!ipOk || !emailOk) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

function limitEmail(deps: AuthDeps, email: string): void {
  if (!deps.limits.emailPerAddress.hit(email)) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
}

function checkStrength(deps: AuthDeps, password: string): void {
  assertStrongPassword(password, deps.cfg.auth.password);
}

/** Only the apps' own origins may receive tokens through a redirect. */
function safeRedirect(deps: AuthDeps, requested: string | null): string {
  if (requested) {
    try {
      const origin = new URL(requested).origin;
      const allowed = [new URL(deps.cfg.siteUrl).origin, ...deps.cfg.corsOrigins];
      if (allowed.includes(origin) || deps.cfg.corsOrigins.includes('*')) return requested;
    } catch {
      // Not a URL: fall back to the site URL.
    }
  }
  return deps.cfg.siteUrl;
}

const TOKEN_COLUMNS: Record<VerifyType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  // An invited user has not confirmed yet: following the invite confirms them, as signup does.
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
};

const MAIL_TEXT: Record<VerifyType, { subject: string; intro: string }> = {
  signup: { subject: 'Confirm your signup', intro: 'Follow this link to confirm your e-mail address:' },
  recovery: { subject: 'Reset your password', intro: 'Follow this link to reset the password of your account:' },
  email_change: { subject: 'Confirm your new e-mail address', intro: 'Follow this link to confirm the change of your e-mail address:' },
  invite: { subject: 'You have been invited', intro: 'You have been invited to create a user. Follow this link to accept the invite:' },
};

/** Stores a fresh link token for the user and mails the link to `to`. */
async function mailLink(
  sql: Sql,
  deps: AuthDeps,
  userId: string,
  to: string,
  type: VerifyType,
  redirectTo: string | null,
): Promise<void> {
  const raw = randomToken();
  const columns = TOKEN_COLUMNS[type];
  await sql.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now() where id = $1`, [
    userId,
    digest(raw),
  ]);
  const link = new URL(`${deps.publicUrl()}/auth/v1/verify`);
  link.searchParams.set('token', raw);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', safeRedirect(deps, redirectTo));
  const text = MAIL_TEXT[type];
  await deps.mailbox.send(sql, { to, subject: text.subject, body: `${text.intro}\n\n${link.href}\n`, links: [link.href] });
}

/**
 * `auth.admin.inviteUserByEmail` (service role): a new user without a password, or one who has not
 * confirmed yet, is mailed an invite link that signs them in; a confirmed address is refused.
 */
async function invite(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  requireServiceRole(info, deps.secret);
  const email = normaliseEmail(stringField(body, 'email'));
  const metadata = metadataField(body, 'data') ?? {};
  limitEmail(deps, email);
  return deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.confirmed) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    const userId = existing?.id ?? (await insertUser(tx, { email, hash: null, confirmed: false, userMetadata: metadata }));
    await tx.query('update auth.users set invited_at = now() where id = $1', [userId]);
    await mailLink(tx, deps, userId, email, 'invite', info.query.get('redirect_to'));
    return toUser((await findUserById(tx, userId))!);
  });
}

/** Supabase Auth's order of refusals: anonymous, sign-ups off, password, then the provider. */
async function signUp(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const settings = deps.cfg.auth;
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  limitAuthAttempt(info, deps, rawEmail);
  if (!rawEmail && !phone) return signUpAnonymously(info, deps, body);
  if (!settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const password = stringField(body, 'password');
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  checkStrength(deps, password);
  if (rawEmail && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.');
  if (!rawEmail) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!settings.emailEnabled) throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled');
  const email = normaliseEmail(rawEmail);
  const metadata = metadataField(body, 'data') ?? {};
  const redirectTo = info.query.get('redirect_to');
  const confirm = settings.emailConfirmations;
  const hash = await hashPassword(password, deps.cfg.bcryptCost);

  return deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.confirmed || (existing && !confirm)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    let userId: string;
    if (existing) {
      // Signing up again before confirming: take the new password and send a new link.
      userId = existing.id;
      await tx.query(
        `update auth.users set encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now() where id = $1`,
        [userId, hash, JSON.stringify(metadata)],
      );
    } else {
      userId = await insertUser(tx, { email, hash, confirmed: !confirm, userMetadata: metadata });
    }
    if (confirm) {
      limitEmail(deps, email);
      await mailLink(tx, deps, userId, email, 'signup', redirectTo);
      return toUser((await findUserById(tx, userId))!);
    }
    return startSession(tx, (await findUserById(tx, userId))!, 'password', client(info), tokenSettings(deps));
  });
}

/** `signInAnonymously()`: a sign-up without e-mail or phone, when `enable_anonymous_sign_ins` allows it. */
async function signUpAnonymously(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  if (!deps.cfg.auth.enableAnonymousSignIns) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!deps.cfg.auth.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const metadata = metadataField(body, 'data') ?? {};
  return deps.db.transaction(async (tx) => {
    const id = await insertUser(tx, { email: null, hash: null, confirmed: false, userMetadata: metadata });
    return startSession(tx, (await findUserById(tx, id))!, 'anonymous', client(info), tokenSettings(deps));
  });
}

async function token(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const grant = info.query.get('grant_type');
  if (grant === 'password') return passwordGrant(info, deps, body);
  if (grant === 'refresh_token') return refreshGrant(deps, body);
  throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
}

async function passwordGrant(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const rawEmail = stringField(body, 'email');
  limitAuthAttempt(info, deps, rawEmail);
  const password = stringField(body, 'password') ?? '';
  if (rawEmail && !deps.cfg.auth.emailEnabled) throw new AuthError(422, 'email_provider_disabled', 'Email logins are disabled');
  if (!rawEmail && stringField(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const user = await findUserByEmail(deps.db, rawEmail.trim());
  // Same answer and the same bcrypt work for an unknown address as for a wrong password.
  const matches = await checkPassword(password, user?.encrypted_password || deps.dummyHash);
  if (!user || !user.encrypted_password || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.confirmed && deps.cfg.auth.emailConfirmations) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return deps.db.transaction((tx) => startSession(tx, user, 'password', client(info), tokenSettings(deps)));
}

interface RefreshRow {
  revoked: boolean;
  session_id: string | null;
  user_id: string;
}

/** Rotation: each refresh token works once; presenting a spent one ends its whole session. */
async function refreshGrant(deps: AuthDeps, body: Body): Promise<unknown> {
  const presented = stringField(body, 'refresh_token');
  if (!presented) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const hashed = digest(presented);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = (
      await tx.query<RefreshRow>(
        `select rt.revoked, rt.session_id, rt.user_id from auth.refresh_tokens rt
           join auth.sessions s on s.id = rt.session_id
          where rt.token = $1 for update of rt`,
        [hashed],
      )
    )[0];
    if (!row || !row.session_id) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (row.revoked) {
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    if (!deps.limits.refreshPerSession.hit(row.session_id)) {
      return { error: new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached') };
    }
    const user = await findUserById(tx, row.user_id);
    if (!user || user.banned) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [hashed]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
    return { session: await sessionResponse(tx, toUser(user), row.session_id, 'password', hashed, tokenSettings(deps)) };
  });
  // The session is revoked in a committed transaction before the error goes out.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

interface Authenticated {
  claims: Claims & { sub: string; session_id: string };
  user: UserRow;
}

/** The Bearer token must be a live user access token whose session still exists. */
async function authenticate(info: RequestInfo, deps: AuthDeps): Promise<Authenticated> {
  const jwt = bearerToken(info.req);
  if (!jwt) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(jwt, deps.secret);
  if (!result.ok) {
    const reason = result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed or its signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const { claims } = result;
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (typeof claims.session_id !== 'string') throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const sessions = await deps.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id, claims.sub]);
  if (sessions.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims: claims as Authenticated['claims'], user };
}

async function updateUser(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const { user } = await authenticate(info, deps);
  const password = stringField(body, 'password');
  const data = metadataField(body, 'data');
  const rawEmail = stringField(body, 'email');
  const email = rawEmail === undefined ? undefined : normaliseEmail(rawEmail);
  let hash: string | undefined;
  if (password !== undefined) {
    checkStrength(deps, password);
    if (user.encrypted_password && (await checkPassword(password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    hash = await hashPassword(password, deps.cfg.bcryptCost);
  }
  return deps.db.transaction(async (tx) => {
    if (hash) await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
    if (data) {
      // Top-level keys merge into the metadata; a null value removes its key.
      await tx.query(
        `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb), updated_at = now() where id = $1`,
        [user.id, JSON.stringify(data)],
      );
    }
    if (email !== undefined && email !== user.email?.toLowerCase()) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      if (deps.cfg.auth.emailConfirmations) {
        limitEmail(deps, email);
        await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, email]);
        await mailLink(tx, deps, user.id, email, 'email_change', info.query.get('redirect_to'));
      } else {
        await applyEmailChange(tx, user.id, email);
      }
    }
    return toUser((await findUserById(tx, user.id))!);
  });
}

/**
 * Mails the signed-in user a one-time code (the nonce `updateUser({ password, nonce })` takes)
 * and keeps only its digest, as Supabase Auth's reauthentication does.
 */
async function reauthenticate(info: RequestInfo, deps: AuthDeps): Promise<void> {
  const { user } = await authenticate(info, deps);
  if (!user.email) throw new AuthError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.confirmed) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  const email = user.email;
  limitEmail(deps, email.toLowerCase());
  const nonce = randomInt(0, 10 ** NONCE_LENGTH).toString().padStart(NONCE_LENGTH, '0');
  await deps.db.transaction(async (tx) => {
    await tx.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [
      user.id,
      digest(email.toLowerCase() + nonce),
    ]);
    await deps.mailbox.send(tx, {
      to: email,
      subject: 'Confirm reauthentication',
      body: `Enter the code: ${nonce}\n`,
      links: [],
    });
  });
}

async function logout(info: RequestInfo, deps: AuthDeps): Promise<void> {
  const { claims } = await authenticate(info, deps);
  const scope = info.query.get('scope') ?? 'global';
  if (scope === 'local') {
    await deps.db.query('delete from auth.sessions where id = $1', [claims.session_id]);
  } else if (scope === 'others') {
    await deps.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id]);
  } else if (scope === 'global') {
    await deps.db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  } else {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope; use global, local or others');
  }
}

/** Always answers {} so that the response does not tell whether the address has an account. */
async function recover(info: RequestInfo, deps: AuthDeps, body: Body): Promise<void> {
  const email = normaliseEmail(stringField(body, 'email'));
  limitAuthAttempt(info, deps, email);
  limitEmail(deps, email);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.email && !user.banned) await mailLink(tx, deps, user.id, user.email, 'recovery', info.query.get('redirect_to'));
  });
}

async function resend(info: RequestInfo, deps: AuthDeps, body: Body): Promise<void> {
  const type = stringField(body, 'type');
  if (type !== 'signup') throw new AuthError(400, 'validation_failed', 'Only type "signup" can be resent');
  const email = normaliseEmail(stringField(body, 'email'));
  limitAuthAttempt(info, deps, email);
  limitEmail(deps, email);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.email && !user.confirmed) await mailLink(tx, deps, user.id, user.email, 'signup', info.query.get('redirect_to'));
  });
}

function verifyType(type: string | null | undefined): VerifyType | null {
  if (type === 'signup' || type === 'email') return 'signup';
  if (type === 'recovery' || type === 'email_change' || type === 'invite') return type;
  return null;
}

/** Consumes a mailed token; on success the user is signed in with a new session. */
async function consumeToken(info: RequestInfo, deps: AuthDeps, type: VerifyType, raw: string) {
  const columns = TOKEN_COLUMNS[type];
  return deps.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; email_change: string }>(
      `select id, email_change from auth.users
        where ${columns.token} = $1 and ${columns.token} <> '' and ${columns.sentAt} > now() - interval '${LINK_LIFETIME}'
        for update`,
      [digest(raw)],
    );
    const row = found[0];
    if (!row) return null;
    if (type === 'email_change') {
      const taken = await findUserByEmail(tx, row.email_change);
      if (taken && taken.id !== row.id) return null;
      await applyEmailChange(tx, row.id, row.email_change);
    } else {
      // Following any mailed link proves the address, as with the hosted server.
      await tx.query(
        `update auth.users set ${columns.token} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
        [row.id],
      );
    }
    const user = (await findUserById(tx, row.id))!;
    return { type, session: await startSession(tx, user, type === 'recovery' ? 'recovery' : 'otp', client(info), tokenSettings(deps)) };
  });
}

async function verifyPost(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const type = verifyType(stringField(body, 'type'));
  const raw = stringField(body, 'token_hash') ?? stringField(body, 'token');
  if (!type || !raw) throw new AuthError(400, 'validation_failed', 'Verify requires a type and a token_hash');
  const result = await consumeToken(info, deps, type, raw);
  if (!result) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return result.session;
}

/** The mailed link: redirects to the app with the session in the URL fragment, as the implicit flow does. */
async function verifyLink(info: RequestInfo, deps: AuthDeps): Promise<string> {
  const redirect = safeRedirect(deps, info.query.get('redirect_to'));
  const type = verifyType(info.query.get('type'));
  const raw = info.query.get('token');
  const result = type && raw ? await consumeToken(info, deps, type, raw) : null;
  const fragment = new URLSearchParams(
    result
      ? {
          access_token: result.session.access_token,
          expires_at: String(result.session.expires_at),
          expires_in: String(result.session.expires_in),
          refresh_token: result.session.refresh_token,
          token_type: 'bearer',
          type: info.query.get('type') ?? result.type,
        }
      : { error: 'access_denied', error_code: 'otp_expired', error_description: INVALID_LINK },
  );
  return `${redirect.split('#')[0]}#${fragment.toString()}`;
}
