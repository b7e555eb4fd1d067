import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@marketplace/tooling';
import { expect, test, type Page } from './test';

// The failure matrix of issue 14 is one table in the report, written by two specs: each remote's
// failures (trust-failure-matrix.spec.ts) and the backend's (trust-backend-failures.spec.ts).
// Each subject's rows go to a file of this run; whichever test reports last attaches the table.

export interface MatrixRow {
  subject: string;
  mode: string;
  outcome: string;
}

/** The five remotes and the backend. */
const SUBJECTS = 6;
const ROWS_DIR = path.join(tmpdir(), `trust-failure-matrix-${process.ppid}`);

const table = (rows: MatrixRow[]) =>
  ['| subject | failure | outcome |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.subject} | ${r.mode} | ${r.outcome} |`)].join('\n');

/** Records a subject's rows (the backend's flows report one file each under `subject · flow`). */
export async function reportMatrixRows(subject: string, rows: MatrixRow[], file = subject): Promise<void> {
  for (const row of rows)
    test.info().annotations.push({ type: 'failure-matrix', description: `${row.subject} · ${row.mode} · ${row.outcome}` });
  mkdirSync(ROWS_DIR, { recursive: true });
  writeFileSync(path.join(ROWS_DIR, `${file}.json`), JSON.stringify(rows));
  const files = readdirSync(ROWS_DIR).sort();
  const subjects = new Set(files.map((name) => name.split('~')[0]));
  if (subjects.size >= SUBJECTS) {
    const all = files.flatMap((name) => JSON.parse(readFileSync(path.join(ROWS_DIR, name), 'utf8')) as MatrixRow[]);
    await test.info().attach('failure-matrix.md', { body: table(all), contentType: 'text/markdown' });
    console.log(`\nFailure matrix\n${table(all)}\n`);
  } else {
    await test.info().attach(`failure-matrix-${file}.md`, { body: table(rows), contentType: 'text/markdown' });
  }
}

/** Header, footer, language switch and the cart badge (or, with the cart remote down, its plain link) still work. */
export async function expectShellAlive(page: Page, failing?: RemoteName): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Swahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await banner.getByRole('button', { name: /Lugha|Language/ }).click();
  await page.getByRole('menuitemradio', { name: /English|Kiingereza/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  if (failing === 'mfe_cart_checkout') await expect(banner.getByRole('link', { name: /cart/i }).first()).toBeVisible();
  else await expect(page.getByTestId('cart-badge')).toBeVisible();
}
