import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { REMOTES, SHELL } from '@marketplace/tooling';

/**
 * Teams ship alone (issue 14): `npm run build -w <app>`, `npm test -w <app>` (= `tsc -b` + ESLint
 * of the folder + its Jest) work from the app's folder alone. Checked without running them: the
 * scripts exist, and Jest, TypeScript and ESLint resolve their configuration from the app's
 * folder to that app only, not to the root's multi-project setup.
 */
const ROOT = resolve(__dirname, '..');
const WEB_APPS: string[] = [SHELL.folder, ...Object.values(REMOTES).map((r) => r.folder)];
const APPS = [...WEB_APPS, 'local-backend'];

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const packageJson = (app: string) => JSON.parse(readFileSync(resolve(ROOT, app, 'package.json'), 'utf8')) as PackageJson;

/** Every file under `dir` (build output and installed packages aside) whose name matches. */
function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => resolve(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part === 'node_modules' || part === 'dist'),
    );
}

const inside = (dir: string) => (file: string) => !relative(dir, file).startsWith('..');

/**
 * The ESLint rules for one source file of each app, with ESLint's working directory in that app's
 * folder as `npm run lint -w <app>` has it; one child process for all apps (loading the config is slow).
 */
let eslintRules: Record<string, Record<string, unknown>> | undefined;
function eslintRulesFromFolder(): Record<string, Record<string, unknown>> {
  const probes = APPS.map((app) => {
    const dir = resolve(ROOT, app);
    const source = filesUnder(resolve(dir, 'src'), /\.tsx?$/).find((f) => !/\.test\.tsx?$/.test(f));
    if (!source) throw new Error(`${app} has no source file`);
    return { app, dir, source };
  });
  const script = `
    const { ESLint } = await import('eslint');
    const out = {};
    for (const { app, dir, source } of ${JSON.stringify(probes)}) {
      out[app] = (await new ESLint({ cwd: dir }).calculateConfigForFile(source))?.rules ?? {};
    }
    process.stdout.write(JSON.stringify(out));`;
  eslintRules ??= JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
  ) as Record<string, Record<string, unknown>>;
  return eslintRules;
}

describe.each(APPS)('%s', (app) => {
  const dir = resolve(ROOT, app);
  const web = WEB_APPS.includes(app);

  it('has its own lint (tsc -b + ESLint), test:unit (Jest) and test scripts, and a build script if it is a web app', () => {
    const scripts = packageJson(app).scripts ?? {};
    expect(scripts.lint).toBe('tsc -b && eslint .');
    expect(scripts['test:unit']).toMatch(/(^|\s)jest$/);
    expect(scripts.test).toBe('npm run lint && npm run test:unit');
    if (web) expect(scripts.build).toBe('rsbuild build');
  });

  it("Jest run from its folder finds exactly this app's tests (its own config, not the root's projects)", () => {
    const jest = resolve(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const listed = JSON.parse(execFileSync(process.execPath, [jest, '--listTests', '--json'], { cwd: dir, encoding: 'utf8' })) as string[];
    const own = filesUnder(dir, /\.test\.tsx?$/);
    expect(own.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(own.sort());
  });

  it('its tsconfig resolves alone: no errors, only its own files, references only the contracts', () => {
    const file = resolve(dir, 'tsconfig.json');
    const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
    expect(error).toBeUndefined();
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, file);
    expect(parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n'))).toEqual([]);
    expect(parsed.fileNames.length).toBeGreaterThan(0);
    expect(parsed.fileNames.filter((f) => !inside(dir)(f))).toEqual([]);
    const references = (parsed.projectReferences ?? []).map((r) => relative(ROOT, r.path));
    expect(references).toEqual(['shared-contracts']);
  });

  it('ESLint run from its folder finds the repository config, with the app-boundary rule for this app', () => {
    const rules = eslintRulesFromFolder()[app] ?? {};
    expect(Object.keys(rules)).toEqual(expect.arrayContaining(['@typescript-eslint/no-unused-vars', 'react-hooks/rules-of-hooks']));
    if (web) expect(JSON.stringify(rules['no-restricted-imports'])).toContain('App boundary');
  });

  if (web) {
    it('its rsbuild config imports only packages it declares and files inside its folder', () => {
      const configFile = resolve(dir, 'rsbuild.config.ts');
      const imports = [...readFileSync(configFile, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]!);
      expect(imports.length).toBeGreaterThan(0);
      const { dependencies = {}, devDependencies = {} } = packageJson(app);
      const declared = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)]);
      for (const specifier of imports) {
        if (specifier.startsWith('node:')) continue; // Node's own modules: the config runs in Node.
        if (specifier.startsWith('.')) {
          expect({ specifier, inside: inside(dir)(resolve(dirname(configFile), specifier)) }).toEqual({ specifier, inside: true });
        } else {
          const name = specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/');
          expect({ specifier, declared: declared.has(name) }).toEqual({ specifier, declared: true });
        }
      }
    });
  }
});
