import type { RequestInfo } from '../../http/request';
import { AuthError } from '../errors';
import { stringField, type Body } from '../params';
import { digest } from '../tokens';
import { applyEmailChange, findUserByEmail, findUserById, startSession } from '../users';
import { client, tokenSettings, type AuthDeps } from './context';
import { safeRedirect, TOKEN_COLUMNS, type VerifyType } from './mail';

const LINK_LIFETIME = '1 hour';
const INVALID_LINK = 'Email link is invalid or has expired';

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
    // Supabase Auth signs every followed link in as 'otp' (verifyGet, verifyPost), an invite's too.
    // 'recovery' is this server's own (README: deliberate differences).
    return { type, session: await startSession(tx, user, type === 'recovery' ? 'recovery' : 'otp', client(info), tokenSettings(deps)) };
  });
}

/** `POST /verify` (`verifyOtp({ token_hash, type })`): the session as JSON. */
export async function verifyPost(info: RequestInfo, deps: AuthDeps, body: Body): Promise<unknown> {
  const type = verifyType(stringField(body, 'type'));
  const raw = stringField(body, 'token_hash') ?? stringField(body, 'token');
  if (!type || !raw) throw new AuthError(400, 'validation_failed', 'Verify requires a type and a token_hash');
  const result = await consumeToken(info, deps, type, raw);
  if (!result) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return result.session;
}

/** `GET /verify`, the mailed link: redirects to the app with the session in the URL fragment, as the implicit flow does. */
export async function verifyLink(info: RequestInfo, deps: AuthDeps): Promise<string> {
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
