import type { Database, Sql } from '../db/types';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  links: string[];
}

/**
 * No mail leaves the machine: messages are kept in local_backend.mailbox (the
 * role Inbucket plays for the Supabase CLI), printed to the log and listed at
 * GET /mailbox.
 */
export class Mailbox {
  constructor(
    private readonly db: Database,
    private readonly log: ((line: string) => void) | null,
  ) {}

  /** Records the mail in the caller's transaction, so it exists only if the change that caused it commits. */
  async send(sql: Sql, mail: Mail): Promise<void> {
    await sql.query('insert into local_backend.mailbox (recipient, subject, body, links) values ($1, $2, $3, $4::jsonb)', [
      mail.to,
      mail.subject,
      mail.body,
      JSON.stringify(mail.links),
    ]);
    this.log?.(JSON.stringify({ time: new Date().toISOString(), mail: { to: mail.to, subject: mail.subject, links: mail.links } }));
  }

  /** Newest first, optionally only one recipient's. */
  async list(recipient?: string): Promise<string> {
    const rows = await this.db.query<{ body: string }>(
      `select coalesce(json_agg(m order by m.id desc), '[]')::text as body
         from (select id, recipient as "to", subject, body, links, created_at
                 from local_backend.mailbox
                where $1::text is null or lower(recipient) = lower($1::text)
                order by id desc limit 200) m`,
      [recipient ?? null],
    );
    return rows[0]!.body;
  }

  async clear(): Promise<void> {
    await this.db.query('delete from local_backend.mailbox');
  }
}
