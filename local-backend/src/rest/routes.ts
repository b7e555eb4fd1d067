import type { ServerResponse } from 'node:http';
import type { DbTxEnd } from '../config';
import { actAs } from '../db/claims';
import type { Database, Sql } from '../db/types';
import { isPgError } from '../db/types';
import type { RequestInfo } from '../http/request';
import { sendEmpty, sendJson, sendText } from '../http/respond';
import { isRecord } from '../json';
import {
  deleteStatement,
  insertStatement,
  readStatements,
  requireTable,
  updateStatement,
  type Mutation,
  type Statement,
} from './build-sql';
import { countRows } from './count';
import { fromPgError, RestError } from './errors';
import { DEFAULT_MAX_ROWS } from './max-rows';
import { parseQuery, type ReadQuery } from './parse-query';
import { checkMaxAffected, type Preferences } from './preferences';
import { authorise, checkProfile, decodedPath, jsonBody, media, OBJECT_MEDIA, preferences, withRangeHeader, type Media } from './request';
import { postInput, resolveFunction, rpcStatements, type RpcInput } from './rpc';
import type { SchemaCache, Table } from './schema';

export interface RestDeps {
  db: Database;
  secret: string;
  schema: () => SchemaCache;
  bodyLimitBytes: number;
  /** PostgREST's db-max-rows ([api] max_rows in supabase/config.toml). */
  maxRows?: number;
  /** PostgREST's db-tx-end (hosted: commit, so `Prefer: tx=rollback` is ignored). */
  txEnd?: DbTxEnd;
}

function contentRange(offset: number, rows: number, total: number | null): string {
  return `${rows > 0 ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}`;
}

const singularityError = (rows: number) =>
  new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);

/** Carries a result out of a transaction that Prefer: tx=rollback discards. */
class Rollback<T> {
  constructor(readonly result: T) {}
}

type AsCaller = <T>(fn: (tx: Sql) => Promise<T>) => Promise<T>;

