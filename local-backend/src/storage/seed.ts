import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/types';
import { typeByExtension } from './keys';
import { BLOB_TABLE_SQL, etagOf, metadataFor } from './store';

// Catalogue images change only with a deploy; a week's freshness, then an ETag revalidation.
const SEEDED_CACHE_CONTROL = 'public, max-age=604800';
// Arbitrary constant: one server at a time writes the seeded objects of a shared PostgreSQL.
const SEED_LOCK_KEY = 5432_1002;

function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : entry.isFile()
          ? [`${prefix}${entry.name}`]
          : [],
    );
}

/**
 * Creates the bytes table and uploads supabase/storage/<bucket>/** into each existing bucket of
 * that name (what `supabase seed buckets` does for a hosted project with `objects_path`).
 * Unchanged files are skipped by their ETag, so a restart writes nothing.
 */
export async function seedStorage(db: Database, supabaseDir: string): Promise<number> {
  const root = path.join(supabaseDir, 'storage');
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [storage] = await tx.query<{ present: boolean }>(`select to_regclass('storage.objects') is not null as present`);
    if (!storage?.present) return 0;
    await tx.exec(BLOB_TABLE_SQL);
    if (!fs.existsSync(root)) return 0;
    let written = 0;
    for (const bucket of fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const [exists] = await tx.query('select 1 from storage.buckets where id = $1', [bucket.name]);
      if (!exists) continue;
      const existing = new Map(
        (
          await tx.query<{ name: string; etag: string | null }>(
            `select name, metadata ->> 'eTag' as etag from storage.objects where bucket_id = $1`,
            [bucket.name],
          )
        ).map((row) => [row.name, row.etag]),
      );
      for (const name of filesUnder(path.join(root, bucket.name))) {
        const bytes = fs.readFileSync(path.join(root, bucket.name, name));
        if (existing.get(name) === etagOf(bytes)) continue;
        const metadata = metadataFor({ bytes, contentType: typeByExtension(name), cacheControl: SEEDED_CACHE_CONTROL });
        const [row] = await tx.query<{ id: string }>(
          `insert into storage.objects (id, bucket_id, name, metadata) values ($1, $2, $3, $4)
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()
           returning id`,
          [randomUUID(), bucket.name, name, JSON.stringify(metadata)],
        );
        await tx.execute(
          `insert into local_backend.storage_blobs (object_id, data) values ($1, $2)
           on conflict (object_id) do update set data = excluded.data`,
          [row!.id, bytes],
        );
        written += 1;
      }
    }
    return written;
  });
}
