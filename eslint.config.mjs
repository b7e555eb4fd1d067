// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import noLiteralUiText from './eslint-rules/no-literal-ui-text.mjs';

/** The files the import-cycle rule follows imports through. */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** The repository's root (from the URL: Jest's module loader gives no import.meta.dirname). */
const ROOT = dirname(fileURLToPath(import.meta.url));

/** The web apps: the shell and every remote's workspace (a new remote is a workspace, nothing more). */
const APPS = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces.filter(
  (folder) => folder === 'shell' || folder.startsWith('mfe-'),
);

/**
 * The app boundaries (docs/architecture.md): an app imports @marketplace/contracts and its own src/, nothing
 * else of this repo; contracts import no app. Each pattern is an import path of another app.
 */
function otherApps(self) {
  return [...APPS.filter((a) => a !== self), 'local-backend']
    .flatMap((a) => [`${a}`, `${a}/**`, `**/${a}`, `**/${a}/**`])
    .concat(['**/shared-contracts', '**/shared-contracts/**']);
}

/**
 * A page the server renders is parsed under the page's Content Security Policy, which refuses
 * style attributes (no 'unsafe-inline'): styles go in classes, as styled-components writes them.
 * SERVER_RENDERED: the remotes whose pages render on the server.
 */
const SERVER_RENDERED = ['mfe-catalog', 'mfe-search', 'mfe-support'];
const noStyleAttributes = [
  {
    selector: 'JSXAttribute[name.name="style"]',
    message: "No style attributes: a server-rendered page's CSP refuses them. Use a styled component or a class.",
  },
];

/** zod 4's full module is not the shared singleton, and its JIT probe (`Function('')`) breaks the CSP. */
const zodPath = {
  name: 'zod',
  message:
    "Import 'zod/v3', the shared singleton: zod 4's full module is 94 KB more and its eval probe violates the Content Security Policy.",
};

/**
 * The page has one realtime socket, the shell's, offered as `host.live` (docs/realtime-browser.md): a
 * remote opening channels on its own client would open a second one, outside the session's
 * token refreshes and the shell's connection indicator.
 */
/** React Router 7 is one package: react-router-dom only re-exports it, and is not the shared singleton. */
const routerDomPath = {
  name: 'react-router-dom',
  message:
    "Import 'react-router', the shared singleton: react-router-dom 7 only re-exports it, and a second share of it would give the page two routers.",
};

const ownRealtimeMessage =
  "One realtime client per page, the shell's: follow row changes through host.live (useLiveChanges from @marketplace/contracts/live).";
const ownRealtime = [
  { selector: "CallExpression[callee.property.name='channel']", message: ownRealtimeMessage },
  { selector: "MemberExpression[property.name='realtime'], MemberExpression[property.value='realtime']", message: ownRealtimeMessage },
  { selector: "Identifier[name='RealtimeClient']", message: ownRealtimeMessage },
];

/** An app's features, read from its folder, so that a new one is fenced in as soon as it exists. */
function featuresOf(app) {
  const dir = `${ROOT}/${app}/src/features`;
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

const featureMessage = "A feature imports no other feature: move what both need to the app's src/components (UI) or src/lib (the rest).";

function appZones(app) {
  const features = `./${app}/src/features`;
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: featureMessage,
    })),
    {
      target: [`./${app}/src/components`, `./${app}/src/lib`],
      from: features,
      message: 'Components and lib serve features and import none of them.',
    },
  ];
}

const toolingMessage = 'Build tooling and test helpers are not part of a page: import them from build configs and tests only.';

const boundaryMessage =
  'App boundary (docs/architecture.md): import only @marketplace/contracts and your own src/; talk to other apps through events, the host API and the route table.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
    ],
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
    // No import cycles anywhere: a module and what it imports form a tree, so each can be read,
    // tested and loaded on its own (a cycle also leaves one side undefined while the other loads).
    // Type-only imports are left out, as the plugin does: they are gone from the emitted code.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The app layout's zones (docs/architecture.md): a feature imports its own files, the app's
    // src/components and src/lib, i18n and the contracts, never another feature, so each can be
    // changed or removed alone; components and lib import no feature. Exposes, bootstrap and the
    // shell's app/ compose features and are free to.
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: APPS.flatMap(appZones) }] },
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
      'no-restricted-imports': [
        'error',
        { paths: [zodPath, routerDomPath], patterns: [{ group: otherApps(app), message: boundaryMessage }] },
      ],
    },
  })),
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath, routerDomPath],
          patterns: [
            {
              group: [...APPS, 'local-backend'].flatMap((a) => [a, `${a}/**`, `**/${a}`, `**/${a}/**`]),
              message: 'Contracts import no app (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  // Build tooling and test helpers never reach a page: an app's runtime code imports neither.
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.tsx', '**/*.test.ts', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath, routerDomPath],
          patterns: [
            { group: otherApps(app), message: boundaryMessage },
            {
              group: ['@marketplace/tooling', '@marketplace/tooling/**', '@marketplace/testing', '@marketplace/testing/**', '**/testing/*'],
              message: toolingMessage,
            },
          ],
        },
      ],
    },
  })),
  {
    // The shell's page server sends the security policy the static servers send: that module of
    // the tooling, and no other, runs there (it never reaches a page).
    files: ['shell/src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath, routerDomPath, { name: '@marketplace/tooling', message: toolingMessage }],
          patterns: [
            { group: otherApps('shell'), message: boundaryMessage },
            {
              group: [
                '@marketplace/tooling/**',
                '!@marketplace/tooling/security-policy',
                '@marketplace/testing',
                '@marketplace/testing/**',
                '**/testing/*',
              ],
              message: toolingMessage,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tooling/**/*.ts', 'testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...APPS, 'local-backend'].flatMap((a) => [a, `${a}/**`, `**/${a}`, `**/${a}/**`]),
              message: 'Tooling packages import no app: apps import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: APPS.filter((app) => app !== 'shell').map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.tsx', '**/*.test.ts', '**/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...ownRealtime] },
  },
  {
    files: SERVER_RENDERED.map((app) => `${app}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...ownRealtime, ...noStyleAttributes] },
  },
  {
    // Components of every app (tests and standalone dev pages aside) render no literal English.
    files: APPS.map((app) => `${app}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/src/testing/**'],
    plugins: { local: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'local/no-literal-ui-text': 'error' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['jest.test-setup.cjs'],
    languageOptions: { globals: globals.jest },
  },
);
