import { actAs } from '../db/claims';
import type { Database } from '../db/types';
import { filterParams, filterSql, type Filter } from './filters';
import type { PublishedTable } from './publication';
import type { Json } from './serializer';

export type Row = Record<string, Json>;

/** A changed row to test, and whether the role must still be able to select it by key. */
export interface Candidate {
  row: Row;
  checkRowSecurity: boolean;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Which of one claims group's filter sets each changed row passes, decided in the database as
 * that group's role and claims: one query for every subscriber with identical claims and every
 * change of the batch. A row that needs it must still be selectable by primary key under the
 * table's policies (not for DELETE, as on Realtime: the row is gone); each filter is compared
 * with the column's type. A filter on a column the row lacks (an old record without REPLICA
 * IDENTITY FULL) fails. Returns [candidate][filter set].
 */
export async function passing(
  db: Database,
  table: PublishedTable,
  candidates: Candidate[],
  role: string,
  claims: object,
  filterSets: Filter[][],
): Promise<boolean[][]> {
  const params: unknown[] = [candidates.map((c) => JSON.stringify(c.row)), candidates.map((c) => c.checkRowSecurity)];
  const tests = filterSets.map((filters) =>
    filters.length === 0
      ? null
      : filters
          .map((filter) => {
            const column = table.columns.find((c) => c.name === filter.column)!;
            const sql = filterSql(filter, column.sqlType, params.length + 1);
            params.push(...filterParams(filter));
            return sql;
          })
          .join(' and '),
  );
  const anyCheck = candidates.some((c) => c.checkRowSecurity);
  const applicable = (row: Row, set: number) => filterSets[set]!.every((filter) => filter.column in row);
  if (!anyCheck && tests.every((test) => test === null)) return candidates.map(({ row }) => filterSets.map((_, i) => applicable(row, i)));

  const key = table.primaryKey.map((c) => `t.${ident(c)} = r.${ident(c)}`).join(' and ');
  const select = [
    'u.n',
    anyCheck ? `(not u.checked or exists (select 1 from ${table.sqlName} t where ${key})) as visible` : 'true as visible',
    ...tests.map((test, i) => `${test ?? 'true'} as f${i}`),
  ];
  const rows = await db.transaction(async (tx) => {
    await actAs(tx, role, claims);
    return tx.query<Record<string, boolean | number>>(
      `select ${select.join(', ')}
         from unnest($1::jsonb[], $2::boolean[]) with ordinality as u (doc, checked, n),
              lateral jsonb_populate_record(null::${table.sqlName}, u.doc) r
        order by u.n`,
      params,
    );
  });
  return candidates.map(({ row }, i) => {
    const result = rows[i]!;
    return filterSets.map((_, set) => result.visible === true && applicable(row, set) && result[`f${set}`] === true);
  });
}
