import type { Sql } from '../db/types';
import type { ForeignKey } from './schema';

/**
 * Foreign keys as seen through views, as PostgREST 12 finds them (src/PostgREST/SchemaCache.hs
 * allViewsKeyDependencies, addViewM2OAndO2ORels): a view column that is a key column of a base table
 * (through any number of views) carries that key, so a view embeds and is embedded like its table.
 * The column origins come from each view's stored query (pg_rewrite.ev_action), whose target list
 * records `resorigtbl`/`resorigcol` for plain column references.
 */

type Value = string | NodeTree | Value[];
interface NodeTree {
  type: string;
  fields: Record<string, Value>;
}

/** pg_node_tree text: `{NODE :field value …}`, lists in parentheses, atoms with backslash escapes. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) i++;
    else if ('(){}'.includes(ch)) tokens.push(text[i++]!);
    else {
      let atom = '';
      while (i < text.length && !/\s/.test(text[i]!) && !'(){}'.includes(text[i]!)) {
        if (text[i] === '\\') i++;
        atom += text[i++] ?? '';
      }
      tokens.push(atom);
    }
  }
  return tokens;
}

function parse(tokens: string[]): Value {
  let at = 0;
  const value = (): Value => {
    const token = tokens[at++]!;
    if (token === '(') {
      const items: Value[] = [];
      while (tokens[at] !== ')' && at < tokens.length) items.push(value());
      at++;
      return items;
    }
    if (token === '{') {
      const node: NodeTree = { type: tokens[at++]!, fields: {} };
      while (tokens[at] !== '}' && at < tokens.length) {
        const key = tokens[at++]!;
        if (!key.startsWith(':')) continue; // the rest of a multi-token value, e.g. a Datum's bytes
        node.fields[key.slice(1)] = tokens[at] === '}' || tokens[at]!.startsWith(':') ? '' : value();
      }
      at++;
      return node;
    }
    return token;
  };
  return value();
}

const isNode = (value: Value | undefined): value is NodeTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** View column name → [base relation oid, attnum] for the view's plain column references. */
function columnOrigins(definition: string): Map<string, [number, number]> {
  const origins = new Map<string, [number, number]>();
  const rules = parse(tokenize(definition));
  const query = Array.isArray(rules) ? rules[0] : undefined;
  const targets = isNode(query) ? query.fields['targetList'] : undefined;
  if (!Array.isArray(targets)) return origins;
  for (const entry of targets) {
    if (!isNode(entry) || entry.fields['resjunk'] === 'true') continue;
    const table = Number(entry.fields['resorigtbl']);
    const column = Number(entry.fields['resorigcol']);
    if (table && column && typeof entry.fields['resname'] === 'string') origins.set(entry.fields['resname'], [table, column]);
  }
  return origins;
}

interface Relation {
  oid: number;
  name: string;
  columns: Map<number, string>;
}

/** For each base column `table.column`, the view columns that show it: "view\0column". */
function viewColumnsByBase(views: { oid: number; definition: string }[], relations: Map<number, Relation>): Map<string, string[]> {
  const origins = new Map(views.map((v) => [v.oid, columnOrigins(v.definition)]));
  const byBase = new Map<string, string[]>();
  for (const [viewOid, columns] of origins) {
    for (const name of columns.keys()) {
      // Follow views over views down to a table (a cycle cannot occur in PostgreSQL).
      let origin = columns.get(name);
      for (let hops = 0; origin && origins.has(origin[0]) && hops < 32; hops++) {
        const inner = relations.get(origin[0])?.columns.get(origin[1]);
        origin = inner === undefined ? undefined : origins.get(origin[0])!.get(inner);
      }
      const base = origin && relations.get(origin[0]);
      const baseColumn = origin && base?.columns.get(origin[1]);
      const view = relations.get(viewOid);
      if (!base || baseColumn === undefined || !view) continue;
      const key = `${base.name}\0${baseColumn}`;
      byBase.set(key, [...(byBase.get(key) ?? []), `${view.name}\0${name}`]);
    }
  }
  return byBase;
}

/** The ways `columns` of `table` appear in views: per view, each combination of view columns. */
function viewsShowing(byBase: Map<string, string[]>, table: string, columns: string[]): { view: string; columns: string[] }[] {
  const perColumn = columns.map((c) => byBase.get(`${table}\0${c}`) ?? []);
  const views = new Set(perColumn[0]?.map((entry) => entry.split('\0')[0]!));
  const found: { view: string; columns: string[] }[] = [];
  for (const view of views) {
    let combos: string[][] = [[]];
    for (const candidates of perColumn) {
      const mine = candidates.filter((entry) => entry.startsWith(`${view}\0`)).map((entry) => entry.split('\0')[1]!);
      combos = combos.flatMap((combo) => mine.map((c) => [...combo, c]));
    }
    for (const combo of combos) found.push({ view, columns: combo });
  }
  return found;
}

/** Keys from views to tables, tables to views and views to views, for the base keys given. */
export async function viewForeignKeys(sql: Sql, schema: string, keys: ForeignKey[]): Promise<ForeignKey[]> {
  const views = await sql.query<{ oid: number; definition: string }>(
    `select c.oid::int as oid, r.ev_action::text as definition
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_rewrite r on r.ev_class = c.oid
      where n.nspname = $1 and c.relkind in ('v', 'm')`,
    [schema],
  );
  if (views.length === 0) return [];
  const rows = await sql.query<{ oid: number; name: string; columns: string }>(
    `select c.oid::int as oid, c.relname::text as name,
            json_object_agg(a.attnum, a.attname)::text as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      group by c.oid, c.relname`,
    [schema],
  );
  const relations = new Map(
    rows.map((r) => [
      r.oid,
      {
        oid: r.oid,
        name: r.name,
        columns: new Map(Object.entries(JSON.parse(r.columns) as Record<string, string>).map(([n, c]) => [Number(n), c])),
      },
    ]),
  );
  const byBase = viewColumnsByBase(views, relations);
  const derived: ForeignKey[] = [];
  for (const key of keys) {
    const fromViews = viewsShowing(byBase, key.table, key.columns);
    const toViews = viewsShowing(byBase, key.foreignTable, key.foreignColumns);
    for (const v of fromViews) derived.push({ ...key, table: v.view, columns: v.columns });
    for (const w of toViews) derived.push({ ...key, foreignTable: w.view, foreignColumns: w.columns });
    for (const v of fromViews)
      for (const w of toViews) derived.push({ ...key, table: v.view, columns: v.columns, foreignTable: w.view, foreignColumns: w.columns });
  }
  return derived;
}
