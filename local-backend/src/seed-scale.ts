/**
 * npm run seed:scale -- [count]: fills the local backend's database with a generated catalogue of
 * `count` products (default 50,000; see db/scale/scale-catalogue.ts), for the bench and for trying
 * the shop at a district's size. The database is the backend's own: DATABASE_URL's PostgreSQL, or
 * the embedded one in BACKEND_DATA_DIR (default local-backend/.data), migrated and seeded first
 * when new. PGlite is one process's: stop the backend before filling it.
 */
import { resolveConfig } from './config';
import { migrate } from './db/migrate';
import { seedScaleCatalogue } from './db/scale/scale-catalogue';
import { openDatabase } from './server';

async function backendAnswers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 50_000);
  const cfg = resolveConfig({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.BACKEND_DATA_DIR || undefined,
    log: false,
  });
  // Two PGlite processes on one data folder would corrupt it.
  if (!cfg.databaseUrl && (await backendAnswers(Number(process.env.PORT ?? cfg.port)))) {
    throw new Error(`A backend answers on port ${process.env.PORT ?? cfg.port}: stop it first (its PGlite database is its alone)`);
  }
  const db = await openDatabase(cfg);
  try {
    await migrate(db, cfg.supabaseDir);
    const started = performance.now();
    const added = await db.transaction((tx) =>
      seedScaleCatalogue(tx, count, ({ products, of }) =>
        console.log(`  ${products.toLocaleString('en')} of ${of.toLocaleString('en')} products`),
      ),
    );
    // Marks the pages all-visible, so listings read their covering indexes without the table.
    await db.exec('vacuum analyze public.products');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${added.toLocaleString('en')} products added in ${seconds} s (${cfg.databaseUrl ? 'DATABASE_URL' : `PGlite in ${cfg.dataDir}`})`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
