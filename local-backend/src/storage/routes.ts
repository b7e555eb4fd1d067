import type { ServerResponse } from 'node:http';
import type { RequestInfo } from '../http/request';
import { bucket, buckets } from './api/buckets';
import { authorise, type CallerRequest, type StorageDeps, type StorageRequest } from './api/context';
import { list, object, objectInfo, readPublic, readSigned, removeMany, sign, signMany } from './api/objects';
import { errors, StorageError } from './errors';

export type { StorageDeps } from './api/context';

interface Route<R> {
  /** The methods it answers; null: any (the handler answers a method it does not serve with 404). */
  methods: readonly string[] | null;
  pattern: RegExp;
  handle: (request: R, match: RegExpExecArray) => Promise<void>;
}

const READS = ['GET', 'HEAD'];

/** Routes that need no API key: public objects and signed URLs. */
const OPEN_ROUTES: Route<StorageRequest>[] = [
  { methods: READS, pattern: /^\/object\/public\/(.+)$/, handle: readPublic },
  { methods: READS, pattern: /^\/object\/sign\/(.+)$/, handle: readSigned },
];

/** The rest, in the order they are tried (the first whose method and pattern match answers). */
const ROUTES: Route<CallerRequest>[] = [
  { methods: null, pattern: /^\/bucket\/?$/, handle: buckets },
  { methods: null, pattern: /^\/bucket\/([^/]+)(\/empty)?$/, handle: bucket },
  { methods: ['POST'], pattern: /^\/object\/list\/([^/]+)$/, handle: list },
  { methods: ['POST'], pattern: /^\/object\/sign\/([^/]+)$/, handle: signMany },
  { methods: ['POST'], pattern: /^\/object\/sign\/(.+)$/, handle: sign },
  { methods: ['GET'], pattern: /^\/object\/info\/(?:authenticated\/)?(.+)$/, handle: objectInfo },
  { methods: ['DELETE'], pattern: /^\/object\/([^/]+)$/, handle: removeMany },
  { methods: null, pattern: /^\/object\/(?:authenticated\/)?(.+)$/, handle: object },
];

function find<R>(routes: Route<R>[], method: string, path: string): [Route<R>, RegExpExecArray] | null {
  for (const route of routes) {
    if (route.methods && !route.methods.includes(method)) continue;
    const match = route.pattern.exec(path);
    if (match) return [route, match];
  }
  return null;
}

/** The raw path below /storage/v1, never normalised, so that `..` is seen and refused. */
function rawPath(info: RequestInfo): string {
  const raw = (info.req.url ?? '').split('?')[0]!;
  const index = raw.indexOf('/storage/v1');
  return raw.slice(index + '/storage/v1'.length);
}

/** Routes under /storage/v1 that need no API key: public objects and signed URLs. */
export function isOpenStorageRoute(method: string, path: string): boolean {
  return READS.includes(method) && /^\/object\/(public|sign)\//.test(path);
}

/**
 * `/storage/v1`: the endpoints of Supabase Storage, buckets and objects each a module under
 * `api/`, and its error bodies.
 */
export async function handleStorage(info: RequestInfo, res: ServerResponse, deps: StorageDeps): Promise<void> {
  try {
    await route({ info, res, path: rawPath(info), store: deps.store, secret: deps.secret });
  } catch (error) {
    if (error instanceof StorageError) return error.send(res);
    throw error;
  }
}

async function route(request: StorageRequest): Promise<void> {
  const { info, path } = request;
  const open = find(OPEN_ROUTES, info.method, path);
  if (open) return open[0].handle(request, open[1]);
  const caller = authorise(info, request.secret);
  const found = find(ROUTES, info.method, path);
  if (found) return found[0].handle({ ...request, caller }, found[1]);
  throw errors.notFound(info.method, path);
}
