import type { ServerResponse } from 'node:http';
import { verifyJwt } from '../auth/tokens';
import type { Database } from '../db/types';
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../http/body';
import { bearerToken, header, type RequestInfo } from '../http/request';
import { sendEmpty, sendJson } from '../http/respond';
import { errors, StorageError } from './errors';
import { checkBucketId, checkKey, decode, mimeAllowed, splitBucketAndKey } from './keys';
import { signObjectUrl, verifyObjectUrl } from './signed-url';
import { StorageStore, type Bucket, type Caller, type NewObject, type ObjectRow } from './store';

export interface StorageDeps {
  db: Database;
  secret: string;
  store: StorageStore;
}

// What a bucket without its own file_size_limit accepts (Supabase's default global limit).
const GLOBAL_FILE_LIMIT = 50 * 1024 * 1024;
// Room for multipart boundaries and form fields around the file itself.
const MULTIPART_SLACK = 64 * 1024;
const JSON_LIMIT = 1024 * 1024;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** The caller from the user's JWT, else the API key (the gateway has already checked one is present). */
function authorise(info: RequestInfo, secret: string): Caller {
  const token = bearerToken(info.req) ?? header(info.req, 'apikey') ?? info.query.get('apikey');
  if (!token) throw errors.noApiKey();
  const result = verifyJwt(token, secret);
  if (!result.ok) throw errors.invalidJwt(result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const role = result.claims.role;
  if (!API_ROLES.has(role)) throw errors.invalidJwt(`role ${role} is not allowed`);
  const userId = role === 'authenticated' && typeof result.claims.sub === 'string' ? result.claims.sub : null;
  return { role: role as Caller['role'], claims: result.claims, userId };
}

async function jsonBody(info: RequestInfo): Promise<Record<string, unknown>> {
  try {
    const body = parseJson(await readBody(info.req, JSON_LIMIT)) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InvalidJsonError('expected an object');
    return body as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw errors.tooLarge();
    if (error instanceof InvalidJsonError) throw errors.invalidRequest('Body is not valid JSON');
    throw error;
  }
}

function bareType(type: string | undefined): string {
  return (type ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The uploaded file from a raw body or from supabase-js's multipart form (field "" or the first file). */
async function readUpload(info: RequestInfo, bucket: Bucket): Promise<NewObject> {
  const limit = bucket.file_size_limit ?? GLOBAL_FILE_LIMIT;
  const contentType = header(info.req, 'content-type') ?? 'application/octet-stream';
  const multipart = bareType(contentType) === 'multipart/form-data';
  let body: Buffer;
  try {
    body = await readBody(info.req, limit + (multipart ? MULTIPART_SLACK : 0));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw errors.tooLarge();
    throw error;
  }
  let object: NewObject;
  if (multipart) {
    let form: FormData;
    try {
      form = await new Request('http://local/upload', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
    } catch {
      throw errors.invalidRequest('The multipart body could not be parsed');
    }
    const file = [...form.values()].find((value) => typeof value !== 'string');
    if (!file || typeof file === 'string') throw errors.invalidRequest('No file was found in the multipart body');
    const cacheControl = form.get('cacheControl');
    object = {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: bareType(file.type) || 'application/octet-stream',
      cacheControl: `max-age=${typeof cacheControl === 'string' && /^\d+$/.test(cacheControl) ? cacheControl : '3600'}`,
    };
  } else {
    object = {
      bytes: body,
      contentType: bareType(contentType) || 'application/octet-stream',
      cacheControl: header(info.req, 'cache-control') ?? 'max-age=3600',
    };
  }
  if (object.bytes.length > limit) throw errors.tooLarge();
  if (!mimeAllowed(object.contentType, bucket.allowed_mime_types)) throw errors.mimeNotAllowed(object.contentType);
  return object;
}

const PUBLIC_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Content-Length, Content-Type, Cache-Control, Last-Modified',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
};

/** Sends object bytes with validators; 304 when the client's If-None-Match still holds. */
function sendObject(info: RequestInfo, res: ServerResponse, row: ObjectRow, bytes: Buffer, extra: Record<string, string> = {}): void {
  const meta = row.metadata;
  const etag = meta?.eTag ?? '';
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': meta?.cacheControl ?? 'max-age=3600',
    'Last-Modified': meta?.lastModified ?? new Date(row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened directly must not run script on this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ...extra,
  };
  if (!res.getHeader('Access-Control-Allow-Origin') && extra['Access-Control-Allow-Origin']) {
    res.setHeader('Access-Control-Allow-Origin', extra['Access-Control-Allow-Origin']);
  }
  delete headers['Access-Control-Allow-Origin'];
  const ifNoneMatch = header(info.req, 'if-none-match');
  if (ifNoneMatch && etag && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return sendEmpty(res, 304, headers);
  }
  res.writeHead(200, { ...headers, 'Content-Type': meta?.mimetype ?? 'application/octet-stream', 'Content-Length': bytes.length });
  res.end(info.method === 'HEAD' ? undefined : bytes);
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
}

/** file_size_limit as supabase-js sends it: bytes, or a string such as "2MB" / "512KB". */
function sizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null;
  if (!match) throw errors.invalidRequest('file_size_limit must be a number of bytes or a size such as "2MB"');
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Number(match[1]) * unit;
}

function mimeList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((type) => typeof type === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(type))) {
    throw errors.invalidRequest('allowed_mime_types must be a list of media types');
  }
  return value as string[];
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectRow['metadata'];
}

