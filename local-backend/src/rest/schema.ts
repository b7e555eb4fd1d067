/**
 * The exposed schema as the REST layer sees it: tables, keys and functions. Read from the
 * catalog by schema-cache.ts (and, for keys through views, view-keys.ts).
 */

export interface Table {
  name: string;
  columns: string[];
  /** Column name → SQL type as format_type() spells it. */
  types: Record<string, string>;
  primaryKey: string[];
  /** Column sets of the primary key and every unique constraint. */
  uniqueKeys: string[][];
  /** A view or materialized view: no constraint names or key columns embed it (PostgREST's relFTableIsView). */
  isView: boolean;
}

/** A foreign key from `table`.`columns` to `foreignTable`.`foreignColumns` (either may be a view showing the key's columns). */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionArg {
  /** '' for an unnamed argument. */
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

/** What a function's result looks like to the REST layer. */
export type FunctionResult =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A composite (table row type, OUT parameters or RETURNS TABLE): filterable like a table. */
  | { kind: 'rows'; table: Table };

export interface SqlFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** 'i' immutable, 's' stable, 'v' volatile. */
  volatility: string;
  result: FunctionResult;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  /** Overloads by name. */
  functions: Map<string, SqlFunction[]>;
}
