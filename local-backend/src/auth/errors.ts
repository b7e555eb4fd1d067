import type { IncomingMessage } from 'node:http';

/** An error answered in Supabase Auth's shape; `code` is its error_code (e.g. invalid_credentials). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** The API version the client asked for, when it is one we know (supabase-js sends 2024-01-01). */
export function requestedApiVersion(req: IncomingMessage): string | null {
  const value = req.headers[API_VERSION_HEADER];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

/**
 * Clients speaking API version 2024-01-01 get { code: <error_code>, message };
 * older ones get { code: <status>, error_code, msg }, as the Auth server answers.
 */
export function authErrorBody(error: AuthError, apiVersion: string | null): Record<string, unknown> {
  return apiVersion
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}
