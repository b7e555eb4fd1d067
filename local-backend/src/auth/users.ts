import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/types';
import { digest, randomToken, signJwt, type Claims } from './tokens';

/** auth.users as supabase-js reads it back (`User`), built by PostgreSQL so both drivers agree on formats. */
const USER_JSON = `json_build_object(
  'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
  'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
  'confirmation_sent_at', u.confirmation_sent_at, 'confirmed_at', u.confirmed_at,
  'recovery_sent_at', u.recovery_sent_at,
  'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
  'last_sign_in_at', u.last_sign_in_at, 'invited_at', u.invited_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', coalesce((
    select json_agg(json_build_object(
      'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
      'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
      'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
    from auth.identities i where i.user_id = u.id), '[]'::json),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', u.is_anonymous
)::text`;

export interface UserRow {
  id: string;
  /** Null for an anonymous user. */
  email: string | null;
  encrypted_password: string | null;
  confirmed: boolean;
  banned: boolean;
  json: string;
}

export interface User {
  id: string;
  email?: string;
  role: string;
  aud: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  [field: string]: unknown;
}

const SELECT_USER = `select u.id, u.email, u.encrypted_password,
  u.email_confirmed_at is not null as confirmed,
  coalesce(u.banned_until > now(), false) as banned,
  ${USER_JSON} as json
  from auth.users u`;

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  return (await sql.query<UserRow>(`${SELECT_USER} where lower(u.email) = lower($1) and u.deleted_at is null`, [email]))[0];
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  return (await sql.query<UserRow>(`${SELECT_USER} where u.id = $1 and u.deleted_at is null`, [id]))[0];
}

/** Parses the user document, leaving out empty fields as the Auth server does. */
export function toUser(row: UserRow): User {
  const user = JSON.parse(row.json) as User;
  for (const key of Object.keys(user)) if (user[key] === null) delete user[key];
  return user;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: User;
}

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
  issuer: string;
}

/** One entry of the access token's `amr`: how the session was signed in, and when (seconds). */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

export function accessToken(user: User, sessionId: string, amr: AmrEntry[], settings: TokenSettings): { token: string; exp: number } {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.ttlSeconds;
  const claims: Claims = {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: typeof user.phone === 'string' ? user.phone : '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous === true,
  };
  return { token: signJwt(claims, settings.secret), exp };
}

/** Hands out a refresh token for the session; only its digest is stored. */
export async function newRefreshToken(sql: Sql, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomToken();
  await sql.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    digest(token),
    userId,
    sessionId,
    parent,
  ]);
  return token;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Starts a new session for a user who just proved who they are, `method` being how (Supabase
 * Auth's authentication method: `password`, `otp`, `anonymous`).
 */
export async function startSession(
  sql: Sql,
  row: UserRow,
  method: string,
  client: ClientInfo,
  settings: TokenSettings,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  await sql.query('insert into auth.sessions (id, user_id, ip, user_agent) values ($1, $2, $3, $4)', [
    sessionId,
    row.id,
    client.ip,
    client.userAgent.slice(0, 500),
  ]);
  await sql.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
  await sql.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [row.id]);
  const fresh = (await findUserById(sql, row.id))!;
  return sessionResponse(sql, toUser(fresh), sessionId, null, settings);
}

/** A new access and refresh token for the session; the token's `amr` is the session's, most recent first. */
export async function sessionResponse(
  sql: Sql,
  user: User,
  sessionId: string,
  parent: string | null,
  settings: TokenSettings,
): Promise<SessionResponse> {
  const refresh = await newRefreshToken(sql, user.id, sessionId, parent);
  const claims = await sql.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::float8 as at
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const amr = claims.map((claim) => ({ method: claim.method, timestamp: Math.floor(Number(claim.at)) }));
  const { token, exp } = accessToken(user, sessionId, amr, settings);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.ttlSeconds,
    expires_at: exp,
    refresh_token: refresh,
    user,
  };
}

export interface NewUser {
  /** None for an anonymous user. */
  email: string | null;
  /** bcrypt hash, or null for no password. */
  hash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** A PostgreSQL interval such as '3600 seconds'; null for not banned. */
  banFor?: string | null;
}

/** Inserts a user, with an e-mail identity when it has an address, and returns its id. */
export async function insertUser(sql: Sql, user: NewUser): Promise<string> {
  const anonymous = user.email === null;
  const provider = anonymous ? { provider: 'anonymous', providers: ['anonymous'] } : { provider: 'email', providers: ['email'] };
  const rows = await sql.query<{ id: string }>(
    `insert into auth.users (instance_id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
                             is_anonymous, banned_until)
     values ('00000000-0000-0000-0000-000000000000', $1, coalesce($2, ''), case when $3::boolean then now() end,
             $4::jsonb, $5::jsonb, $6, now() + $7::interval)
     returning id`,
    [
      user.email,
      user.hash,
      user.confirmed,
      JSON.stringify({ ...provider, ...user.appMetadata }),
      JSON.stringify(user.userMetadata),
      anonymous,
      user.banFor ?? null,
    ],
  );
  const id = rows[0]!.id;
  if (user.email !== null) {
    await sql.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean), 'email', now())`,
      [id, user.email, user.confirmed],
    );
  }
  return id;
}

/** Sets the user's address (a confirmed change, or the admin's); an anonymous user becomes a permanent one. */
export async function applyEmailChange(sql: Sql, userId: string, email: string): Promise<void> {
  await sql.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_sent_at = null,
            is_anonymous = false, updated_at = now() where id = $1`,
    [userId, email],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
