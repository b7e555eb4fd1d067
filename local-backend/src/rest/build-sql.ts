import { missingColumn, parseError, RestError } from './errors';
import { FULL_TEXT, outputName, type ColumnRef, type Condition, type OrderTerm, type ReadQuery, type SelectItem } from './parse-query';
import { findRelationship, isToOne, type Relationship } from './relationships';
import type { SchemaCache, Table } from './schema';

/**
 * SQL for the PostgREST subset. Identifiers only ever come from the schema cache
 * (and are quoted anyway); every value from the request is a bind parameter.
 */

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function qualified(table: Table): string {
  return `public.${quoteIdent(table.name)}`;
}

/** `alias."column"` followed by its JSON path (`->'key'`, `->>'key'`, `->0`). */
function columnExpr(table: Table, ref: ColumnRef, alias: string): string {
  if (!table.columns.includes(ref.name)) throw missingColumn(table.name, ref.name);
  let expr = `${alias}.${quoteIdent(ref.name)}`;
  for (const step of ref.path) expr += `${step.text ? '->>' : '->'}${/^-?\d+$/.test(step.key) ? step.key : quoteLiteral(step.key)}`;
  return expr;
}

export function requireTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (!table) {
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return table;
}

/** FROM and the correlation with the embedding row for one relationship. */
function relationSource(rel: Relationship, inner: string, outer: string): { from: string; where: string } {
  const pairs = (cols: string[], foreign: string[], left: string, right: string) =>
    cols.map((col, i) => `${left}.${quoteIdent(col)} = ${right}.${quoteIdent(foreign[i]!)}`).join(' and ');
  const target = `${qualified(rel.target)} ${inner}`;
  switch (rel.kind) {
    case 'm2o':
      return { from: target, where: pairs(rel.key.foreignColumns, rel.key.columns, inner, outer) };
    case 'o2m':
      return { from: target, where: pairs(rel.key.columns, rel.key.foreignColumns, inner, outer) };
    case 'm2m': {
      const junction = `${inner}_j`;
      return {
        from: `${target} join ${qualified(rel.junction)} ${junction} on ${pairs(rel.targetKey.columns, rel.targetKey.foreignColumns, junction, inner)}`,
        where: pairs(rel.sourceKey.columns, rel.sourceKey.foreignColumns, junction, outer),
      };
    }
  }
}

/** A select list with what it needs around it: lateral joins for spreads, conditions for !inner embeds. */
export interface SelectList {
  columns: string;
  joins: string;
  conditions: string[];
}

/** An embed that outputs nothing: `rel()`, or one holding only such embeds (PostgREST's hasOnlyNullEmbed). */
function isEmptyEmbed(items: SelectItem[]): boolean {
  return items.every((item) => item.kind === 'embed' && isEmptyEmbed(item.items));
}

/** Builds the select list for `table` aliased `alias`; embeds become correlated JSON subqueries. */
export class SelectBuilder {
  private depth = 0;

  constructor(private readonly cache: SchemaCache) {}

  /** `level` is the nesting depth of `table` (0 for the request's own). */
  list(table: Table, items: SelectItem[], alias: string, level = 0): SelectList {
    const parts: string[] = [];
    const joins: string[] = [];
    const conditions: string[] = [];
    const joinAliases = new Set<string>();
    for (const item of items) {
      if (item.kind === 'star') {
        for (const name of table.columns) parts.push(`${alias}.${quoteIdent(name)}`);
      } else if (item.kind === 'column') {
        const expr = columnExpr(table, item.ref, alias) + (item.cast ? `::${item.cast}` : '');
        parts.push(`${expr} as ${quoteIdent(item.alias ?? outputName(item.ref))}`);
      } else {
        // PostgREST joins each embed as "<table>_<alias or name>_<depth>"; the same one twice is
        // PostgreSQL's duplicate alias error, which it answers as is.
        const joinAlias = `${table.name}_${item.alias ?? item.relation}_${level + 1}`;
        if (joinAliases.has(joinAlias)) throw new RestError(400, '42712', `table name "${joinAlias}" specified more than once`);
        joinAliases.add(joinAlias);
        const rel = findRelationship(this.cache, table, item.relation, item.hint);
        const inner = `_t${++this.depth}`;
        const { from, where } = relationSource(rel, inner, alias);
        const sub = this.list(rel.target, item.items, inner, level + 1);
        if (item.inner) conditions.push(`exists (select 1 from ${from} where ${[where, ...sub.conditions].join(' and ')})`);
        if (isEmptyEmbed(item.items)) continue;
        const rows = `select ${sub.columns} from ${from} ${sub.joins} where ${[where, ...sub.conditions].join(' and ')}`;
        const name = quoteIdent(item.alias ?? item.relation);
        if (item.spread) {
          if (!isToOne(rel)) {
            throw new RestError(
              400,
              'PGRST119',
              `A spread operation on '${item.relation}' is not possible`,
              `'${table.name}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`,
            );
          }
          joins.push(`left join lateral (${rows} limit 1) _s${this.depth} on true`);
          parts.push(`_s${this.depth}.*`);
        } else if (isToOne(rel)) {
          parts.push(`(select row_to_json(_e) from (${rows} limit 1) _e) as ${name}`);
        } else {
          parts.push(`coalesce((select json_agg(_e) from (${rows}) _e), '[]'::json) as ${name}`);
        }
      }
    }
    return { columns: parts.join(', '), joins: joins.join(' '), conditions };
  }
}

