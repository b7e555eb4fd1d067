import { join } from 'node:path';
import ts from 'typescript';

/**
 * The names a package exports at its top level, read from its type declarations (or its
 * TypeScript source), following `export * from` as TypeScript resolves it. Only the export
 * statements are read, never the files they import, so a build pays milliseconds for it. The
 * bundler's count of what a build uses of a share also names properties it reads off an export
 * (`styled.div`, `theme.color`); only real exports are what a provided copy must hold.
 */
export function packageExports(packages: readonly string[], fromDir: string): Record<string, Set<string>> {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: false };
  const resolveFrom = (name: string, containingFile: string) =>
    ts.resolveModuleName(name, containingFile, options, ts.sys).resolvedModule?.resolvedFileName;
  const result: Record<string, Set<string>> = {};
  for (const name of packages) {
    const entry = resolveFrom(name, join(fromDir, 'index.ts'));
    if (!entry) throw new Error(`the type declarations of ${name} cannot be found from ${fromDir}`);
    result[name] = exportsOfFile(entry, resolveFrom, new Set());
  }
  return result;
}

type Resolve = (name: string, containingFile: string) => string | undefined;

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function exportsOfFile(file: string, resolve: Resolve, seen: Set<string>): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = ts.sys.readFile(file);
  if (text === undefined) return names;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) names.add(element.name.text);
      else if (clause && ts.isNamespaceExport(clause)) names.add(clause.name.text);
      else if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolve(statement.moduleSpecifier.text, file);
        if (target) for (const name of exportsOfFile(target, resolve, seen)) if (name !== 'default') names.add(name);
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (hasExportModifier(statement)) {
      if (hasDefaultModifier(statement)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else {
        const declared = (statement as ts.DeclarationStatement).name;
        if (declared && ts.isIdentifier(declared)) names.add(declared.text);
      }
    }
  }
  return names;
}
