import fs from 'node:fs';
import path from 'node:path';
import { BOOTSTRAP_SQL } from './bootstrap';
import type { Database } from './types';

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

// Arbitrary constant: serialises servers that start against the same PostgreSQL at once.
const MIGRATION_LOCK_KEY = 5432_1001;

/**
 * Bootstraps the Supabase basics, applies supabase/migrations/<version>_<name>.sql
 * not yet recorded in supabase_migrations.schema_migrations, in version order, and
 * runs supabase/seed.sql when the database had no migrations before. All in one
 * transaction, so a failing migration leaves the database as it was.
 */
export async function migrate(db: Database, supabaseDir: string): Promise<MigrationResult> {
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const files = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir)
        .map((file) => /^(\d+)_(.+)\.sql$/.exec(file))
        .filter((match): match is RegExpExecArray => match !== null)
        .sort((a, b) => a[1]!.localeCompare(b[1]!, 'en', { numeric: true }))
    : [];
  const seedFile = path.join(supabaseDir, 'seed.sql');

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(BOOTSTRAP_SQL);
    const done = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((row) => row.version),
    );
    const fresh = done.size === 0;
    const applied: string[] = [];
    for (const [file, version, name] of files) {
      if (done.has(version!)) continue;
      await tx.exec(fs.readFileSync(path.join(migrationsDir, file!), 'utf8'));
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name]);
      applied.push(file!);
    }
    const seeded = fresh && applied.length > 0 && fs.existsSync(seedFile);
    if (seeded) await tx.exec(fs.readFileSync(seedFile, 'utf8'));
    return { applied, seeded };
  });
}
