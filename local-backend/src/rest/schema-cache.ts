import type { Sql } from '../db/types';
import type { ForeignKey, FunctionResult, SchemaCache, SqlFunction, Table } from './schema';
import { viewForeignKeys } from './view-keys';

interface FunctionRow {
  name: string;
  returns_set: boolean;
  volatility: string;
  defaults: number;
  args: string | null;
  return_type: string;
  return_kind: string;
  return_relation: string | null;
  return_columns: string | null;
}

/** Reads the exposed schema's functions (not procedures, aggregates or trigger functions). */
async function loadFunctions(sql: Sql, schema: string, tables: Map<string, Table>): Promise<Map<string, SqlFunction[]>> {
  const rows = await sql.query<FunctionRow>(
    `select p.proname::text as name, p.proretset as returns_set, p.provolatile::text as volatility,
            p.pronargdefaults::int as defaults,
            (select json_agg(json_build_object('name', coalesce(p.proargnames[a.i], ''), 'type', format_type(a.t, null),
                                               'mode', coalesce(p.proargmodes[a.i]::text, 'i')) order by a.i)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, i))::text as args,
            format_type(p.prorettype, null) as return_type, rt.typtype::text as return_kind,
            case when rn.nspname = $1 then rc.relname::text end as return_relation,
            (select json_agg(json_build_array(a.attname::text, format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)::text as return_columns
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid
       left join pg_namespace rn on rn.oid = rc.relnamespace
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
    [schema],
  );
  const functions = new Map<string, SqlFunction[]>();
  for (const row of rows) {
    const all = (row.args ? JSON.parse(row.args) : []) as { name: string; type: string; mode: string }[];
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - row.defaults;
    const args = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault, variadic: a.mode === 'v' }));
    let result: FunctionResult;
    if (row.return_type === 'void') result = { kind: 'void' };
    else if (row.return_kind === 'c' && row.return_columns) {
      const columns = JSON.parse(row.return_columns) as [string, string][];
      // A table's row type keeps the table's name and keys, so its relationships embed.
      const table = row.return_relation ? tables.get(row.return_relation) : undefined;
      result = { kind: 'rows', table: table ?? composite(row.name, columns) };
    } else if (row.return_type === 'record' && outputs.length > 0) {
      result = {
        kind: 'rows',
        table: composite(
          row.name,
          outputs.map((o) => [o.name, o.type]),
        ),
      };
    } else result = { kind: 'scalar', type: row.return_type };
    const fn: SqlFunction = { name: row.name, args, returnsSet: row.returns_set, volatility: row.volatility, result };
    functions.set(row.name, [...(functions.get(row.name) ?? []), fn]);
  }
  return functions;
}

function composite(name: string, columns: [string, string][], isView = false): Table {
  return { name, columns: columns.map(([c]) => c), types: Object.fromEntries(columns), primaryKey: [], uniqueKeys: [], isView };
}

/**
 * Like PostgREST's schema cache: the exposed schema's tables, columns, keys and
 * functions, read from the catalog once at start. Every identifier in a request
 * is checked against it before it reaches SQL.
 */
export async function loadSchemaCache(sql: Sql, schema = 'public'): Promise<SchemaCache> {
  const columns = await sql.query<{ table_name: string; is_view: boolean; columns: string }>(
    `select c.relname as table_name, c.relkind in ('v', 'm') as is_view,
            json_agg(json_build_array(a.attname::text, format_type(a.atttypid, a.atttypmod)) order by a.attnum)::text as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      group by c.relname, c.relkind`,
    [schema],
  );
  const constraints = await sql.query<{ name: string; kind: string; table_name: string; foreign_table: string | null; keys: string }>(
    `select con.conname::text as name, con.contype::text as kind, cl.relname::text as table_name, ft.relname::text as foreign_table,
            json_build_object(
              'columns', (select json_agg(a.attname::text order by k.i) from unnest(con.conkey) with ordinality k(n, i)
                            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
              'foreign', (select json_agg(a.attname::text order by k.i) from unnest(con.confkey) with ordinality k(n, i)
                            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)
            )::text as keys
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_namespace n on n.oid = cl.relnamespace
       left join pg_class ft on ft.oid = con.confrelid
       left join pg_namespace fn on fn.oid = ft.relnamespace
      where n.nspname = $1 and (con.contype in ('p', 'u') or (con.contype = 'f' and fn.nspname = $1))`,
    [schema],
  );

  const tables = new Map<string, Table>();
  for (const row of columns)
    tables.set(row.table_name, composite(row.table_name, JSON.parse(row.columns) as [string, string][], row.is_view));
  const foreignKeys: ForeignKey[] = [];
  for (const row of constraints) {
    const keys = JSON.parse(row.keys) as { columns: string[]; foreign: string[] | null };
    const table = tables.get(row.table_name);
    if (row.kind === 'p' || row.kind === 'u') {
      if (!table) continue;
      if (row.kind === 'p') table.primaryKey = keys.columns;
      table.uniqueKeys.push(keys.columns);
    } else if (row.foreign_table && keys.foreign) {
      foreignKeys.push({
        name: row.name,
        table: row.table_name,
        columns: keys.columns,
        foreignTable: row.foreign_table,
        foreignColumns: keys.foreign,
      });
    }
  }
  foreignKeys.push(...(await viewForeignKeys(sql, schema, foreignKeys)));
  return { tables, foreignKeys, functions: await loadFunctions(sql, schema, tables) };
}
