/**
 * The public surface of `@x4i/shared`: every name each shipped entry point exports, with a hash of its
 * declaration as TypeScript would write it into a `.d.ts` (comments left out), and of the unexported declarations
 * it refers to. A remote is built against one version of shared and runs on the shell's copy, so a change here
 * must come with a version bump (semver), which the deploy check then enforces.
 *
 * Written for Node's type stripping as well as for tsc (the `api-surface` script runs it as it is): only erasable
 * syntax, and no relative imports.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Entry point (`.`, `./router`, …) → exported name → hash of its declarations. */
export type Surface = Record<string, Record<string, string>>;

/**
 * The entry points of package.json "exports" that ship in the product (built into `dist/`), each with its source.
 * The test helpers (`./testing`, `./e2e`) are compiled by the tests that use them and never run in the shell.
 */
export function surfaceEntries(sharedDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const entries: Record<string, string> = {};
  for (const [entry, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || target === null) continue;
    const { types, default: built } = target as { types?: string; default?: string };
    if (types && built?.startsWith('./dist/')) entries[entry] = path.join(sharedDir, types);
  }
  return entries;
}

/** Emits the declarations in memory, then reads each entry's exports from them. */
export function readSurface(sharedDir: string): Surface {
  const entries = surfaceEntries(sharedDir);
  const srcDir = path.join(sharedDir, 'src');
  const outDir = path.join(sharedDir, '.api-surface');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(sharedDir, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, sharedDir);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    // The tests' globals are no part of the surface, and loading them costs time.
    types: parsed.options.types?.filter((name) => name !== 'jest'),
    rootDir: srcDir,
    outDir,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    skipLibCheck: true,
  };

  const source = ts.createProgram(Object.values(entries), options);
  const declarations = new Map<string, string>();
  const emitted = source.emit(undefined, (file, text) => declarations.set(path.resolve(file), text), undefined, true);
  if (emitted.diagnostics.length > 0) throw new Error(ts.formatDiagnostics(emitted.diagnostics, formatHost));

  // The declarations as a program of their own; the libraries' files are the ones the first program parsed.
  const host = ts.createCompilerHost(options);
  const reuse = host.getSourceFile;
  host.fileExists = (file) => declarations.has(path.resolve(file)) || ts.sys.fileExists(file);
  host.directoryExists = (dir) => path.resolve(dir).startsWith(outDir) || ts.sys.directoryExists(dir);
  host.readFile = (file) => declarations.get(path.resolve(file)) ?? ts.sys.readFile(file);
  host.getSourceFile = (file, language, onError) => {
    const text = declarations.get(path.resolve(file));
    if (text !== undefined) return ts.createSourceFile(file, text, language, true);
    return source.getSourceFile(file) ?? reuse.call(host, file, language, onError);
  };
  const toDeclaration = (file: string) => path.join(outDir, path.relative(srcDir, file)).replace(/\.tsx?$/, '.d.ts');
  const program = ts.createProgram(Object.values(entries).map(toDeclaration), options, host);
  const checker = program.getTypeChecker();

  const exportsOf = Object.entries(entries).map(([entry, file]) => {
    const sourceFile = program.getSourceFile(toDeclaration(file));
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`No declarations for ${entry} (${file})`);
    return [entry, checker.getExportsOfModule(moduleSymbol)] as const;
  });
  const publicSymbols = new Set(exportsOf.flatMap(([, symbols]) => symbols.map((symbol) => resolve(checker, symbol))));
  const ownFile = (node: ts.Node) => declarations.has(path.resolve(node.getSourceFile().fileName));

  const surface: Surface = {};
  for (const [entry, symbols] of exportsOf) {
    const names: Record<string, string> = {};
    for (const symbol of [...symbols].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const texts = declarationTexts(checker, resolve(checker, symbol), (referenced) => !publicSymbols.has(referenced), ownFile);
      names[symbol.name] = hash(texts.join('\n'));
    }
    surface[entry] = names;
  }
  return surface;
}

const printer = ts.createPrinter({ removeComments: true });
const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * A symbol's declarations as printed, followed by those of the unexported types they refer to (a change there
 * changes what the export means). Exported types stand for themselves: their own entry records them.
 */
function declarationTexts(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  follow: (symbol: ts.Symbol) => boolean,
  ownFile: (node: ts.Node) => boolean,
): string[] {
  const texts: string[] = [];
  const seen = new Set<ts.Symbol>([symbol]);
  const queue = [symbol];
  for (let current = queue.shift(); current; current = queue.shift()) {
    for (const declaration of current.declarations ?? []) {
      // Another package's declaration (the router facade re-exports react-router's): its own version covers it.
      if (!ownFile(declaration)) {
        texts.push(`from ${packageOf(declaration.getSourceFile().fileName)}`);
        continue;
      }
      texts.push(printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile()));
      const visit = (node: ts.Node): void => {
        const referenced = referencedSymbol(checker, node);
        if (referenced && !seen.has(referenced) && follow(referenced)) {
          seen.add(referenced);
          queue.push(referenced);
        }
        ts.forEachChild(node, visit);
      };
      ts.forEachChild(declaration, visit);
    }
  }
  return texts;
}

function referencedSymbol(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  let name: ts.Node | undefined;
  if (ts.isTypeReferenceNode(node)) name = node.typeName;
  else if (ts.isExpressionWithTypeArguments(node)) name = node.expression;
  else if (ts.isTypeQueryNode(node)) name = node.exprName;
  else if (ts.isImportTypeNode(node)) {
    const type = checker.getTypeFromTypeNode(node);
    return type.aliasSymbol ?? type.getSymbol();
  }
  const symbol = name && checker.getSymbolAtLocation(name);
  return symbol && resolve(checker, symbol);
}

function packageOf(file: string): string {
  const [first = '', second = ''] = file.split('/node_modules/').at(-1)!.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
