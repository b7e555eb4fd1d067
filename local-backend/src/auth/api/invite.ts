import type { RequestInfo } from '../../http/request';
import { normaliseEmail } from '../email';
import { AuthError } from '../errors';
import { metadataField, stringField, type Body } from '../params';
import { findUserByEmail, findUserById, insertUser, toUser } from '../users';
import { limitEmail, type AuthDeps } from './context';
import { requireServiceRole } from './guards';
import { mailLink } from './mail';

/**
 * `POST /invite`, `auth.admin.inviteUserByEmail` (service role): a new user without a password, or
 * one who has not confirmed yet, is mailed an invite link that signs them in; a confirmed address
 * is refused.
 */
export async function invite(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
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
