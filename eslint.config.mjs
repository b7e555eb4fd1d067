// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'mfe-catalog', 'mfe-search', 'mfe-cart-checkout', 'mfe-account', 'mfe-support'];

/**
 * DESIGN.md's app boundaries: an app imports @marketplace/contracts and its own src/, nothing
 * else of this repo; contracts import no app. Each pattern is an import path of another app.
 */
function otherApps(self) {
  return [...APPS.filter((a) => a !== self), 'local-backend']
    .flatMap((a) => [`${a}`, `${a}/**`, `**/${a}`, `**/${a}/**`])
    .concat(['**/shared-contracts', '**/shared-contracts/**']);
}

const boundaryMessage =
  'App boundary (DESIGN.md): import only @marketplace/contracts and your own src/; talk to other apps through events, the host API and the route table.';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: otherApps(app), message: boundaryMessage }] }],
    },
  })),
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...APPS, 'local-backend'].flatMap((a) => [a, `${a}/**`, `**/${a}`, `**/${a}/**`]),
              message: 'Contracts import no app (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
