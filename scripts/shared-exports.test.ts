import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { REMOTES, SHELL } from '@marketplace/tooling';
import { PROVIDED_EXPORTS } from '../shell/build-plugins/provided-exports';

/**
 * The shell's trimmed copies (shell/build-plugins/provided-exports.ts) hold the exports today's apps
 * import, so no page of this repository's site loads a whole copy. A byte budget, not
 * correctness: a remote needing more gets the whole copy from the shell at run time (the skew
 * suite proves it), and this test asks for the export to be listed. It reads every import in the
 * apps' and contracts' code (tests run outside federation and are skipped).
 */
const TRIMMED_SHARES = PROVIDED_EXPORTS as Record<string, readonly string[]>;
const ROOT = resolve(__dirname, '..');
const SOURCE_DIRS = [SHELL.folder, ...Object.values(REMOTES).map((r) => r.folder), 'shared-contracts'].map((folder) =>
  join(ROOT, folder, 'src'),
);
// Not shared: react-router-dom 7 only re-exports react-router (a second share of the same router),
// and react-router/dom is RouterProvider for data routers, which the site does not use.
const UNSHARED_ROUTER = ['react-router-dom', 'react-router/dom', '@remix-run/router'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // An app's test helpers live in src/testing/ and, like tests, never run in a page; nor does
    // its server (src/server/), which bundles its own copy of every package.
    if (entry.isDirectory()) return ['testing', 'server'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Use {
  file: string;
  from: string;
  name: string;
}

/** Every value imported or re-exported from a package; a namespace import counts as '*'. */
function usesIn(file: string): Use[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const at = relative(ROOT, file);
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const from = node.moduleSpecifier.text;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause && !clause.isTypeOnly) {
          if (clause.name) uses.push({ file: at, from, name: 'default' });
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) uses.push({ file: at, from, name: '*' });
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements)
              if (!element.isTypeOnly) uses.push({ file: at, from, name: (element.propertyName ?? element.name).text });
          }
        }
      } else if (!node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause) uses.push({ file: at, from, name: '*' });
        else if (ts.isNamedExports(clause))
          for (const element of clause.elements)
            if (!element.isTypeOnly) uses.push({ file: at, from, name: (element.propertyName ?? element.name).text });
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      uses.push({ file: at, from: node.arguments[0].text, name: '*' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const uses = SOURCE_DIRS.flatMap(sourceFiles).flatMap(usesIn);

describe("the shell's trimmed copies", () => {
  test.each(Object.entries(TRIMMED_SHARES))('hold every export of %s the apps import', (pkg, kept) => {
    const used = uses.filter((use) => use.from === pkg);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((use) => !kept.includes(use.name)).map((use) => `${use.file}: ${use.name}`)).toEqual([]);
  });

  test('each listed export is used somewhere (a list never keeps dead weight)', () => {
    const unused = Object.entries(TRIMMED_SHARES).flatMap(([pkg, kept]) =>
      kept.filter((name) => !uses.some((use) => use.from === pkg && use.name === name)).map((name) => `${pkg}: ${name}`),
    );
    expect(unused).toEqual([]);
  });

  test("every app imports the router from 'react-router', the shared one, never react-router-dom", () => {
    expect(uses.filter((use) => UNSHARED_ROUTER.includes(use.from)).map((use) => `${use.file}: ${use.from}`)).toEqual([]);
  });
});
