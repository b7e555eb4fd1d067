import type { Database } from '../db/types';
import { API_ROLES } from '../db/claims';

export interface Column {
  name: string;
  /** pg_type.typname, as Realtime reports it in `columns` (int8, text, _text, …). */
  type: string;
  /** format_type(), for casting filter values to the column's type. */
  sqlType: string;
  /** The API roles that may select the column. */
  selectableBy: string[];
}

export interface PublishedTable {
  schema: string;
  table: string;
  /** Quoted schema.table for SQL. */
  sqlName: string;
  columns: Column[];
  primaryKey: string[];
  rowSecurity: boolean;
  /** REPLICA IDENTITY FULL: old records carry every column, not only the primary key. */
  fullIdentity: boolean;
}

const TABLES_SQL = `
select p.schemaname as schema, p.tablename as "table", format('%I.%I', p.schemaname, p.tablename) as "sqlName",
       c.relrowsecurity as "rowSecurity", c.relreplident = 'f' as "fullIdentity",
       coalesce((select array_agg(a.attname::text order by k.n)
                   from pg_index i, unnest(i.indkey) with ordinality k (attnum, n), pg_attribute a
                  where i.indrelid = c.oid and i.indisprimary and a.attrelid = c.oid and a.attnum = k.attnum), '{}') as "primaryKey",
       (select jsonb_agg(jsonb_build_object(
                 'name', a.attname, 'type', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod),
                 'selectableBy', (select coalesce(jsonb_agg(r), '[]') from unnest($1::text[]) r
                                   where has_column_privilege(r, c.oid, a.attnum, 'SELECT')))
               order by a.attnum)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
  from pg_publication_tables p
  join pg_class c on c.oid = format('%I.%I', p.schemaname, p.tablename)::regclass
 where p.pubname = 'supabase_realtime' and p.schemaname <> 'local_backend'`;

/**
 * The tables of the supabase_realtime publication, each with the capture trigger that feeds
 * local_backend.realtime_changes. Read at start and again when a join names a table it does not
 * know, so a table published meanwhile (a migration, SQL) is picked up without a restart.
 */
export class Publication {
  private tables = new Map<string, PublishedTable>();

  constructor(private readonly db: Database) {}

  async refresh(): Promise<void> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.query('select local_backend.realtime_capture_published()');
      return tx.query<PublishedTable>(TABLES_SQL, [[...API_ROLES]]);
    });
    this.tables = new Map(rows.map((row) => [`${row.schema}.${row.table}`, row]));
  }

  get(schema: string, table: string): PublishedTable | undefined {
    return this.tables.get(`${schema}.${table}`);
  }

  /** Tables a binding names: `*` matches any schema or table. */
  matching(schema: string, table: string): PublishedTable[] {
    return [...this.tables.values()].filter((t) => (schema === '*' || t.schema === schema) && (table === '*' || t.table === table));
  }
}
