import type { Mailbox } from '../auth/mailbox';
import type { Database, Sql } from './types';

export interface AutoCancel {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Tells each shopper whose order lost lines what happened and that the money is back, in the same
 * transaction as the cancellation (the mail exists only if the cancellation does). The order page
 * shows the change live; this is the mail a shopper who is not looking gets.
 */
export async function mailCancelledLines(sql: Sql, mailbox: Mailbox, lines: { order_id: string }[]): Promise<void> {
  const perOrder = new Map<string, number>();
  for (const line of lines) perOrder.set(line.order_id, (perOrder.get(line.order_id) ?? 0) + 1);
  for (const [orderId, count] of perOrder) {
    const [shopper] = await sql.query<{ email: string | null }>(
      'select u.email from public.orders o join auth.users u on u.id = o.user_id where o.id = $1',
      [orderId],
    );
    if (!shopper?.email) continue;
    const items = count === 1 ? '1 item' : `${count} items`;
    await mailbox.send(sql, {
      to: shopper.email,
      subject: `Order ${orderId}: ${items} cancelled and refunded`,
      body:
        `The vendor did not ship ${items} of your order ${orderId} in time, so we cancelled ${count === 1 ? 'it' : 'them'} ` +
        'and refunded you. Anything else in the order is still on its way. See your order: /orders/' +
        orderId,
      links: [`/orders/${orderId}`],
    });
  }
}

/**
 * The local stand-in for the pg_cron job of migration 20250125000200: calls
 * auto_cancel_unshipped_orders() at start and every intervalMs, and mails the shoppers concerned.
 * Where the database has pg_cron the migration scheduled the job there, and this does nothing (two
 * schedulers would only race).
 */
export async function startAutoCancel(
  db: Database,
  mailbox: Mailbox,
  intervalMs: number,
  log: ((line: string) => void) | null,
): Promise<AutoCancel> {
  const idle: AutoCancel = { stop: async () => undefined };
  if (intervalMs <= 0) return idle;
  const [cron] = await db.query<{ scheduled: boolean }>(
    `select exists (select 1 from pg_extension where extname = 'pg_cron') as scheduled`,
  );
  if (cron?.scheduled) return idle;

  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = db
      .transaction(async (sql) => {
        const lines = await sql.query<{ order_id: string; order_item_id: string }>('select * from public.auto_cancel_unshipped_orders()');
        await mailCancelledLines(sql, mailbox, lines);
        return lines;
      })
      .then((lines) => {
        if (lines.length > 0) {
          log?.(`Auto-cancel: ${lines.length} unshipped line(s) cancelled (${[...new Set(lines.map((l) => l.order_id))].join(', ')})`);
        }
      })
      .catch((error: unknown) => log?.(`Auto-cancel failed: ${String(error)}`));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
