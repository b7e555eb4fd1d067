import type { Sql } from './types';

/**
 * Runs the rest of tx as role with request.jwt.claims set, as PostgREST does, so that
 * row-level security and auth.uid() decide. Local to the transaction.
 */
export async function actAs(tx: Sql, role: string, claims: object): Promise<void> {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [JSON.stringify(claims), role]);
}
