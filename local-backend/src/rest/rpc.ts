import { Params, quoteIdent, readStatements, effectiveLimit, type Statement } from './build-sql';
import { RestError } from './errors';
import type { ReadQuery } from './parse-query';
import type { SchemaCache, SqlFunction, Table } from './schema-cache';

/** Arguments as PostgREST receives them: a JSON body (POST) or query parameters (GET). */
export type RpcArgs = Record<string, unknown>;

const isJson = (type: string) => type === 'json' || type === 'jsonb';

/** A function taking one unnamed json/jsonb argument receives the whole body. */
function takesWholeBody(fn: SqlFunction): boolean {
  return fn.args.length === 1 && fn.args[0]!.name === '' && isJson(fn.args[0]!.type);
}

function accepts(fn: SqlFunction, keys: string[]): boolean {
  if (fn.args.some((a) => a.name === '')) return false;
  const names = new Set(fn.args.map((a) => a.name));
  return keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name));
}

/**
 * Picks the overload PostgREST would call: the one whose named arguments cover the
 * keys given (all required ones present), else one taking a single unnamed json
 * argument (POST only). For GET, keys that are not arguments of a candidate are filters.
 */
export function resolveFunction(cache: SchemaCache, name: string, args: RpcArgs, viaGet: boolean): { fn: SqlFunction; args: RpcArgs; wholeBody: boolean } {
  const overloads = cache.functions.get(name) ?? [];
  const keys = Object.keys(args);
  const matches: { fn: SqlFunction; args: RpcArgs; wholeBody: boolean }[] = [];
  for (const fn of overloads) {
    const own = viaGet ? keys.filter((k) => fn.args.some((a) => a.name === k)) : keys;
    if (accepts(fn, own)) matches.push({ fn, args: Object.fromEntries(own.map((k) => [k, args[k]])), wholeBody: false });
  }
  if (matches.length === 0 && !viaGet) {
    for (const fn of overloads.filter(takesWholeBody)) matches.push({ fn, args, wholeBody: true });
  }
  if (matches.length === 1) return matches[0]!;
  const sorted = [...keys].sort();
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  if (matches.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map((m) => `public.${name}(${m.fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const others = [...cache.functions.keys()].filter((other) => other !== name && (other.includes(name) || name.includes(other)));
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name} with ${sorted.length ? `parameters ${sorted.join(', ')}` : 'no parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    others.length ? `Perhaps you meant to call the function public.${others[0]}` : null,
  );
}

/**
 * FROM for calling `fn` with named arguments, typed by json_to_record as
 * PostgREST does (so JSON arrays become SQL arrays and strings are parsed by
 * each argument's type). The call is aliased _t0.
 */
function callSource(fn: SqlFunction, args: RpcArgs, wholeBody: boolean, params: Params, columnAlias: string): string {
  const call = (list: string) => `public.${quoteIdent(fn.name)}(${list}) _t0${columnAlias}`;
  if (wholeBody) return call(`${params.add(JSON.stringify(args))}::${fn.args[0]!.type}`);
  const given = fn.args.filter((a) => a.name in args);
  if (given.length === 0) return call('');
  const record = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
  const list = given.map((a) => `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ');
  return `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${record}), lateral ${call(list)}`;
}

export type RpcPlan =
  /** A set of rows: filtered, ordered, paged and counted like a table. */
  | { kind: 'rows'; rows: Statement; count: Statement | null; single: boolean }
  /** One JSON value (scalar, set of scalars, or nothing for void). */
  | { kind: 'value'; statement: Statement; void: boolean };

export function rpcStatements(
  cache: SchemaCache,
  resolved: { fn: SqlFunction; args: RpcArgs; wholeBody: boolean },
  query: ReadQuery,
  options: { count: boolean; stripNulls: boolean; maxRows: number | null },
): RpcPlan {
  const { fn, args, wholeBody } = resolved;
  const params = new Params();
  if (fn.result.kind === 'rows') {
    const table: Table = fn.result.table;
    const from = { sql: callSource(fn, args, wholeBody, params, ''), params };
    const { rows, count } = readStatements(cache, table, query, { ...options, from });
    return { kind: 'rows', rows, count, single: !fn.returnsSet };
  }
  const filtered = query.where.length > 0 || query.order.length > 0;
  if (filtered) throw new RestError(400, 'PGRST100', 'failed to parse filter', 'Filters and order apply only to functions returning rows');
  if (fn.result.kind === 'void') {
    return { kind: 'value', statement: { text: `select null::text as body from ${callSource(fn, args, wholeBody, params, '')}`, values: params.values }, void: true };
  }
  const source = callSource(fn, args, wholeBody, params, '(v)');
  if (!fn.returnsSet) return { kind: 'value', statement: { text: `select to_json(_t0.v)::text as body from ${source}`, values: params.values }, void: false };
  const limit = effectiveLimit(query.limit, options.maxRows);
  const page = `select _t0.v from ${source} ${limit !== null ? `limit ${limit}` : ''} ${query.offset ? `offset ${query.offset}` : ''}`;
  return { kind: 'value', statement: { text: `select coalesce(json_agg(_p.v), '[]'::json)::text as body from (${page}) _p`, values: params.values }, void: false };
}
