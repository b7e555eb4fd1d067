import type { Sql } from './types';

/** The database roles a request's token may act as (REST, Storage, Realtime); any other is refused. */
export const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs the rest of tx as role with request.jwt.claims set, as PostgREST does, so that
 * row-level security and auth.uid() decide. Local to the transaction; `readOnly` also makes the
 * transaction read-only (PostgREST's GET and HEAD), in the same statement.
 */
export async function actAs(tx: Sql, role: string, claims: object, { readOnly = false }: { readOnly?: boolean } = {}): Promise<void> {
  const readOnlySql = readOnly ? `, set_config('transaction_read_only', 'on', true)` : '';
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)${readOnlySql}`, [
    JSON.stringify(claims),
    role,
  ]);
}
