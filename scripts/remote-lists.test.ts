import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTES, SHELL } from '@marketplace/tooling';

/**
 * A new remote is one entry in `tooling/src/apps.ts` and one workspace; Jest's projects and ESLint's
 * app list are derived from the workspaces. The lists that cannot be derived (TypeScript's project
 * references, the monolith build, the e2e route table) are held to the apps table here, so a remote
 * left out of one fails this test instead of being skipped in silence. The deploy files and
 * workflows are held to the same table by `deploy/test/config-agreement.test.ts` and
 * `scripts/workflows.test.ts`, the translations by `scripts/translations.test.ts`.
 */
const ROOT = resolve(__dirname, '..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const remotes = Object.entries(REMOTES).map(([name, { folder }]) => ({ name, folder }));
const apps = [SHELL.folder, ...remotes.map((remote) => remote.folder)];

const references = (tsconfig: string) =>
  (JSON.parse(read(tsconfig)) as { references: { path: string }[] }).references.map(({ path }) => path.replace(/^\.{1,2}\//, ''));

test('the workspaces are the apps table: the shell, each remote and no other mfe-* folder', () => {
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  expect(workspaces.filter((folder) => folder === SHELL.folder || folder.startsWith('mfe-')).sort()).toEqual([...apps].sort());
});

test("Jest runs every app's tests (its projects come from the workspaces)", async () => {
  const { projects } = ((await import(resolve(ROOT, 'jest.config.cjs'))) as { default: { projects: string[] } }).default;
  expect(apps.filter((app) => !projects.includes(`<rootDir>/${app}`))).toEqual([]);
});

test.each(['tsconfig.json', 'scripts/tsconfig.json'])('%s references every app', (tsconfig) => {
  expect(apps.filter((app) => !references(tsconfig).includes(app))).toEqual([]);
});

test("the monolith build compiles every remote's exposed modules and declares its pages", () => {
  const registry = read('scripts/monolith/src/registry.ts');
  const config = read('scripts/monolith/rsbuild.config.ts');
  expect(
    remotes.filter(({ name, folder }) => !registry.includes(`${name}: import.meta.webpackContext('../../../${folder}/src/exposes'`)),
  ).toEqual([]);
  expect(remotes.filter(({ name, folder }) => !config.includes(`../../${folder}/src/pages'`) || !config.includes(`${name}: {`))).toEqual(
    [],
  );
});

test("the e2e route table holds every remote's pages", () => {
  const routes = read('e2e/support/routes.ts');
  expect(remotes.filter(({ folder }) => !routes.includes(`from '../../${folder}/src/pages'`))).toEqual([]);
});
