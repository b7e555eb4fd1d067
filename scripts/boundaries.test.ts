import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The app boundaries (docs/architecture.md) are enforced by lint: this proves the rule bites, by linting
 * (from stdin, nothing written) imports that cross a boundary, as if they were in an app's file.
 */
const ROOT = resolve(__dirname, '..');

function lint(filePath: string, source: string): string {
  try {
    execFileSync('npx', ['eslint', '--stdin', '--stdin-filename', filePath], { cwd: ROOT, input: source, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
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

describe('app boundaries', () => {
  test.each(ownRealtime)('%s may not open realtime channels of its own', (file, source) => {
    expect(lint(file, source)).toMatch(/One realtime client per page.*no-restricted-syntax/);
  });

  test("the shell, which owns the page's realtime client, and a remote's tests may", () => {
    expect(lint('shell/src/features/live/x.ts', 'export const socket = (s: { realtime: unknown }) => s.realtime;\n')).toBe('');
    expect(lint('mfe-account/src/features/orders/x.test.ts', 'export const socket = (s: { realtime: unknown }) => s.realtime;\n')).toBe('');
  });

  test.each(crossings)('%s may not import across a boundary', (file, source) => {
    expect(lint(file, source)).toMatch(/no-restricted-imports/);
  });

  test("an app's tests may use the test helpers, its build config the build tooling", () => {
    expect(
      lint('mfe-search/src/features/x.test.ts', "import { setUpTestI18n } from '@marketplace/testing';\nexport const s = setUpTestI18n;\n"),
    ).toBe('');
    expect(lint('mfe-search/rsbuild.config.ts', "import { REMOTES } from '@marketplace/tooling';\nexport const r = REMOTES;\n")).toBe('');
  });

  test('contracts and an app’s own files are allowed', () => {
    const source =
      "import { paths } from '@marketplace/contracts';\nimport { BUILD } from '../remote';\nexport const x = [paths, BUILD];\n";
    expect(lint('mfe-catalog/src/exposes/x.ts', source)).toBe('');
  });
});
