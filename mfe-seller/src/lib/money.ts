/** Money in whole cents: sums of amounts stay exact (PostgREST sends numerics as strings). */
export const toCents = (amount: unknown): number => Math.round(Number(amount) * 100);
