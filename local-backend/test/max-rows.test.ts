import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MAX_ROWS, readMaxRows } from '../src/rest/max-rows';

function projectWith(toml: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'max-rows-'));
  if (toml !== null) fs.writeFileSync(path.join(dir, 'config.toml'), toml);
  return dir;
}

describe('readMaxRows: PostgREST db-max-rows from supabase/config.toml', () => {
  it('takes [api] max_rows when the project sets it', () => {
    expect(readMaxRows(projectWith('[api]\nmax_rows = 50\n'))).toBe(50);
  });

  it('falls back to 1000 when the key, the section or the file is missing, or the value is not a positive whole number', () => {
    expect(DEFAULT_MAX_ROWS).toBe(1000);
    expect(readMaxRows(projectWith('[api]\nport = 54321\n'))).toBe(1000);
    expect(readMaxRows(projectWith('[auth]\nmax_rows = 50\n'))).toBe(1000);
    expect(readMaxRows(projectWith(null))).toBe(1000);
    expect(readMaxRows(projectWith('[api]\nmax_rows = -5\n'))).toBe(1000);
  });
});
