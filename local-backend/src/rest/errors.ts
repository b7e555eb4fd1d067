import type { PgError } from '../db/types';

/** An error answered in PostgREST's shape: { code, message, details, hint }. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or (PGRST201) the candidate relationships. */
    readonly details: string | null | readonly object[] = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export function parseError(what: string, value: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `failed to parse ${what} (${value})`, details);
}

export function missingColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
function statusFor(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '53400' || code === '42P17') return 500;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function fromPgError(error: PgError, anonymous: boolean): RestError {
  return new RestError(statusFor(error.code, anonymous), error.code, error.message, error.detail ?? null, error.hint ?? null);
}
