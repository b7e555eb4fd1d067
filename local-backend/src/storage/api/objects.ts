import type { ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../../http/body';
import { header, type RequestInfo } from '../../http/request';
import { sendEmpty, sendJson } from '../../http/respond';
import { errors, StorageError } from '../errors';
import { checkBucketId, checkKey, decode, mimeAllowed, splitBucketAndKey } from '../keys';
import { signObjectUrl, verifyObjectUrl } from '../signed-url';
import type { Bucket, NewObject, ObjectRow } from '../store';
import { jsonBody, type CallerRequest, type StorageRequest } from './context';
import { listing } from './listing';

// What a bucket without its own file_size_limit accepts (Supabase's default global limit).
const GLOBAL_FILE_LIMIT = 50 * 1024 * 1024;
// Room for multipart boundaries and form fields around the file itself.
const MULTIPART_SLACK = 64 * 1024;

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

/** GET `/object/public/:bucket/:key`: no policy applies, the bucket's public flag decides. */
export async function readPublic({ info, res, store }: StorageRequest, match: RegExpExecArray): Promise<void> {
  const { bucket, key } = splitBucketAndKey(match[1]!);
  const settings = await store.bucket(bucket);
  if (!settings.public) throw errors.bucketNotFound();
  const { row, bytes } = await store.read(bucket, key);
  return sendObject(info, res, row, bytes, PUBLIC_HEADERS);
}

/** GET `/object/sign/:bucket/:key?token=`: the signature decides. */
export async function readSigned({ info, res, store, secret }: StorageRequest, match: RegExpExecArray): Promise<void> {
  const { bucket, key } = splitBucketAndKey(match[1]!);
  verifyObjectUrl(info.query.get('token'), bucket, key, secret);
  const { row, bytes } = await store.read(bucket, key);
  return sendObject(info, res, row, bytes, { 'Cache-Control': 'private, no-store' });
}

/** POST `/object/list/:bucket`: one folder level. */
export async function list({ info, res, store, caller }: CallerRequest, match: RegExpExecArray): Promise<void> {
  const bucket = checkBucketId(decode(match[1]!));
  await store.bucket(bucket);
  const body = await jsonBody(info);
  const folder = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  if (folder) checkKey(folder);
  const prefix = folder ? `${folder}/` : '';
  return sendJson(res, 200, listing(await store.listUnder(caller, bucket, prefix), prefix, body));
}

/** POST `/object/sign/:bucket` with `paths`: a signed URL for each object the caller may read. */
export async function signMany({ info, res, store, caller, secret }: CallerRequest, match: RegExpExecArray): Promise<void> {
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

/** POST `/object/sign/:bucket/:key`: a signed URL for one object the caller may read. */
export async function sign({ info, res, store, caller, secret }: CallerRequest, match: RegExpExecArray): Promise<void> {
  const { bucket, key } = splitBucketAndKey(match[1]!);
  const body = await jsonBody(info);
  const expiresIn = expiry(body.expiresIn);
  await store.find(caller, bucket, key);
  return sendJson(res, 200, { signedURL: signedUrl(bucket, key, expiresIn, secret) });
}

/** GET `/object/info/:bucket/:key`: the object's details without its bytes. */
export async function objectInfo({ res, store, caller }: CallerRequest, match: RegExpExecArray): Promise<void> {
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

/** DELETE `/object/:bucket` with `prefixes`: removes those objects the caller may delete. */
export async function removeMany({ info, res, store, caller }: CallerRequest, match: RegExpExecArray): Promise<void> {
  const bucket = checkBucketId(decode(match[1]!));
  await store.bucket(bucket);
  const body = await jsonBody(info);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string'))
    throw errors.invalidRequest('prefixes must be a list of object paths');
  return sendJson(res, 200, await store.remove(caller, bucket, (prefixes as string[]).map(checkKey)));
}

/** `/object/:bucket/:key`: read (GET, HEAD), delete, upload (POST; x-upsert) or replace (PUT). */
export async function object({ info, res, path, store, caller }: CallerRequest, match: RegExpExecArray): Promise<void> {
  const { bucket, key } = splitBucketAndKey(match[1]!);
  const method = info.method;
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
    const upload = await readUpload(info, settings);
    const mode = method === 'PUT' ? 'update' : header(info.req, 'x-upsert') === 'true' ? 'upsert' : 'insert';
    const id = await store.put(caller, bucket, key, upload, mode);
    return sendJson(res, 200, { Id: id, Key: `${bucket}/${key}` });
  }
  throw errors.notFound(method, path);
}
