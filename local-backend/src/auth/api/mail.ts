import type { Sql } from '../../db/types';
import { digest, randomToken } from '../tokens';
import type { AuthDeps } from './context';

/** The kinds of mailed link `/verify` accepts. */
export type VerifyType = 'signup' | 'recovery' | 'email_change' | 'invite';

/** Where each kind of link keeps its token digest and when it was sent. */
export const TOKEN_COLUMNS: Record<VerifyType, { token: string; sentAt: string }> = {
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

/** Only the apps' own origins may receive tokens through a redirect. */
export function safeRedirect(deps: AuthDeps, requested: string | null): string {
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

/** Stores a fresh link token for the user and mails the link to `to`. */
export async function mailLink(
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
