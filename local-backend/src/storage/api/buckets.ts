import { sendJson } from '../../http/respond';
import { errors } from '../errors';
import { checkBucketId, decode } from '../keys';
import { jsonBody, positiveInt, type CallerRequest } from './context';

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

/** `/bucket`: list the buckets (GET) or create one (POST). */
export async function buckets({ info, res, path, store, caller }: CallerRequest): Promise<void> {
  if (info.method === 'GET') {
    const limit = positiveInt(info.query.get('limit'), 100, 1000);
    const offset = positiveInt(info.query.get('offset'), 0, Number.MAX_SAFE_INTEGER);
    return sendJson(res, 200, await store.listBuckets(caller, limit, offset, info.query.get('search') ?? ''));
  }
  if (info.method === 'POST') {
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
  throw errors.notFound(info.method, path);
}

/** `/bucket/:id` (read, update, delete) and `/bucket/:id/empty`. */
export async function bucket({ info, res, path, store, caller }: CallerRequest, match: RegExpExecArray): Promise<void> {
  const id = checkBucketId(decode(match[1]!));
  const method = info.method;
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
  throw errors.notFound(method, path);
}
