import type { Database } from './types';

export interface AutoCancel {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * The local stand-in for the pg_cron job of migration 20250125000200: calls
 * auto_cancel_unshipped_orders() at start and every intervalMs. Where the database has pg_cron the
 * migration scheduled the job there, and this does nothing (two schedulers would only race).
 */
export async function startAutoCancel(db: Database, intervalMs: number, log: ((line: string) => void) | null): Promise<AutoCancel> {
  const idle: AutoCancel = { stop: async () => undefined };
  if (intervalMs <= 0) return idle;
  const [cron] = await db.query<{ scheduled: boolean }>(
    `select exists (select 1 from pg_extension where extname = 'pg_cron') as scheduled`,
  );
  if (cron?.scheduled) return idle;

  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = db
      .query<{ order_id: string; order_item_id: string }>('select * from public.auto_cancel_unshipped_orders()')
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
