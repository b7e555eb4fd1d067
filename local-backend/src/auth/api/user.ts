import type { RequestInfo } from '../../http/request';
import { normaliseEmail } from '../email';
import { AuthError } from '../errors';
import { metadataField, stringField, type Body } from '../params';
import { checkPassword, hashPassword } from '../password';
import { applyEmailChange, findUserByEmail, findUserById, toUser } from '../users';
import { checkStrength, limitEmail, type AuthDeps } from './context';
import { authenticate } from './guards';
import { mailLink } from './mail';

/** `GET /user`: the signed-in user. */
export async function getUser(info: RequestInfo, deps: AuthDeps): Promise<unknown> {
  const { user } = await authenticate(info, deps);
  return toUser(user);
}

/** `PUT /user`: the signed-in user's password, metadata or address (a new address is confirmed by mail). */
export async function updateUser(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
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