/** A PostgreSQL array literal of `values`, each quoted, for `op any($n)`. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

const COMPARISON = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const PATTERN = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' } as const;
const RANGE = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
const TSQUERY = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;

function conditionSql(table: Table, condition: Condition, alias: string, params: Params): string {
  if (condition.kind === 'logic') {
    const joined = condition.children.map((child) => conditionSql(table, child, alias, params)).join(` ${condition.op} `);
    const sql = `(${joined || (condition.op === 'and' ? 'true' : 'false')})`;
    return condition.negate ? `not ${sql}` : sql;
  }
  const col = columnExpr(table, condition.column, alias);
  const { op, value, modifier } = condition;
  const likePattern = (v: string) => (op === 'like' || op === 'ilike' ? v.replace(/\*/g, '%') : v);
  let sql: string;
  if (op === 'in') {
    const list = value as string[];
    sql = list.length ? `${col} in (${list.map((v) => params.add(v)).join(', ')})` : 'false';
  } else if (op === 'is') {
    const keyword = (value as string).toLowerCase();
    sql = keyword === 'not_null' ? `${col} is not null` : `${col} is ${keyword}`;
  } else if (op === 'isdistinct') {
    sql = `${col} is distinct from ${params.add(value)}`;
  } else if (FULL_TEXT.has(op)) {
    const config = modifier ? `${params.add(modifier)}::regconfig, ` : '';
    const isVector = condition.column.path.length === 0 && table.types[condition.column.name] === 'tsvector';
    const vector = isVector ? col : `to_tsvector(${config}${col}::text)`;
    sql = `${vector} @@ ${TSQUERY[op as keyof typeof TSQUERY]}(${config}${params.add(value)})`;
  } else if (op in RANGE) {
    sql = `${col} ${RANGE[op as keyof typeof RANGE]} ${params.add(value)}`;
  } else if (op in PATTERN) {
    const operator = PATTERN[op as keyof typeof PATTERN];
    sql = modifier
      ? `${col}::text ${operator} ${modifier}(${params.add(arrayLiteral((value as string[]).map(likePattern)))}::text[])`
      : `${col}::text ${operator} ${params.add(likePattern(value as string))}`;
  } else {
    const operator = COMPARISON[op as keyof typeof COMPARISON];
    sql = modifier
      ? `${col} ${operator} ${modifier}(${params.add(arrayLiteral(value as string[]))})`
      : `${col} ${operator} ${params.add(value)}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

export function whereSql(table: Table, conditions: Condition[], alias: string, params: Params, extra: string[] = []): string {
  const parts = [...conditions.map((c) => conditionSql(table, c, alias, params)), ...extra];
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

function orderSql(table: Table, terms: OrderTerm[], alias: string): string {
  if (terms.length === 0) return '';
  return (
    'order by ' +
    terms
      .map((t) => `${columnExpr(table, t.column, alias)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`)
      .join(', ')
  );
}

/** Wraps rows selected from `source` into one JSON array text (or stripped of nulls). */
function aggregate(rowsSql: string, stripNulls: boolean): string {
  const element = stripNulls ? 'json_strip_nulls(row_to_json(_r))' : '_r';
  return `select coalesce(json_agg(${element}), '[]'::json)::text as body from (${rowsSql}) _r`;
}

export interface Statement {
  text: string;
  values: unknown[];
}

export interface ReadOptions {
  /** Whether to build the count's base query as well. */
  count: boolean;
  stripNulls: boolean;
  /** db-max-rows: no response holds more rows than this. */
  maxRows: number | null;
  /** FROM for the rows, aliased _t0 (a table by default, or a function call); its parameters come first. */
  from?: { sql: string; params: Params };
}

/** The effective LIMIT: the request's, capped at max rows. */
export function effectiveLimit(limit: number | null, maxRows: number | null): number | null {
  if (maxRows === null) return limit;
  return limit === null ? maxRows : Math.min(limit, maxRows);
}

/**
 * The rows as one JSON array, and for counting `select 1` over the same rows without paging (what
 * PostgREST's readPlanToCountQuery counts or asks the planner about).
 */
export function readStatements(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  options: ReadOptions,
): { rows: Statement; count: Statement | null } {
  const params = options.from?.params ?? new Params();
  const from = options.from?.sql ?? `${qualified(table)} _t0`;
  const list = new SelectBuilder(cache).list(table, query.select, '_t0');
  const where = whereSql(table, query.where, '_t0', params, list.conditions);
  const limit = effectiveLimit(query.limit, options.maxRows);
  const paging = `${limit !== null ? `limit ${limit}` : ''} ${query.offset ? `offset ${query.offset}` : ''}`;
  const rowsSql = `select ${list.columns} from ${from} ${list.joins} ${where} ${orderSql(table, query.order, '_t0')} ${paging}`;
  return {
    rows: { text: aggregate(rowsSql, options.stripNulls), values: params.values },
    count: options.count ? { text: `select 1 from ${from} ${where}`, values: params.values } : null,
  };
}

/**
 * A data-changing statement. `returning` statements answer one row
 * { body, total, inserted }; others are run for their affected-row count.
 */
export interface Mutation extends Statement {
  returning: boolean;
}

export interface MutationOptions {
  representation: boolean;
  stripNulls: boolean;
}

const INSERTED = '_pgrst_inserted';

/** Wraps `changeSql` (aliased _t0) so that it reports the selected shape, the row count and how many rows were inserted. */
function withReturning(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  changeSql: string,
  options: MutationOptions,
  insertFlag: boolean,
): string {
  const flag = insertFlag ? `(_t0.xmax = 0)` : 'false';
  let body = 'null::text';
  if (options.representation) {
    const list = new SelectBuilder(cache).list(table, query.select, '_t0');
    body = `(${aggregate(`select ${list.columns} from _changed _t0 ${list.joins}`, options.stripNulls)})`;
  }
  return (
    `with _changed as (${changeSql} returning _t0.*, ${flag} as ${INSERTED}) ` +
    `select ${body} as body, (select count(*) from _changed)::int as total, ` +
    `(select count(*) from _changed where ${INSERTED})::int as inserted`
  );
}

function checkColumns(table: Table, names: string[]): void {
  for (const name of names) {
    if (!table.columns.includes(name)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
    }
  }
}

export interface InsertOptions extends MutationOptions {
  resolution: 'merge' | 'ignore' | null;
  /** Prefer: missing=default — a key absent from a row takes the column default, not null. */
  missingDefault: boolean;
}

export function insertStatement(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  rows: Record<string, unknown>[],
  options: InsertOptions,
): Mutation {
  const names = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(table, names);
  const params = new Params();
  const target = `${qualified(table)} as _t0`;
  let insertSql: string;
  if (names.length === 0) {
    if (rows.length !== 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
    insertSql = `insert into ${target} default values`;
  } else if (options.missingDefault) {
    // VALUES accepts DEFAULT per cell; present values are typed through the table's row type.
    const tuples = rows.map((row) => {
      const record = `json_populate_record(null::${qualified(table)}, ${params.add(JSON.stringify(row))}::json)`;
      return `(${names.map((n) => (n in row ? `(${record}).${quoteIdent(n)}` : 'default')).join(', ')})`;
    });
    insertSql = `insert into ${target} (${names.map(quoteIdent).join(', ')}) values ${tuples.join(', ')}`;
  } else {
    const cols = names.map(quoteIdent).join(', ');
    const source = `json_populate_recordset(null::${qualified(table)}, ${params.add(JSON.stringify(rows))}::json)`;
    insertSql = `insert into ${target} (${cols}) select ${cols} from ${source}`;
  }
  if (options.resolution) {
    const conflict = query.onConflict ?? table.primaryKey;
    if (conflict.length === 0) throw parseError('on_conflict', '', 'the table has no primary key; give on_conflict');
    checkColumns(table, conflict);
    // Setting the conflict column to itself still returns the row when the body holds nothing else.
    const updates = names.filter((name) => !conflict.includes(name));
    const sets = (updates.length ? updates : conflict.slice(0, 1)).map((n) => `${quoteIdent(n)} = excluded.${quoteIdent(n)}`);
    insertSql += ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${options.resolution === 'ignore' ? 'do nothing' : `do update set ${sets.join(', ')}`}`;
  }
  // A merge reports whether it inserted (201) or updated (200), which needs RETURNING.
  const returning = options.representation || options.resolution === 'merge';
  return { text: returning ? withReturning(cache, table, query, insertSql, options, true) : insertSql, values: params.values, returning };
}

export function updateStatement(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  patch: Record<string, unknown>,
  options: MutationOptions,
): Mutation | null {
  const names = Object.keys(patch);
  checkColumns(table, names);
  if (names.length === 0) return null;
  const params = new Params();
  const source = `json_populate_record(null::${qualified(table)}, ${params.add(JSON.stringify(patch))}::json) _b`;
  const sets = names.map((n) => `${quoteIdent(n)} = _b.${quoteIdent(n)}`).join(', ');
  const updateSql = `update ${qualified(table)} as _t0 set ${sets} from ${source} ${whereSql(table, query.where, '_t0', params)}`;
  const text = options.representation ? withReturning(cache, table, query, updateSql, options, false) : updateSql;
  return { text, values: params.values, returning: options.representation };
}

export function deleteStatement(cache: SchemaCache, table: Table, query: ReadQuery, options: MutationOptions): Mutation {
  const params = new Params();
  const deleteSql = `delete from ${qualified(table)} as _t0 ${whereSql(table, query.where, '_t0', params)}`;
  const text = options.representation ? withReturning(cache, table, query, deleteSql, options, false) : deleteSql;
  return { text, values: params.values, returning: options.representation };
}
