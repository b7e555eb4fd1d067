import type { RequestInfo } from '../../http/request';
import { normaliseEmail } from '../email';
import { AuthError } from '../errors';
import { metadataField, stringField, type Body } from '../params';
import { hashPassword } from '../password';
import { findUserByEmail, findUserById, insertUser, startSession, toUser } from '../users';
import { checkStrength, client, limitAuthAttempt, limitEmail, tokenSettings, type AuthDeps } from './context';
import { mailLink } from './mail';

/** `POST /signup`. Supabase Auth's order of refusals: anonymous, sign-ups off, password, then the provider. */
export async function signUp(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const settings = deps.cfg.auth;
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  limitAuthAttempt(info, deps, rawEmail);
  if (!rawEmail && !phone) return signUpAnonymously(info, deps, body);
  if (!settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const password = stringField(body, 'password');
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  checkStrength(deps, password);
  if (rawEmail && phone)
    throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.');
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

/** `POST /resend`: a new confirmation link for an address that signed up and has not confirmed. */
export async function resend(info: RequestInfo, deps: AuthDeps, body: Body): Promise<void> {
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
