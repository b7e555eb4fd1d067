import { resolve } from 'node:path';
import { ESLint } from 'eslint';

/**
 * The app layout's zones (docs/architecture.md) are enforced by lint: this proves the rule bites,
 * by linting imports (from memory, nothing written) as if they were in an app's file.
 */
const ROOT = resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const importOf = (specifier: string) => `import * as m from '${specifier}';\nexport const x = m;\n`;

// Each import names a real file: the rule judges where an import resolves to.
const crossings: Array<[string, string]> = [
  ['mfe-catalog/src/features/home/x.ts', '../products/components/ProductScreen'],
  ['mfe-cart-checkout/src/features/checkout/components/x.tsx', '../../cart/components/CartScreen'],
  ['mfe-seller/src/features/dashboard/data/x.ts', '../../orders/data/group'],
  ['shell/src/features/layout/header/x.tsx', '../../auth/Guard'],
];

describe('feature zones', () => {
  test.each(crossings)('%s may not import another feature (%s)', async (file, specifier) => {
    expect(await problems(file, importOf(specifier))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature imports no other feature/),
    ]);
  });

  test('components and lib import no feature', async () => {
    expect(await problems('mfe-seller/src/components/x.tsx', importOf('../features/orders/data/group'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Components and lib serve features/),
    ]);
    expect(await problems('mfe-catalog/src/lib/x.ts', importOf('../features/home/data/marketing'))).toHaveLength(1);
  });

  test("a feature may import its own files, the app's components, lib and i18n, and the contracts", async () => {
    const source = [
      "import { Hero } from './components/Hero';",
      "import { ProductCard } from '../../components/ProductCard';",
      "import { useLoad } from '../../lib/useLoad';",
      "import { translations } from '../../i18n/translations';",
      "import { paths } from '@marketplace/contracts';",
      'export const x = [Hero, ProductCard, useLoad, translations, paths];',
      '',
    ].join('\n');
    expect(await problems('mfe-catalog/src/features/home/x.ts', source)).toEqual([]);
  });

  test('exposes compose features', async () => {
    expect(await problems('mfe-catalog/src/exposes/x.ts', importOf('../features/products/components/ProductScreen'))).toEqual([]);
  });

  test("an app's runtime code imports no test helper; its tests may", async () => {
    expect(await problems('mfe-catalog/src/features/home/x.ts', importOf('../../testing/harness'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*test helpers are not part of a page/),
    ]);
    expect(await problems('mfe-catalog/src/features/home/x.test.ts', importOf('../../testing/harness'))).toEqual([]);
  });
});
