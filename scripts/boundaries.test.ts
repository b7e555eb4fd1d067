import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The app boundaries (docs/architecture.md) are enforced by lint: this proves the rule bites, by linting
 * (from stdin, nothing written) imports that cross a boundary, as if they were in an app's file.
 */
const ROOT = resolve(__dirname, '..');

// One ESLint process lints every case: its typed config takes seconds to load, per process.
const LINT_ALL = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const formatter = await eslint.loadFormatter('stylish');
const out = [];
for (const [filePath, source] of JSON.parse(input)) out.push(formatter.format(await eslint.lintText(source, { filePath })));
process.stdout.write(JSON.stringify(out));
`;

const linted = new Map<string, string>();
const key = (filePath: string, source: string) => `${filePath}\n${source}`;

/** ESLint's report on `source` as if it were `filePath` (nothing written); '' when clean. */
function lint(filePath: string, source: string): string {
  const report = linted.get(key(filePath, source));
  if (report === undefined) throw new Error(`${filePath} is not among the cases linted up front`);
  return report;
}

const crossings: Array<[string, string]> = [
  [
    'mfe-catalog/src/features/home/x.ts',
    "import { cart } from '../../../../mfe-cart-checkout/src/features/cart/store/cart';\nexport const c = cart;\n",
  ],
  ['mfe-search/src/x.ts', "import { App } from '../../shell/src/app/App';\nexport const a = App;\n"],
  ['mfe-account/src/x.ts', "import { translations } from 'mfe-support/src/i18n/translations';\nexport const t = translations;\n"],
  ['shell/src/x.ts', "import { cart } from '../../mfe-cart-checkout/src/features/cart/store/cart';\nexport const c = cart;\n"],
  ['mfe-support/src/x.ts', "import { paths } from '../../shared-contracts/src/routes/paths';\nexport const r = paths;\n"],
  ['mfe-search/src/features/x.ts', "import { REMOTES } from '@marketplace/tooling';\nexport const r = REMOTES;\n"],
  ['shell/src/app/x.tsx', "import { setUpTestI18n } from '@marketplace/testing';\nexport const s = setUpTestI18n;\n"],
  ['tooling/src/x.ts', "import { App } from '../../shell/src/app/App';\nexport const a = App;\n"],
  ['shared-contracts/src/x.ts', "import { App } from '../../shell/src/app/App';\nexport const a = App;\n"],
];

// A remote follows row changes through host.live, never a realtime client of its own.
const ownRealtime: Array<[string, string]> = [
  ['mfe-account/src/features/orders/x.ts', "export const watch = async (s: { channel(n: string): unknown }) => s.channel('orders');\n"],
  ['mfe-cart-checkout/src/features/x.ts', 'export const socket = (s: { realtime: unknown }) => s.realtime;\n'],
  [
    'mfe-catalog/src/x.ts',
    "import { RealtimeClient } from '@supabase/supabase-js';\nexport const c = new RealtimeClient('ws://x', { params: { apikey: 'k' } });\n",
  ],
];

const REALTIME_HANDLE = 'export const socket = (s: { realtime: unknown }) => s.realtime;\n';

// What the rules allow: the shell's own realtime client, a remote's tests, the test helpers in
// tests, the build tooling in a build config, contracts and an app's own files anywhere.
const allowed = {
  shellRealtime: ['shell/src/features/live/x.ts', REALTIME_HANDLE],
  testRealtime: ['mfe-account/src/features/orders/x.test.ts', REALTIME_HANDLE],
  testHelpers: [
    'mfe-search/src/features/x.test.ts',
    "import { setUpTestI18n } from '@marketplace/testing';\nexport const s = setUpTestI18n;\n",
  ],
  buildTooling: ['mfe-search/rsbuild.config.ts', "import { REMOTES } from '@marketplace/tooling';\nexport const r = REMOTES;\n"],
  ownFiles: [
    'mfe-catalog/src/exposes/x.ts',
    "import { paths } from '@marketplace/contracts';\nimport { BUILD } from '../remote';\nexport const x = [paths, BUILD];\n",
  ],
} satisfies Record<string, [string, string]>;

beforeAll(() => {
  const cases = [...ownRealtime, ...crossings, ...Object.values(allowed)];
  const reports = JSON.parse(
    execFileSync('node', ['--input-type=module', '-e', LINT_ALL], { cwd: ROOT, input: JSON.stringify(cases), encoding: 'utf8' }),
  ) as string[];
  cases.forEach(([file, source], index) => linted.set(key(file, source), reports[index] ?? ''));
}, 60_000);

describe('app boundaries', () => {
  test.each(ownRealtime)('%s may not open realtime channels of its own', (file, source) => {
    expect(lint(file, source)).toMatch(/One realtime client per page.*no-restricted-syntax/);
  });

  test("the shell, which owns the page's realtime client, and a remote's tests may", () => {
    expect(lint(...allowed.shellRealtime)).toBe('');
    expect(lint(...allowed.testRealtime)).toBe('');
  });

  test.each(crossings)('%s may not import across a boundary', (file, source) => {
    expect(lint(file, source)).toMatch(/no-restricted-imports/);
  });

  test("an app's tests may use the test helpers, its build config the build tooling", () => {
    expect(lint(...allowed.testHelpers)).toBe('');
    expect(lint(...allowed.buildTooling)).toBe('');
  });

  test('contracts and an app’s own files are allowed', () => {
    expect(lint(...allowed.ownFiles)).toBe('');
  });
});
