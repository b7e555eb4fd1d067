import { missingColumn, RestError } from './errors';
import type { Condition, OrderTerm, ReadQuery, SelectItem } from './parse-query';
import type { ForeignKey, SchemaCache, Table } from './schema-cache';

/**
 * SQL for the PostgREST subset. Identifiers only ever come from the schema cache
 * (and are quoted anyway); every value from the request is a bind parameter.
 */

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function qualified(table: Table): string {
  return `public.${quoteIdent(table.name)}`;
}

function column(table: Table, name: string, alias: string): string {
  if (!table.columns.includes(name)) throw missingColumn(table.name, name);
  return `${alias}.${quoteIdent(name)}`;
}

export function requireTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (!table) {
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return table;
}

interface Embedding {
  target: Table;
  key: ForeignKey;
  /** true when the foreign key sits on the embedding table: at most one related row. */
  toOne: boolean;
}

function findEmbedding(cache: SchemaCache, from: Table, item: Extract<SelectItem, { kind: 'embed' }>): Embedding {
  const target = cache.tables.get(item.relation);
  const notFound = () =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${item.relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${item.relation}' in the schema 'public', but no matches were found.`,
    );
  if (!target) throw notFound();
  const matchesHint = (key: ForeignKey) => !item.hint || key.name === item.hint || key.columns.includes(item.hint);
  const candidates: Embedding[] = [
    ...cache.foreignKeys.filter((key) => key.table === from.name && key.foreignTable === target.name).map((key) => ({ target, key, toOne: true })),
    ...cache.foreignKeys.filter((key) => key.table === target.name && key.foreignTable === from.name).map((key) => ({ target, key, toOne: false })),
  ].filter((candidate) => matchesHint(candidate.key));
  if (candidates.length === 0) throw notFound();
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${item.relation}'`,
      candidates.map((c) => c.key.name).join(', '),
      `Try changing '${item.relation}' to one of the following: ${candidates.map((c) => `'${item.relation}!${c.key.name}'`).join(', ')}.`,
    );
  }
  return candidates[0]!;
}

function joinCondition(embedding: Embedding, outer: string, inner: string): string {
  const { key, toOne } = embedding;
  return key.columns
    .map((col, i) => {
      const foreign = quoteIdent(key.foreignColumns[i]!);
      const local = quoteIdent(col);
      return toOne ? `${inner}.${foreign} = ${outer}.${local}` : `${inner}.${local} = ${outer}.${foreign}`;
    })
    .join(' and ');
}

/** Builds the select list for `table` aliased `alias`; embeds become correlated JSON subqueries. */
export class SelectBuilder {
  private depth = 0;
  /** exists(...) conditions contributed by !inner embeds of the top level. */
  readonly innerJoins: string[] = [];

  constructor(private readonly cache: SchemaCache) {}

  list(table: Table, items: SelectItem[], alias: string, topLevel = true): string {
    const parts: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        for (const name of table.columns) parts.push(`${alias}.${quoteIdent(name)}`);
      } else if (item.kind === 'column') {
        const expr = column(table, item.name, alias) + (item.cast ? `::${item.cast}` : '');
        parts.push(`${expr} as ${quoteIdent(item.alias ?? item.name)}`);
      } else {
        const embedding = findEmbedding(this.cache, table, item);
        const inner = `_t${++this.depth}`;
        const join = joinCondition(embedding, alias, inner);
        const source = `${qualified(embedding.target)} ${inner}`;
        const sub = this.list(embedding.target, item.items, inner, false);
        const name = quoteIdent(item.alias ?? item.relation);
        parts.push(
          embedding.toOne
            ? `(select row_to_json(_e) from (select ${sub} from ${source} where ${join} limit 1) _e) as ${name}`
            : `coalesce((select json_agg(_e) from (select ${sub} from ${source} where ${join}) _e), '[]'::json) as ${name}`,
        );
        if (item.inner && topLevel) this.innerJoins.push(`exists (select 1 from ${source} where ${join})`);
      }
    }
    if (parts.length === 0) throw new RestError(400, 'PGRST100', 'failed to parse select parameter', 'nothing selected');
    return parts.join(', ');
  }
}