/** One folder level, as Storage's list: files under the prefix plus one entry per sub-folder. */
function listing(rows: ObjectRow[], prefix: string, options: Record<string, unknown>): ListEntry[] {
  const search = typeof options.search === 'string' ? options.search.toLowerCase() : '';
  const sortBy = (options.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash < 0 ? rest : rest.slice(0, slash);
    if (!name.toLowerCase().startsWith(search)) continue;
    if (slash < 0) {
      const { id, updated_at, created_at, last_accessed_at, metadata } = row;
      files.push({ name, id, updated_at, created_at, last_accessed_at, metadata });
    } else if (!folders.has(name)) {
      folders.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const key = (entry: ListEntry) => String(entry[column as keyof ListEntry] ?? '');
  const sorted = [...folders.values(), ...files].sort((a, b) => {
    const order = column === 'name' ? a.name.localeCompare(b.name) : key(a).localeCompare(key(b)) || a.name.localeCompare(b.name);
    return descending ? -order : order;
  });
  const offset = positiveInt(options.offset, 0, Number.MAX_SAFE_INTEGER);
  const limit = positiveInt(options.limit, 100, 1000);
  return sorted.slice(offset, offset + limit);
}

/** The raw path below /storage/v1, never normalised, so that `..` is seen and refused. */
function rawPath(info: RequestInfo): string {
  const raw = (info.req.url ?? '').split('?')[0]!;
  const index = raw.indexOf('/storage/v1');
  return raw.slice(index + '/storage/v1'.length);
}

/** Routes under /storage/v1 that need no API key: public objects and signed URLs. */
export function isOpenStorageRoute(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && /^\/object\/(public|sign)\//.test(path);
}

export async function handleStorage(info: RequestInfo, res: ServerResponse, deps: StorageDeps): Promise<void> {
  try {
    await route(info, res, deps, rawPath(info));
  } catch (error) {
    if (error instanceof StorageError) return error.send(res);
    throw error;
  }
}

async function route(info: RequestInfo, res: ServerResponse, deps: StorageDeps, path: string): Promise<void> {
  const { store, secret } = deps;
  const method = info.method;
  let match: RegExpExecArray | null;

  // Public objects: no policy applies, the bucket's public flag decides.
  if ((method === 'GET' || method === 'HEAD') && (match = /^\/object\/public\/(.+)$/.exec(path))) {
    const { bucket, key } = splitBucketAndKey(match[1]!);
    const settings = await store.bucket(bucket);
    if (!settings.public) throw errors.bucketNotFound();
    const { row, bytes } = await store.read(bucket, key);
    return sendObject(info, res, row, bytes, PUBLIC_HEADERS);
  }
  if ((method === 'GET' || method === 'HEAD') && (match = /^\/object\/sign\/(.+)$/.exec(path))) {
    const { bucket, key } = splitBucketAndKey(match[1]!);
    verifyObjectUrl(info.query.get('token'), bucket, key, secret);
    const { row, bytes } = await store.read(bucket, key);
    return sendObject(info, res, row, bytes, { 'Cache-Control': 'private, no-store' });
  }

  const caller = authorise(info, secret);

  if ((match = /^\/bucket\/?$/.exec(path))) {
    if (method === 'GET') {
      const limit = positiveInt(info.query.get('limit'), 100, 1000);
      const offset = positiveInt(info.query.get('offset'), 0, Number.MAX_SAFE_INTEGER);
      return sendJson(res, 200, await store.listBuckets(caller, limit, offset, info.query.get('search') ?? ''));
    }
    if (method === 'POST') {
      const body = await jsonBody(info);
      const id = checkBucketId(String(body.id ?? body.name ?? ''));
      await store.createBucket(caller, {
        id,
        name: typeof body.name === 'string' && body.name ? checkBucketId(body.name) : id,
        public: body.public === true,
        file_size_limit: sizeLimit(body.file_size_limit),
        allowed_mime_types: mimeList(body.allowed_mime_types),
      });
      return sendJson(res, 200, { name: id });
    }
  }
  if ((match = /^\/bucket\/([^/]+)(\/empty)?$/.exec(path))) {
    const id = checkBucketId(decode(match[1]!));
    if (match[2]) {
      if (method !== 'POST') throw errors.notFound(method, path);
      await store.emptyBucket(caller, id);
      return sendJson(res, 200, { message: 'Successfully emptied' });
    }
    if (method === 'GET') return sendJson(res, 200, await store.getBucket(caller, id));
    if (method === 'PUT') {
      const body = await jsonBody(info);
      await store.updateBucket(caller, id, {
        public: body.public === true,
        file_size_limit: sizeLimit(body.file_size_limit),
        allowed_mime_types: mimeList(body.allowed_mime_types),
      });
      return sendJson(res, 200, { message: 'Successfully updated' });
    }
    if (method === 'DELETE') {
      await store.deleteBucket(caller, id);
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
  }

  if (method === 'POST' && (match = /^\/object\/list\/([^/]+)$/.exec(path))) {
    const bucket = checkBucketId(decode(match[1]!));
    await store.bucket(bucket);
    const body = await jsonBody(info);
    const folder = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
    if (folder) checkKey(folder);
    const prefix = folder ? `${folder}/` : '';
    return sendJson(res, 200, listing(await store.listUnder(caller, bucket, prefix), prefix, body));
  }
  if (method === 'POST' && (match = /^\/object\/sign\/([^/]+)$/.exec(path))) {
    const bucket = checkBucketId(decode(match[1]!));
    const body = await jsonBody(info);
    const expiresIn = expiry(body.expiresIn);
    if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string'))
      throw errors.invalidRequest('paths must be a list of object paths');
    const answers = [];
    for (const path of body.paths as string[]) {
      try {
        await store.find(caller, bucket, checkKey(path));
        answers.push({ error: null, path, signedURL: signedUrl(bucket, path, expiresIn, secret) });
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        answers.push({ error: 'Either the object does not exist or you do not have access to it', path, signedURL: null });
      }
    }
    return sendJson(res, 200, answers);
  }
  if (method === 'POST' && (match = /^\/object\/sign\/(.+)$/.exec(path))) {
    const { bucket, key } = splitBucketAndKey(match[1]!);
    const body = await jsonBody(info);
    const expiresIn = expiry(body.expiresIn);
    await store.find(caller, bucket, key);
    return sendJson(res, 200, { signedURL: signedUrl(bucket, key, expiresIn, secret) });
  }
  if (method === 'GET' && (match = /^\/object\/info\/(?:authenticated\/)?(.+)$/.exec(path))) {
    const { bucket, key } = splitBucketAndKey(match[1]!);
    const row = await store.find(caller, bucket, key);
    return sendJson(res, 200, {
      id: row.id,
      name: row.name,
      bucket_id: row.bucket_id,
      version: null,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: {},
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  }
  if (method === 'DELETE' && (match = /^\/object\/([^/]+)$/.exec(path))) {
    const bucket = checkBucketId(decode(match[1]!));
    await store.bucket(bucket);
    const body = await jsonBody(info);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string'))
      throw errors.invalidRequest('prefixes must be a list of object paths');
    return sendJson(res, 200, await store.remove(caller, bucket, (prefixes as string[]).map(checkKey)));
  }

  if ((match = /^\/object\/(?:authenticated\/)?(.+)$/.exec(path))) {
    const { bucket, key } = splitBucketAndKey(match[1]!);
    if (method === 'GET' || method === 'HEAD') {
      await store.bucket(bucket);
      await store.find(caller, bucket, key);
      const { row, bytes } = await store.read(bucket, key);
      return sendObject(info, res, row, bytes);
    }
    if (method === 'DELETE') {
      await store.bucket(bucket);
      const [removed] = await store.remove(caller, bucket, [key]);
      if (!removed) throw errors.objectNotFound();
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    if (method === 'POST' || method === 'PUT') {
      const settings = await store.bucket(bucket);
      const object = await readUpload(info, settings);
      const mode = method === 'PUT' ? 'update' : header(info.req, 'x-upsert') === 'true' ? 'upsert' : 'insert';
      const id = await store.put(caller, bucket, key, object, mode);
      return sendJson(res, 200, { Id: id, Key: `${bucket}/${key}` });
    }
  }
  throw errors.notFound(method, path);
}

function expiry(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1)
    throw errors.invalidRequest('expiresIn must be a positive number of seconds');
  return seconds;
}

function signedUrl(bucket: string, key: string, expiresIn: number, secret: string): string {
  // Unencoded, as Supabase answers: supabase-js applies encodeURI itself.
  return `/object/sign/${bucket}/${key}?token=${signObjectUrl(bucket, key, expiresIn, secret)}`;
}
