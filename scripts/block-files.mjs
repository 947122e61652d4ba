// Reading a block file (src/blocks/<Type>.tsx) with TypeScript's parser and binder, for `npm run blocks`
// (scripts/blocks.mjs) and for the visitor's webpack loader (gatsby/pages/visitor-blocks-loader.mjs). No Prettier
// here: webpack's cache parses a loader's imports as build dependencies.
import ts from "typescript";

export class BlockFileError extends Error {}

/** A top-level `const` of the file by its name: its statement and declaration. */
export function topLevelConst(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return { statement, declaration };
  }
  return undefined;
}

/**
 * What each part of a block file refers to, resolved by TypeScript's own name binding (scopes, shadowing): for a
 * node, the top-level statements and the imported names (their local names) its value positions use.
 */
function referenceResolver(file, text) {
  const options = { noLib: true, noResolve: true, jsx: ts.JsxEmit.Preserve, types: [] };
  const host = ts.createCompilerHost(options);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  host.getSourceFile = (name) => (name === file ? source : undefined);
  const checker = ts.createProgram([file], options, host).getTypeChecker();
  const topLevel = (node) => {
    while (node.parent && node.parent !== source) node = node.parent;
    return node;
  };
  const refs = (node) => {
    const imports = new Set();
    const statements = new Set();
    const visit = (child) => {
      if (ts.isTypeNode(child) || ts.isInterfaceDeclaration(child) || ts.isTypeAliasDeclaration(child)) return;
      const parent = child.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent) || ts.isJsxAttribute(parent)) &&
        parent.name === child;
      if (ts.isIdentifier(child) && !isMemberName) {
        const symbol = ts.isShorthandPropertyAssignment(parent)
          ? checker.getShorthandAssignmentValueSymbol(parent)
          : checker.getSymbolAtLocation(child);
        const declaration = symbol?.declarations?.[0];
        if (declaration && declaration.getSourceFile() === source) {
          if (ts.isImportSpecifier(declaration) || ts.isImportClause(declaration) || ts.isNamespaceImport(declaration))
            imports.add(declaration.name.text);
          else if (topLevel(declaration) !== topLevel(child)) statements.add(topLevel(declaration));
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return { imports, statements };
  };
  return { source, refs };
}

/**
 * A block file's content schema and what it needs: the `content` statement (and the `records` a block that shows
 * backend data declares) with this file's own declarations they refer to, transitively, in the file's order, and the
 * local names of the imports they use. Undefined for a file without `export const content`. Shared by `npm run blocks` (which copies them) and the visitor's loader (which
 * removes them).
 */
export function contentSchema(file, text) {
  const { source, refs } = referenceResolver(file, text);
  const content = topLevelConst(source, "content");
  if (!content) return undefined;
  const records = topLevelConst(source, "records");
  const roots = [content.statement, records?.statement].filter(Boolean);
  const parts = new Set(roots);
  const imports = new Set();
  const queue = [...roots];
  for (let part = queue.shift(); part; part = queue.shift()) {
    const found = refs(part);
    for (const name of found.imports) imports.add(name);
    for (const statement of found.statements)
      if (!parts.has(statement) && !ts.isImportDeclaration(statement)) {
        parts.add(statement);
        queue.push(statement);
      }
  }
  const statements = source.statements.filter((node) => parts.has(node));
  return { source, refs, content, records, statements, imports };
}

/**
 * A block file as the visitor's browser gets it (gatsby/pages/visitor-blocks-loader.mjs): without its content schema,
 * its records, its definition, the helpers only they use and the imports only they need, so no page ships zod or a schema. The
 * CMS's admin, which needs them, is built without this loader. Throws when the component itself uses `content`,
 * `records` or `definition` as a value.
 */
export function visitorBlockSource(file, text) {
  const schema = contentSchema(file, text);
  if (!schema) return text;
  const { source, refs, content, records } = schema;
  const definition = topLevelConst(source, "definition")?.statement;
  const schemaParts = new Set([...schema.statements, definition].filter(Boolean));
  const roots = new Map([
    [content.statement, "content"],
    [records?.statement, "records"],
    [definition, "definition"],
  ]);
  const rest = () => source.statements.filter((node) => !schemaParts.has(node) && !ts.isImportDeclaration(node));
  // A helper the component uses too stays, with what it uses.
  for (let changed = true; changed;) {
    changed = false;
    const used = new Set(rest().flatMap((node) => [...refs(node).statements]));
    for (const part of schemaParts)
      if (used.has(part)) {
        if (roots.has(part))
          throw new BlockFileError(
            `${file}: the component uses \`${roots.get(part)}\`; the visitor's pages would ship the schema`,
          );
        schemaParts.delete(part);
        changed = true;
      }
  }
  const keptImports = new Set(rest().flatMap((node) => [...refs(node).imports]));
  const schemaImports = new Set([...schemaParts].flatMap((node) => [...refs(node).imports]));
  const dropped = (name) => schemaImports.has(name) && !keptImports.has(name);

  let out = "";
  for (const node of source.statements) {
    if (schemaParts.has(node)) continue;
    const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
    const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
    const namespace =
      clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? clause.namedBindings : undefined;
    const names = [clause?.name, ...(named?.elements.map((element) => element.name) ?? []), namespace?.name]
      .filter(Boolean)
      .map((name) => name.text);
    if (!clause || !names.some(dropped)) {
      out += text.slice(node.getFullStart(), node.getEnd());
      continue;
    }
    const elements = named?.elements.filter((element) => !dropped(element.name.text)) ?? [];
    const parts = [
      ...(clause.name && !dropped(clause.name.text) ? [clause.name.text] : []),
      ...(namespace && !dropped(namespace.name.text) ? [`* as ${namespace.name.text}`] : []),
      ...(elements.length ? [`{ ${elements.map((element) => element.getText(source)).join(", ")} }`] : []),
    ];
    if (parts.length)
      out += `${text.slice(node.getFullStart(), node.getStart())}import ${parts.join(", ")} from ${node.moduleSpecifier.getText(source)};`;
  }
  return out + text.slice(source.statements.at(-1)?.getEnd() ?? 0);
}