export async function handleRest(info: RequestInfo, res: ServerResponse, deps: RestDeps): Promise<void> {
  let anonymous = true;
  try {
    const { role, claims } = authorise(info, deps.secret);
    anonymous = role === 'anon';
    checkProfile(info);
    const name = decodedPath(info);
    const want = media(info);
    const prefs = preferences(info, deps.txEnd ?? 'commit');
    const readOnly = info.method === 'GET' || info.method === 'HEAD';

    // Every statement runs as the caller's role with the caller's claims, so row-level security decides;
    // GET and HEAD run read-only, as PostgREST does (a volatile function called by GET fails with 25006 → 405).
    const asCaller: AsCaller = async (fn) => {
      try {
        return await deps.db.transaction(async (tx) => {
          await actAs(tx, role, claims, { readOnly });
          const result = await fn(tx);
          if (prefs.rollback) throw new Rollback(result);
          return result;
        });
      } catch (error) {
        if (error instanceof Rollback) return error.result as Awaited<ReturnType<typeof fn>>;
        throw error;
      }
    };
    const ctx: Context = { res, cache: deps.schema(), asCaller, want, prefs, maxRows: deps.maxRows ?? DEFAULT_MAX_ROWS };
    if (prefs.applied) res.setHeader('Preference-Applied', prefs.applied);

    if (name.startsWith('rpc/')) return await rpc(ctx, info, name.slice(4), deps.bodyLimitBytes);
    const table = requireTable(ctx.cache, name);
    const query = parseQuery(info.query);

    switch (info.method) {
      case 'GET':
      case 'HEAD':
        return await read(ctx, table, withRangeHeader(info, query));
      case 'POST': {
        const body = await jsonBody(info, deps.bodyLimitBytes);
        const rows = Array.isArray(body) ? body : [body];
        if (!rows.every(isRecord))
          throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected an object or an array of objects');
        const statement = insertStatement(ctx.cache, table, query, rows, {
          representation: prefs.representation,
          stripNulls: want.stripNulls,
          resolution: prefs.resolution,
          missingDefault: prefs.missingDefault,
        });
        return await mutate(ctx, statement, 'insert');
      }
      case 'PATCH': {
        const body = await jsonBody(info, deps.bodyLimitBytes);
        if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected an object');
        const statement = updateStatement(ctx.cache, table, query, body, {
          representation: prefs.representation,
          stripNulls: want.stripNulls,
        });
        // An empty patch changes nothing.
        if (!statement) return prefs.representation ? sendText(res, 200, '[]') : sendEmpty(res, 204);
        return await mutate(ctx, statement, 'change');
      }
      case 'DELETE': {
        const statement = deleteStatement(ctx.cache, table, query, { representation: prefs.representation, stripNulls: want.stripNulls });
        return await mutate(ctx, statement, 'change');
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

interface Context {
  res: ServerResponse;
  cache: SchemaCache;
  asCaller: AsCaller;
  want: Media;
  prefs: Preferences;
  maxRows: number;
}

/** The Content-Range total for `count` (the base `select 1` query) by the method the client preferred. */
function total(ctx: Context, tx: Sql, count: Statement | null): Promise<number> | null {
  return count && ctx.prefs.count ? countRows(tx, count, ctx.prefs.count, ctx.maxRows) : null;
}

/** Runs a rows query and its optional count, then answers with Content-Range (206 for a partial page). */
async function sendRows(
  ctx: Context,
  statements: ReturnType<typeof readStatements>,
  offset: number,
  call?: { single: boolean },
): Promise<void> {
  const singleResult = call?.single ?? false;
  const { body, total: counted } = await ctx.asCaller(async (tx) => {
    const rows = await tx.query<{ body: string }>(statements.rows.text, statements.rows.values);
    // A function call counts the rows it answers against max-affected (PostgREST's Query.hs, DbCall); reads do not.
    if (call && ctx.prefs.maxAffected !== null) checkMaxAffected(ctx.prefs, (JSON.parse(rows[0]!.body) as unknown[]).length);
    return { body: rows[0]!.body, total: await total(ctx, tx, statements.count) };
  });
  const rows = JSON.parse(body) as unknown[];
  const range = contentRange(offset, rows.length, counted);
  if (ctx.want.single || singleResult) {
    if (rows.length !== 1) {
      // A function returning one row that is null answers null, like PostgREST.
      if (singleResult && !ctx.want.single) return sendText(ctx.res, 200, 'null');
      throw singularityError(rows.length);
    }
    const contentType = ctx.want.single ? `${OBJECT_MEDIA}; charset=utf-8` : undefined;
    return sendText(ctx.res, 200, JSON.stringify(rows[0]), { 'Content-Range': range }, contentType);
  }
  const partial = counted !== null && rows.length < counted;
  sendText(ctx.res, partial ? 206 : 200, body, { 'Content-Range': range });
}

async function read(ctx: Context, table: Table, query: ReadQuery): Promise<void> {
  const statements = readStatements(ctx.cache, table, query, {
    count: ctx.prefs.count !== null,
    stripNulls: ctx.want.stripNulls,
    maxRows: ctx.maxRows,
  });
  await sendRows(ctx, statements, query.offset);
}

const RPC_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'apikey', 'or', 'and', 'not.or', 'not.and']);

/** POST /rpc/fn with a JSON body of arguments (or the one unnamed parameter's value), or GET /rpc/fn?arg=value (read-only). */
async function rpc(ctx: Context, info: RequestInfo, name: string, bodyLimit: number): Promise<void> {
  let input: RpcInput;
  if (info.method === 'POST') {
    const body = await jsonBody(info, bodyLimit).catch((error: unknown) => {
      // supabase-js sends no body for a function without arguments.
      if (error instanceof RestError && error.code === 'PGRST102' && error.details === 'empty body') return {};
      throw error;
    });
    input = postInput(body);
  } else if (info.method === 'GET' || info.method === 'HEAD') {
    const args = Object.fromEntries([...info.query].filter(([key]) => !RPC_RESERVED.has(key)));
    input = { keys: Object.keys(args), args, raw: JSON.stringify(args), viaPost: false, bulk: false };
  } else {
    throw new RestError(405, 'PGRST101', 'For functions, only GET and POST verbs are allowed');
  }
  if (ctx.prefs.singleObject) input = { ...input, singleObject: true };
  const resolved = resolveFunction(ctx.cache, name, input);
  // On GET, parameters that are arguments are not filters.
  const query = parseQuery(info.query, new Set(info.method === 'POST' ? [] : Object.keys(resolved.args)));
  const plan = rpcStatements(ctx.cache, resolved, query, {
    count: ctx.prefs.count !== null,
    stripNulls: ctx.want.stripNulls,
    maxRows: ctx.maxRows,
  });
  if (plan.kind === 'rows') return sendRows(ctx, plan, query.offset, { single: plan.single });
  const result = await ctx.asCaller(async (tx) => {
    const row = (await tx.query<{ body: string | null; values: number }>(plan.statement.text, plan.statement.values))[0];
    const values = Number(row?.values ?? 0);
    checkMaxAffected(ctx.prefs, values);
    return { body: row?.body ?? null, values, total: await total(ctx, tx, plan.count) };
  });
  if (plan.void) return sendEmpty(ctx.res, 204);
  sendText(ctx.res, 200, result.body ?? 'null', { 'Content-Range': contentRange(query.offset, result.values, result.total) });
}

/** Runs an insert, update or delete; an upsert answers 201 when it inserted a row and 200 when it only updated. */
async function mutate(ctx: Context, statement: Mutation, kind: 'insert' | 'change'): Promise<void> {
  const { want, prefs } = ctx;
  const outcome = await ctx.asCaller(async (tx) => {
    if (!statement.returning) {
      const affected = await tx.execute(statement.text, statement.values);
      if (want.single && affected !== 1) throw singularityError(affected);
      if (kind === 'change') checkMaxAffected(prefs, affected);
      return { body: null, affected, inserted: affected };
    }
    const row = (await tx.query<{ body: string | null; total: number; inserted: number }>(statement.text, statement.values))[0]!;
    const rows = row.body === null ? null : (JSON.parse(row.body) as unknown[]);
    // Throwing inside the transaction rolls the change back, as PostgREST does.
    if (want.single && Number(row.total) !== 1) throw singularityError(Number(row.total));
    if (kind === 'change') checkMaxAffected(prefs, Number(row.total));
    const body = rows === null || !prefs.representation ? null : want.single ? JSON.stringify(rows[0]) : row.body;
    return { body, affected: Number(row.total), inserted: Number(row.inserted) };
  });
  let status: number;
  // Only a merge that inserted nothing answers 200 (PostgREST's Response.hs); ignore-duplicates answers 201 either way.
  if (kind === 'insert') status = prefs.resolution === 'merge' && outcome.inserted === 0 ? 200 : 201;
  else status = prefs.representation ? 200 : 204;
  const headers: Record<string, string> = { 'Content-Range': `*/${prefs.count ? outcome.affected : '*'}` };
  if (outcome.body === null) return sendEmpty(ctx.res, status, headers);
  sendText(ctx.res, status, outcome.body, headers, want.single ? `${OBJECT_MEDIA}; charset=utf-8` : undefined);
}