function conditionSql(table: Table, condition: Condition, alias: string, params: Params): string {
  if (condition.kind === 'logic') {
    const joined = condition.children.map((child) => conditionSql(table, child, alias, params)).join(` ${condition.op} `);
    const sql = `(${joined || (condition.op === 'and' ? 'true' : 'false')})`;
    return condition.negate ? `not ${sql}` : sql;
  }
  const col = column(table, condition.column, alias);
  const { value } = condition;
  let sql: string;
  switch (condition.op) {
    case 'in': {
      const list = value as string[];
      sql = list.length ? `${col} in (${list.map((v) => params.add(v)).join(', ')})` : 'false';
      break;
    }
    case 'is': {
      const keyword = (value as string).toLowerCase();
      sql = keyword === 'not_null' ? `${col} is not null` : `${col} is ${keyword}`;
      break;
    }
    case 'like':
    case 'ilike':
      sql = `${col}::text ${condition.op} ${params.add((value as string).replace(/\*/g, '%'))}`;
      break;
    default: {
      const operators = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
      sql = `${col} ${operators[condition.op]} ${params.add(value)}`;
    }
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
      .map((t) => `${column(table, t.column, alias)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`)
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

export function readStatements(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  options: { count: boolean; stripNulls: boolean },
): { rows: Statement; count: Statement | null } {
  const params = new Params();
  const builder = new SelectBuilder(cache);
  const list = builder.list(table, query.select, '_t0');
  const where = whereSql(table, query.where, '_t0', params, builder.innerJoins);
  const paging = `${query.limit !== null ? `limit ${query.limit}` : ''} ${query.offset ? `offset ${query.offset}` : ''}`;
  const rowsSql = `select ${list} from ${qualified(table)} _t0 ${where} ${orderSql(table, query.order, '_t0')} ${paging}`;
  return {
    rows: { text: aggregate(rowsSql, options.stripNulls), values: params.values },
    count: options.count ? { text: `select count(*)::int as total from ${qualified(table)} _t0 ${where}`, values: params.values } : null,
  };
}

export interface Mutation {
  /** The data-changing statement with or without RETURNING of the selected shape. */
  statement: Statement;
  returnsBody: boolean;
}

function returning(cache: SchemaCache, table: Table, query: ReadQuery, changeSql: string, params: Params, stripNulls: boolean): string {
  const list = new SelectBuilder(cache).list(table, query.select, '_t0');
  return `with _changed as (${changeSql} returning _t0.*) ${aggregate(`select ${list} from _changed _t0`, stripNulls)}`;
}

function checkColumns(table: Table, names: string[]): void {
  for (const name of names) {
    if (!table.columns.includes(name)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
    }
  }
}

export interface MutationOptions {
  representation: boolean;
  stripNulls: boolean;
}

export function insertStatement(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  rows: Record<string, unknown>[],
  resolution: 'merge' | 'ignore' | null,
  options: MutationOptions,
): Statement {
  const names = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(table, names);
  const params = new Params();
  let insertSql: string;
  if (names.length === 0) {
    if (rows.length !== 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
    insertSql = `insert into ${qualified(table)} as _t0 default values`;
  } else {
    const cols = names.map(quoteIdent).join(', ');
    const source = `json_populate_recordset(null::${qualified(table)}, ${params.add(JSON.stringify(rows))}::json)`;
    insertSql = `insert into ${qualified(table)} as _t0 (${cols}) select ${cols} from ${source}`;
  }
  if (resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (target.length === 0) throw new RestError(400, 'PGRST100', 'failed to parse on_conflict', 'the table has no primary key; give on_conflict');
    checkColumns(table, target);
    const updates = names.filter((name) => !target.includes(name));
    const action =
      resolution === 'ignore' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.map((n) => `${quoteIdent(n)} = excluded.${quoteIdent(n)}`).join(', ')}`;
    insertSql += ` on conflict (${target.map(quoteIdent).join(', ')}) ${action}`;
  }
  const text = options.representation ? returning(cache, table, query, insertSql, params, options.stripNulls) : insertSql;
  return { text, values: params.values };
}

export function updateStatement(
  cache: SchemaCache,
  table: Table,
  query: ReadQuery,
  patch: Record<string, unknown>,
  options: MutationOptions,
): Statement | null {
  const names = Object.keys(patch);
  checkColumns(table, names);
  if (names.length === 0) return null;
  const params = new Params();
  const source = `json_populate_record(null::${qualified(table)}, ${params.add(JSON.stringify(patch))}::json) _b`;
  const sets = names.map((n) => `${quoteIdent(n)} = _b.${quoteIdent(n)}`).join(', ');
  const where = whereSql(table, query.where, '_t0', params);
  const updateSql = `update ${qualified(table)} as _t0 set ${sets} from ${source} ${where}`;
  const text = options.representation ? returning(cache, table, query, updateSql, params, options.stripNulls) : updateSql;
  return { text, values: params.values };
}

export function deleteStatement(cache: SchemaCache, table: Table, query: ReadQuery, options: MutationOptions): Statement {
  const params = new Params();
  const deleteSql = `delete from ${qualified(table)} as _t0 ${whereSql(table, query.where, '_t0', params)}`;
  const text = options.representation ? returning(cache, table, query, deleteSql, params, options.stripNulls) : deleteSql;
  return { text, values: params.values };
}
