import type { Sql } from '../db/types';
import type { Statement } from './build-sql';
import type { CountMethod } from './preferences';

/** The planner's row estimate for `select 1 from …` (PostgREST's preparePlanRows: the top plan's "Plan Rows"). */
async function plannedRows(tx: Sql, base: Statement): Promise<number> {
  const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${base.text}`, base.values);
  const output = row!['QUERY PLAN'];
  const plan = (typeof output === 'string' ? JSON.parse(output) : output) as { Plan: { 'Plan Rows': number } }[];
  return plan[0]!.Plan['Plan Rows'];
}

async function exactRows(tx: Sql, base: Statement, limit?: number): Promise<number> {
  const limited = limit === undefined ? base.text : `${base.text} limit ${limit}`;
  const [row] = await tx.query<{ total: number }>(`select count(*)::int as total from (${limited}) _c`, base.values);
  return Number(row!.total);
}

/**
 * The total for Content-Range, as PostgREST 12 computes it (src/PostgREST/Query.hs resultSetWTotal):
 * exact counts every row; planned takes the planner's estimate; estimated counts exactly up to
 * max-rows and beyond that takes the larger of that count and the estimate.
 */
export async function countRows(tx: Sql, base: Statement, method: CountMethod, maxRows: number | null): Promise<number> {
  if (method === 'exact') return exactRows(tx, base);
  if (method === 'planned') return plannedRows(tx, base);
  if (maxRows === null) return exactRows(tx, base);
  const counted = await exactRows(tx, base, maxRows + 1);
  return counted > maxRows ? Math.max(counted, await plannedRows(tx, base)) : counted;
}
