import type { SupabaseClient } from '@supabase/supabase-js';
import type { BackendError } from './backend';

/** An Edge Function's refusal: its JSON body (`code`, `hint`, …) and HTTP status, as the page's refusals read them. */
export class FunctionRefused extends Error implements BackendError {
  readonly code?: string;
  readonly details?: string | null;
  readonly hint?: string | null;
  constructor(
    body: BackendError,
    readonly status: number,
  ) {
    super(body.message ?? `refused (${status})`);
    this.code = body.code;
    this.details = body.details;
    this.hint = body.hint;
  }
}

/**
 * Calls an Edge Function; a refusal throws FunctionRefused with the body the function sent, since
 * supabase-js leaves it unread in the error's response.
 */
export async function invokeFunction<T>(supabase: SupabaseClient, name: string, body: object): Promise<T> {
  const { data, error } = await supabase.functions.invoke(name, { body });
  if (!error) return data as T;
  const response = (error as { context?: { status?: number; json?: () => Promise<unknown> } }).context;
  const refused = response?.json ? ((await response.json().catch(() => ({}))) as BackendError) : {};
  throw new FunctionRefused(refused, response?.status ?? 0);
}
