import type { RequestInfo } from '../../http/request';
import { AuthError } from '../errors';
import { stringField, type Body } from '../params';
import { checkPassword } from '../password';
import { digest } from '../tokens';
import { findUserByEmail, findUserById, sessionResponse, startSession, toUser } from '../users';
import { client, limitAuthAttempt, tokenSettings, type AuthDeps } from './context';

/** `POST /token?grant_type=password|refresh_token`. */
export async function token(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
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
    if (!row || !row.session_id)
      return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (row.revoked) {
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    if (!deps.limits.refreshPerSession.hit(row.session_id)) {
      return { error: new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached') };
    }
    const user = await findUserById(tx, row.user_id);
    if (!user || user.banned)
      return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [hashed]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
    return { session: await sessionResponse(tx, toUser(user), row.session_id, hashed, tokenSettings(deps)) };
  });
  // The session is revoked in a committed transaction before the error goes out.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
