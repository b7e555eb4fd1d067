import type { ServerResponse } from 'node:http';
import type { Database, Sql } from '../db/types';
import { isPgError } from '../db/types';
import { verifyJwt, type Claims } from '../auth/tokens';
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../http/body';
import { bearerToken, header, type RequestInfo } from '../http/request';
import { sendEmpty, sendJson, sendText } from '../http/respond';
import { deleteStatement, insertStatement, readStatements, requireTable, updateStatement, type Statement } from './build-sql';
import { fromPgError, RestError } from './errors';
import { parseQuery, type ReadQuery } from './parse-query';
import type { SchemaCache, Table } from './schema-cache';

export interface RestDeps {
  db: Database;
  secret: string;
  schema: () => SchemaCache;
  bodyLimitBytes: number;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: 'merge' | 'ignore' | null;
}

function preferences(info: RequestInfo): Preferences {
  const prefer = (header(info.req, 'prefer') ?? '').split(',').map((p) => p.trim());
  const resolution = prefer.includes('resolution=merge-duplicates') ? 'merge' : prefer.includes('resolution=ignore-duplicates') ? 'ignore' : null;
  return {
    representation: prefer.includes('return=representation'),
    count: prefer.some((p) => /^count=(exact|planned|estimated)$/.test(p)),
    resolution,
  };
}

interface Media {
  single: boolean;
  stripNulls: boolean;
}

/** Array JSON by default; a single object for vnd.pgrst.object+json; nothing else is offered. */
function media(info: RequestInfo): Media {
  const accept = (header(info.req, 'accept') ?? '*/*').split(',').map((a) => a.trim());
  for (const option of accept) {
    const [type, ...params] = option.split(';').map((p) => p.trim());
    const stripNulls = params.includes('nulls=stripped');
    if (type === OBJECT_MEDIA) return { single: true, stripNulls };
    if (type === 'application/json' || type === 'application/vnd.pgrst.array+json' || type === '*/*' || type === 'application/*') {
      return { single: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept.join(', ')}`);
}

/** The database role and claims for this request, from the user's JWT or else the API key. */
function authorise(info: RequestInfo, secret: string): { role: string; claims: Claims } {
  const token = bearerToken(info.req) ?? header(info.req, 'apikey') ?? info.query.get('apikey');
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const result = verifyJwt(token, secret);
  if (!result.ok) {
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    throw new RestError(401, 'PGRST301', result.reason === 'malformed' ? 'Expected 3 parts in JWT; got a malformed token' : 'JWSError JWSInvalidSignature');
  }
  if (!API_ROLES.has(result.claims.role)) throw new RestError(401, 'PGRST301', `JWT role "${result.claims.role}" is not allowed`);
  return { role: result.claims.role, claims: result.claims };
}

function checkProfile(info: RequestInfo): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(info.req, name);
    if (profile !== undefined && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }
}

async function jsonBody(info: RequestInfo, limit: number): Promise<unknown> {
  try {
    const body = parseJson(await readBody(info.req, limit));
    if (body === undefined) throw new InvalidJsonError('empty body');
    return body;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RestError(413, 'PGRST413', 'Payload Too Large', `The request body exceeds ${limit} bytes`);
    if (error instanceof InvalidJsonError) throw new RestError(400, 'PGRST102', 'Empty or invalid json', error.message);
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function contentRange(offset: number, rows: number, total: number | null): string {
  return `${rows > 0 ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}`;
}

const singularityError = (rows: number) =>
  new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);

export async function handleRest(info: RequestInfo, res: ServerResponse, deps: RestDeps): Promise<void> {
  let anonymous = true;
  try {
    const { role, claims } = authorise(info, deps.secret);
    anonymous = role === 'anon';
    checkProfile(info);
    const name = decodeURIComponent(info.path.replace(/^\//, ''));
    if (name === 'rpc' || name.startsWith('rpc/')) {
      throw new RestError(501, 'PGRST501', 'Functions (rpc) are not supported by the local backend');
    }
    const table = requireTable(deps.schema(), name);
    const query = parseQuery(info.query);
    const want = media(info);
    const prefs = preferences(info);

    // Every statement runs as the caller's role with the caller's claims, so row-level security decides.
    const asCaller = <T>(fn: (tx: Sql) => Promise<T>) =>
      deps.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [JSON.stringify(claims), role]);
        return fn(tx);
      });

    switch (info.method) {
      case 'GET':
      case 'HEAD':
        return await read(res, deps.schema(), asCaller, table, query, want, prefs);
      case 'POST': {
        const body = await jsonBody(info, deps.bodyLimitBytes);
        const rows = Array.isArray(body) ? body : [body];
        if (!rows.every(isRecord)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected an object or an array of objects');
        const statement = insertStatement(deps.schema(), table, query, rows, prefs.resolution, {
          representation: prefs.representation,
          stripNulls: want.stripNulls,
        });
        return await mutate(res, asCaller, statement, 201, want, prefs);
      }
      case 'PATCH': {
        const body = await jsonBody(info, deps.bodyLimitBytes);
        if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected an object');
        const statement = updateStatement(deps.schema(), table, query, body, { representation: prefs.representation, stripNulls: want.stripNulls });
        // An empty patch changes nothing.
        if (!statement) return prefs.representation ? sendText(res, 200, '[]') : sendEmpty(res, 204);
        return await mutate(res, asCaller, statement, prefs.representation ? 200 : 204, want, prefs);
      }
      case 'DELETE': {
        const statement = deleteStatement(deps.schema(), table, query, { representation: prefs.representation, stripNulls: want.stripNulls });
        return await mutate(res, asCaller, statement, prefs.representation ? 200 : 204, want, prefs);
      }
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${info.method}`);
    }
  } catch (error) {
    const restError = error instanceof RestError ? error : isPgError(error) ? fromPgError(error, anonymous) : null;
    if (!restError) throw error;
    const headers: Record<string, string> =
      restError.status === 401 ? { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${restError.message}"` } : {};
    sendJson(res, restError.status, restError.body(), headers);
  }
}

