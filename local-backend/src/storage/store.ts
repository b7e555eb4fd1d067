import { createHash, randomUUID } from 'node:crypto';
import type { Claims } from '../auth/tokens';
import { actAs } from '../db/claims';
import type { Database, Sql } from '../db/types';
import { isPgError } from '../db/types';
import { errors } from './errors';

/** Who is asking, as the database role row-level security sees. */
export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Claims;
  userId: string | null;
}

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectRow {
  id: string;
  name: string;
  owner: string | null;
  bucket_id: string;
  metadata: ObjectMetadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface NewObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

// The object bytes: the part a hosted project keeps in S3. A local_backend table works the same
// for PGlite on disk, in memory and PostgreSQL, and goes with its row when the row is deleted.
export const BLOB_TABLE_SQL = `
create table if not exists local_backend.storage_blobs (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);`;

const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`;
const OBJECT_COLUMNS = `id, name, owner, bucket_id, metadata, created_at, updated_at, last_accessed_at`;

export function etagOf(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

export function metadataFor(object: NewObject): ObjectMetadata {
  return {
    eTag: etagOf(object.bytes),
    size: object.bytes.length,
    mimetype: object.contentType,
    cacheControl: object.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: object.bytes.length,
    httpStatusCode: 200,
  };
}

/** Maps PostgreSQL refusals to Storage's answers. */
function storageErrorFrom(error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '42501') return errors.denied();
  if (error.code === '23505') return errors.duplicate();
  if (error.code === '23503') return errors.bucketNotEmpty();
  if (error.code === '22P02' || error.code === '23514' || error.code === '22001') return errors.invalidRequest(error.message);
  return error;
}

export class StorageStore {
  constructor(private readonly db: Database) {}

  /** Runs fn as the caller's role with the caller's claims, so the policies on storage.* decide. */
  async asCaller<T>(caller: Caller, fn: (tx: Sql) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await actAs(tx, caller.role, caller.claims);
        return fn(tx);
      });
    } catch (error) {
      throw storageErrorFrom(error);
    }
  }

  /** The bucket's settings as the Storage server itself reads them (limits apply to everyone). */
  async bucket(id: string): Promise<Bucket> {
    const [bucket] = await this.db.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    if (!bucket) throw errors.bucketNotFound();
    return bucket;
  }

  listBuckets(caller: Caller, limit: number, offset: number, search: string): Promise<Bucket[]> {
    return this.asCaller(caller, (tx) =>
      tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where name ilike $3 || '%' order by name limit $1 offset $2`, [
        limit,
        offset,
        search.replace(/[\\%_]/g, '\\$&'),
      ]),
    );
  }

  async getBucket(caller: Caller, id: string): Promise<Bucket> {
    const [bucket] = await this.asCaller(caller, (tx) =>
      tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!bucket) throw errors.bucketNotFound();
    return bucket;
  }

  async createBucket(
    caller: Caller,
    bucket: Pick<Bucket, 'id' | 'name' | 'public' | 'file_size_limit' | 'allowed_mime_types'>,
  ): Promise<void> {
    await this.asCaller(caller, (tx) =>
      tx.execute(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $3::text, $4, $5, $6)`,
        [bucket.id, bucket.name, caller.userId, bucket.public, bucket.file_size_limit, bucket.allowed_mime_types],
      ),
    );
  }

  async updateBucket(
    caller: Caller,
    id: string,
    changes: Pick<Bucket, 'public' | 'file_size_limit' | 'allowed_mime_types'>,
  ): Promise<void> {
    const updated = await this.asCaller(caller, (tx) =>
      tx.execute(
        `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4, updated_at = now() where id = $1`,
        [id, changes.public, changes.file_size_limit, changes.allowed_mime_types],
      ),
    );
    if (updated === 0) throw errors.bucketNotFound();
  }

  async emptyBucket(caller: Caller, id: string): Promise<void> {
    await this.getBucket(caller, id);
    await this.asCaller(caller, (tx) => tx.execute(`delete from storage.objects where bucket_id = $1`, [id]));
  }

  async deleteBucket(caller: Caller, id: string): Promise<void> {
    const deleted = await this.asCaller(caller, (tx) => tx.execute(`delete from storage.buckets where id = $1`, [id]));
    if (deleted === 0) throw errors.bucketNotFound();
  }

  /**
   * Inserts (or with upsert replaces) the object row as the caller, then writes its bytes as
   * the server, in one transaction. A plain insert has no RETURNING: that would need a select
   * policy, which an anonymous uploader rightly lacks.
   */
  async put(caller: Caller, bucketId: string, name: string, object: NewObject, mode: 'insert' | 'upsert' | 'update'): Promise<string> {
    const metadata = JSON.stringify(metadataFor(object));
    return this.asCaller(caller, async (tx) => {
      let id: string;
      if (mode === 'insert') {
        id = randomUUID();
        await tx.execute(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4::uuid, $4::text, $5)`,
          [id, bucketId, name, caller.userId, metadata],
        );
      } else {
        const rows =
          mode === 'upsert'
            ? await tx.query<{ id: string }>(
                `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4::uuid, $4::text, $5)
                 on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()
                 returning id`,
                [randomUUID(), bucketId, name, caller.userId, metadata],
              )
            : await tx.query<{ id: string }>(
                `update storage.objects set metadata = $3, updated_at = now(), last_accessed_at = now()
                  where bucket_id = $1 and name = $2 returning id`,
                [bucketId, name, metadata],
              );
        if (!rows[0]) throw errors.objectNotFound();
        id = rows[0].id;
      }
      await tx.query(`select set_config('role', 'none', true)`);
      await tx.execute(
        `insert into local_backend.storage_blobs (object_id, data) values ($1, $2)
         on conflict (object_id) do update set data = excluded.data`,
        [id, object.bytes],
      );
      return id;
    });
  }

  /** The object row if the caller's policies let them see it. */
  async find(caller: Caller, bucketId: string, name: string): Promise<ObjectRow> {
    const [row] = await this.asCaller(caller, (tx) =>
      tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]),
    );
    if (!row) throw errors.objectNotFound();
    return row;
  }

  /** The object with its bytes, read by the server itself (public buckets, signed URLs, after find). */
  async read(bucketId: string, name: string): Promise<{ row: ObjectRow; bytes: Buffer }> {
    const [row] = await this.db.query<ObjectRow & { data: Uint8Array }>(
      `select ${OBJECT_COLUMNS.replace(/(\w+)/g, 'o.$1')}, b.data
         from storage.objects o join local_backend.storage_blobs b on b.object_id = o.id
        where o.bucket_id = $1 and o.name = $2`,
      [bucketId, name],
    );
    if (!row) throw errors.objectNotFound();
    const { data, ...rest } = row;
    return { row: rest, bytes: Buffer.from(data) };
  }

  /** Every object under a prefix the caller may see, for list(). */
  listUnder(caller: Caller, bucketId: string, prefix: string): Promise<ObjectRow[]> {
    return this.asCaller(caller, (tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 || '%' order by name limit 100000`,
        [bucketId, prefix.replace(/[\\%_]/g, '\\$&')],
      ),
    );
  }

  remove(caller: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
    return this.asCaller(caller, (tx) =>
      tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [
        bucketId,
        names,
      ]),
    );
  }
}
