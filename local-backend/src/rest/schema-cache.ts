import type { Sql } from '../db/types';

export interface Table {
  name: string;
  columns: string[];
  primaryKey: string[];
}

/** A foreign key from `table`.`columns` to `foreignTable`.`foreignColumns`. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
}

/**
 * Like PostgREST's schema cache: the exposed schema's tables, columns and keys,
 * read from the catalog once at start. Every identifier in a request is checked
 * against it before it reaches SQL.
 */
export async function loadSchemaCache(sql: Sql, schema = 'public'): Promise<SchemaCache> {
  const columns = await sql.query<{ table_name: string; columns: string }>(
    `select c.relname as table_name,
            json_agg(a.attname::text order by a.attnum)::text as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      group by c.relname`,
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
      where n.nspname = $1 and (con.contype = 'p' or (con.contype = 'f' and fn.nspname = $1))`,
    [schema],
  );

  const tables = new Map<string, Table>();
  for (const row of columns) tables.set(row.table_name, { name: row.table_name, columns: JSON.parse(row.columns) as string[], primaryKey: [] });
  const foreignKeys: ForeignKey[] = [];
  for (const row of constraints) {
    const keys = JSON.parse(row.keys) as { columns: string[]; foreign: string[] | null };
    if (row.kind === 'p') {
      const table = tables.get(row.table_name);
      if (table) table.primaryKey = keys.columns;
    } else if (row.foreign_table && keys.foreign) {
      foreignKeys.push({ name: row.name, table: row.table_name, columns: keys.columns, foreignTable: row.foreign_table, foreignColumns: keys.foreign });
    }
  }
  return { tables, foreignKeys };
}