type AsCaller = <T>(fn: (tx: Sql) => Promise<T>) => Promise<T>;

async function read(
  res: ServerResponse,
  cache: SchemaCache,
  asCaller: AsCaller,
  table: Table,
  query: ReadQuery,
  want: Media,
  prefs: Preferences,
): Promise<void> {
  const statements = readStatements(cache, table, query, { count: prefs.count, stripNulls: want.stripNulls });
  const { body, total } = await asCaller(async (tx) => {
    const rows = await tx.query<{ body: string }>(statements.rows.text, statements.rows.values);
    const count = statements.count ? await tx.query<{ total: number }>(statements.count.text, statements.count.values) : null;
    return { body: rows[0]!.body, total: count ? Number(count[0]!.total) : null };
  });
  const rows = JSON.parse(body) as unknown[];
  const range = contentRange(query.offset, rows.length, total);
  if (want.single) {
    if (rows.length !== 1) throw singularityError(rows.length);
    return sendText(res, 200, JSON.stringify(rows[0]), { 'Content-Range': range }, `${OBJECT_MEDIA}; charset=utf-8`);
  }
  const partial = total !== null && rows.length < total;
  sendText(res, partial ? 206 : 200, body, { 'Content-Range': range });
}

async function mutate(res: ServerResponse, asCaller: AsCaller, statement: Statement, status: number, want: Media, prefs: Preferences): Promise<void> {
  const outcome = await asCaller(async (tx) => {
    if (!prefs.representation) {
      const affected = await tx.execute(statement.text, statement.values);
      if (want.single && affected !== 1) throw singularityError(affected);
      return { body: null, affected };
    }
    const body = (await tx.query<{ body: string }>(statement.text, statement.values))[0]!.body;
    const rows = JSON.parse(body) as unknown[];
    // Throwing inside the transaction rolls the change back, as PostgREST does.
    if (want.single && rows.length !== 1) throw singularityError(rows.length);
    return { body: want.single ? JSON.stringify(rows[0]) : body, affected: rows.length };
  });
  const headers: Record<string, string> = { 'Content-Range': `*/${prefs.count ? outcome.affected : '*'}` };
  if (outcome.body === null) return sendEmpty(res, status, headers);
  sendText(res, status, outcome.body, headers, want.single ? `${OBJECT_MEDIA}; charset=utf-8` : undefined);
}
