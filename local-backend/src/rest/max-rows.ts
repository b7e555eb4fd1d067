import fs from 'node:fs';
import path from 'node:path';
import { parseToml } from '../auth/toml';

export const DEFAULT_MAX_ROWS = 1000;

/** `[api] max_rows` from supabase/config.toml, as the Supabase CLI passes it to PostgREST (db-max-rows). */
export function readMaxRows(supabaseDir: string): number {
  let text: string;
  try {
    text = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
  } catch {
    return DEFAULT_MAX_ROWS;
  }
  const api = parseToml(text)['api'];
  const value = typeof api === 'object' && !Array.isArray(api) ? api['max_rows'] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_ROWS;
}
