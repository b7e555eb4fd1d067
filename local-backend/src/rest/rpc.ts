import { Params, quoteIdent, readStatements, effectiveLimit, type Statement } from './build-sql';
import { RestError } from './errors';
import { closestMatch } from './fuzzy';
import type { ReadQuery } from './parse-query';
import type { SchemaCache, SqlFunction, Table } from './schema';
import { isRecord } from '../json';

/**
 * A function's arguments as PostgREST 12 reads them (src/PostgREST/ApiRequest.hs getPayload): the
 * keys that select the overload, the named values, and the raw JSON a single unnamed parameter
 * receives whole. A body that is not an object has no keys; a scalar one becomes `[]`.
 */
export interface RpcInput {
  keys: string[];
  args: Record<string, unknown>;
  raw: string;
  viaPost: boolean;
  /** An array of objects: PostgREST calls a function with named parameters once per element. */
  bulk: boolean;
  /** `Prefer: params=single-object`: only a function of one json/jsonb parameter, which gets the whole body. */
  singleObject?: boolean;
}

export function postInput(body: unknown): RpcInput {
  if (isRecord(body)) return { keys: Object.keys(body), args: body, raw: JSON.stringify(body), viaPost: true, bulk: false };
  if (Array.isArray(body) && body.length > 0) {
    const first = body[0];
    const keys = isRecord(first) ? Object.keys(first).sort() : null;
    const uniform = keys !== null && body.every((row) => isRecord(row) && Object.keys(row).sort().join(',') === keys.join(','));
    if (!uniform) throw new RestError(400, 'PGRST102', 'All object keys must match');
    return { keys, args: {}, raw: JSON.stringify(body), viaPost: true, bulk: true };
  }
  return { keys: [], args: {}, raw: '[]', viaPost: true, bulk: false };
}

export interface ResolvedCall {
  fn: SqlFunction;
  /** The named arguments given (those of fn only, on GET). */
  args: Record<string, unknown>;
  /** The whole body as fn's only, unnamed, parameter. */
  positional: string | null;
}

/** PostgREST's matchesParams: every required parameter named, the others optional; none for none. */
function matchesParams(fn: SqlFunction, keys: string[]): boolean {
  const names = new Set(fn.args.map((a) => a.name));
  return keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name));
}

const JSON_TYPES = new Set(['json', 'jsonb']);
const singleUnnamedJson = (fn: SqlFunction) => fn.args.length === 1 && fn.args[0]!.name === '' && JSON_TYPES.has(fn.args[0]!.type);

/** Overloads in PostgREST's order (Routine's Ord): fewer parameters first. */
const byArity = (a: SqlFunction, b: SqlFunction) =>
  a.args.length - b.args.length ||
  JSON.stringify(a.args.map((p) => [p.name, p.type])).localeCompare(JSON.stringify(b.args.map((p) => [p.name, p.type])));

