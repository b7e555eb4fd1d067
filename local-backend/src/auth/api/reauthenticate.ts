import { randomInt } from 'node:crypto';
import type { RequestInfo } from '../../http/request';
import { AuthError } from '../errors';
import { digest } from '../tokens';
import { limitEmail, type AuthDeps } from './context';
import { authenticate } from './guards';

/** Digits in a reauthentication nonce (`[auth.email] otp_length`, default 6). */
const NONCE_LENGTH = 6;

/**
 * `GET /reauthenticate`: mails the signed-in user a one-time code (the nonce
 * `updateUser({ password, nonce })` takes) and keeps only its digest, as Supabase Auth does.
 */
export async function reauthenticate(info: RequestInfo, deps: AuthDeps): Promise<void> {
  const { user } = await authenticate(info, deps);
  if (!user.email) throw new AuthError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.confirmed) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  const email = user.email;
  limitEmail(deps, email.toLowerCase());
  const nonce = randomInt(0, 10 ** NONCE_LENGTH)
    .toString()
    .padStart(NONCE_LENGTH, '0');
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
