import { actAs } from '../db/claims';
import type { Database } from '../db/types';
import { filterParams, filterSql, type Filter } from './filters';
import type { PublishedTable } from './publication';
import type { Json } from './serializer';

export type Row = Record<string, Json>;

/**
 * Which of one claims group's filter sets a change passes, decided in the database as that
 * group's role and claims: one query for every subscriber with identical claims. The row must
 * still be selectable by primary key under the table's policies (skipped for DELETE, as Realtime
 * does: the row is gone), and each filter is compared with the column's type against `row`.
 * A filter on a column `row` lacks (an old record without REPLICA IDENTITY FULL) fails.
 */
export async function passing(
  db: Database,
  table: PublishedTable,
  row: Row,
  checkRowSecurity: boolean,
  role: string,
  claims: object,
  filterSets: Filter[][],
): Promise<boolean[]> {
  const applicable = filterSets.map((filters) => filters.every((filter) => filter.column in row));
  const tests: string[] = [];
  const params: unknown[] = [JSON.stringify(row)];
  const testOf = filterSets.map((filters, i) => {
    if (!applicable[i] || filters.length === 0) return -1;
    const sql = filters.map((filter) => {
      const column = table.columns.find((c) => c.name === filter.column)!;
      const expression = filterSql(filter, column.sqlType, params.length + 1);
      params.push(...filterParams(filter));
      return expression;
    });
    tests.push(sql.join(' and '));
    return tests.length - 1;
  });
  if (!checkRowSecurity && tests.length === 0) return applicable;

  const key = table.primaryKey.map((c) => `t."${c.replace(/"/g, '""')}" = r."${c.replace(/"/g, '""')}"`).join(' and ');
  const select = [
    checkRowSecurity ? `exists (select 1 from ${table.sqlName} t where ${key}) as visible` : 'true as visible',
    ...tests.map((test, i) => `${test} as f${i}`),
  ];
  const [result] = await db.transaction(async (tx) => {
    await actAs(tx, role, claims);
    return tx.query<Record<string, boolean>>(`select ${select.join(', ')} from jsonb_populate_record(null::${table.sqlName}, $1::jsonb) r`, params);
  });
  if (!result?.visible) return filterSets.map(() => false);
  return testOf.map((test, i) => applicable[i]! && (test < 0 || result[`f${test}`] === true));
}
