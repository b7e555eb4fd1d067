import type { RequestInfo } from '../../http/request';
import { normaliseEmail } from '../email';
import { stringField, type Body } from '../params';
import { findUserByEmail } from '../users';
import { limitAuthAttempt, limitEmail, type AuthDeps } from './context';
import { mailLink } from './mail';

/** `POST /recover`: always answers {} so that the response does not tell whether the address has an account. */
export async function recover(info: RequestInfo, deps: AuthDeps, body: Body): Promise<void> {
  const email = normaliseEmail(stringField(body, 'email'));
  limitAuthAttempt(info, deps, email);
  limitEmail(deps, email);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.email && !user.banned) await mailLink(tx, deps, user.id, user.email, 'recovery', info.query.get('redirect_to'));
  });
}