function ambiguous(candidates: SqlFunction[]): RestError {
  const signatures = candidates.map((fn) => `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`);
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** PostgREST's NoRpc error (src/PostgREST/Error.hs), with its fuzzy "Perhaps you meant" hint (noRpcHint). */
function notFound(cache: SchemaCache, name: string, keys: string[], viaPost: boolean, singleObject = false): RestError {
  if (singleObject) {
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name} in the schema cache`,
      `Searched for the function public.${name} with a single json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  const sorted = [...keys].sort();
  const list = sorted.join(', ');
  const withKeys = (text: string) => (sorted.length ? text : ' without parameters');
  const searched =
    withKeys(` with parameter${sorted.length > 1 ? 's' : ''} ${list}`) + (viaPost ? ' or with a single unnamed json/jsonb parameter' : '');
  const overloads = cache.functions.get(name) ?? [];
  const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const suggestion = overloads.length
    ? closestMatch(
        overloads.map((fn) => paramList(fn.args.map((a) => a.name))),
        paramList(sorted),
      )
    : closestMatch([...cache.functions.keys()], name);
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${withKeys(`(${list})`)} in the schema cache`,
    `Searched for the function public.${name}${searched}, but no matches were found in the schema cache.`,
    suggestion === null ? null : `Perhaps you meant to call the function public.${overloads.length ? name : ''}${suggestion}`,
  );
}

/**
 * Picks the overload PostgREST 12 calls (src/PostgREST/Plan.hs findProc): the one whose parameters
 * the keys match, else, on POST, the one taking a single unnamed json/jsonb parameter; several
 * answer 300 PGRST203. On GET, keys that are not parameters of a candidate are filters.
 */
export function resolveFunction(cache: SchemaCache, name: string, input: RpcInput): ResolvedCall {
  const overloads = [...(cache.functions.get(name) ?? [])].sort(byArity);
  if (input.singleObject) {
    // PostgREST's findProc with paramsAsSingleObject: one json/jsonb parameter, named or not (callPlan OnePosParam).
    const single = overloads.filter((fn) => fn.args.length === 1 && JSON_TYPES.has(fn.args[0]!.type));
    if (single.length > 1) throw ambiguous(single);
    if (!single[0]) throw notFound(cache, name, input.keys, input.viaPost, true);
    return { fn: single[0], args: {}, positional: input.raw };
  }
  const ownKeys = (fn: SqlFunction) => (input.viaPost ? input.keys : input.keys.filter((k) => fn.args.some((a) => a.name === k)));
  const named = overloads.filter((fn) => matchesParams(fn, ownKeys(fn)));
  const fallback = input.viaPost ? overloads.filter((fn) => !named.includes(fn) && singleUnnamedJson(fn)) : [];
  const candidates = named.length ? named : fallback;
  if (candidates.length > 1) throw ambiguous(candidates);
  const fn = candidates[0];
  if (!fn) throw notFound(cache, name, input.keys, input.viaPost);
  const positional = fn.args.length === 1 && fn.args[0]!.name === '' ? input.raw : null;
  if (input.bulk && positional === null) {
    throw new RestError(
      501,
      'not_implemented',
      'Calling a function once per element of an array body is not supported by the local backend',
    );
  }
  return { fn, args: Object.fromEntries(ownKeys(fn).map((k) => [k, input.args[k]])), positional };
}

/**
 * FROM for calling `fn` with named arguments, typed by json_to_record as
 * PostgREST does (so JSON arrays become SQL arrays and strings are parsed by
 * each argument's type), or with the whole body as its one unnamed parameter.
 * The call is aliased _t0.
 */
function callSource({ fn, args, positional }: ResolvedCall, params: Params, columnAlias: string): string {
  const call = (list: string) => `public.${quoteIdent(fn.name)}(${list}) _t0${columnAlias}`;
  if (positional !== null) return call(`${params.add(positional)}::${fn.args[0]!.type}`);
  const given = fn.args.filter((a) => a.name in args);
  if (given.length === 0) return call('');
  const record = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
  const list = given.map((a) => `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ');
  return `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${record}), lateral ${call(list)}`;
}

export type RpcPlan =
  /** A set of rows: filtered, ordered, paged and counted like a table. */
  | { kind: 'rows'; rows: Statement; count: Statement | null; single: boolean }
  /**
   * One JSON value (scalar, set of scalars, or nothing for void) with the number of values in it;
   * `count` is `select 1` over the call, which PostgREST counts (one row for a scalar).
   */
  | { kind: 'value'; statement: Statement; count: Statement | null; void: boolean };

export function rpcStatements(
  cache: SchemaCache,
  resolved: ResolvedCall,
  query: ReadQuery,
  options: { count: boolean; stripNulls: boolean; maxRows: number | null },
): RpcPlan {
  const { fn } = resolved;
  const params = new Params();
  if (fn.result.kind === 'rows') {
    const table: Table = fn.result.table;
    const from = { sql: callSource(resolved, params, ''), params };
    const { rows, count } = readStatements(cache, table, query, { ...options, from });
    return { kind: 'rows', rows, count, single: !fn.returnsSet };
  }
  const filtered = query.where.length > 0 || query.order.length > 0;
  if (filtered) throw new RestError(400, 'PGRST100', 'failed to parse filter', 'Filters and order apply only to functions returning rows');
  const source = callSource(resolved, params, fn.result.kind === 'void' ? '' : '(v)');
  const count = options.count ? { text: `select 1 from ${source}`, values: params.values } : null;
  if (fn.result.kind === 'void')
    return {
      kind: 'value',
      statement: { text: `select null::text as body, 1 as values from ${source}`, values: params.values },
      count,
      void: true,
    };
  if (!fn.returnsSet)
    return {
      kind: 'value',
      statement: { text: `select to_json(_t0.v)::text as body, 1 as values from ${source}`, values: params.values },
      count,
      void: false,
    };
  const limit = effectiveLimit(query.limit, options.maxRows);
  const page = `select _t0.v from ${source} ${limit !== null ? `limit ${limit}` : ''} ${query.offset ? `offset ${query.offset}` : ''}`;
  return {
    kind: 'value',
    statement: {
      text: `select coalesce(json_agg(_p.v), '[]'::json)::text as body, count(*)::int as values from (${page}) _p`,
      values: params.values,
    },
    count,
    void: false,
  };
}
