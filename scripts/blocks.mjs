// `npm run blocks`: what the list of block files (src/blocks/<Type>.tsx) makes. Each block file declares its content
// schema (`export const content = block("type", "Title", "What it shows", { …fields })`), its GraphQL fragment and its
// component in one place. From those files this writes:
//   - src/content-model/generated/<Type>.ts: the schema's declaration, copied with what it uses, so the build's Node
//     side (validation, GraphQL types, the CMS fields) reads it without the component's React, CSS and queries;
//   - src/content-model/generated/index.ts: the list of schemas, which the content model's union is made of;
//   - src/blocks/registry.ts: every block's definition (schema and component), for the CMS preview;
//   - the table of block types in docs/content-guide.md.
// The first three are not committed: `npm install`, `npm run build`, `npm run develop`, `npm start`, `npm run cms`,
// the e2e runner and the CMS e2e's throwaway clone write them before Gatsby compiles gatsby-node.
// `--check` writes nothing and fails naming each file that is not what the block files make (run by `npm test`).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import ts from "typescript";
import { BlockFileError, contentSchema } from "./block-files.mjs";

export { BlockFileError, visitorBlockSource } from "./block-files.mjs";

export const BLOCKS_DIR = "src/blocks";
export const SCHEMAS_DIR = "src/content-model/generated";
export const REGISTRY_FILE = "src/blocks/registry.ts";
export const GUIDE_FILE = "docs/content-guide.md";
const GUIDE_START = "<!-- block types: written by `npm run blocks` from src/blocks/*.tsx -->";
const GUIDE_END = "<!-- end of block types -->";

/** What a schema may not import: the component's world, which the build's Node side cannot load. */
const UI_IMPORT = /^(react|react-dom|gatsby|gatsby-plugin-image|swiper)(\/|$)|\.(css|tsx)$/;
const UI_FOLDER = /^src\/(components|blocks|templates|pages|cms)\//;

const pascal = (type) => `${type[0].toUpperCase()}${type.slice(1)}`;
const posix = (file) => file.split(path.sep).join("/");

/** The block files: every src/blocks/*.tsx that declares `export const content`, with its schema's parts. */
function blockFiles(root) {
  return readdirSync(path.join(root, BLOCKS_DIR))
    .filter((name) => name.endsWith(".tsx"))
    .sort()
    .map((name) => {
      const file = `${BLOCKS_DIR}/${name}`;
      return { file, schema: contentSchema(file, readFileSync(path.join(root, file), "utf8")) };
    })
    .filter(({ schema }) => schema);
}

/** The imports and this file's own declarations the content schema needs, in the file's order. */
function schemaModule({ file, schema }) {
  const { source, content } = schema;
  const problem = (message) => new BlockFileError(`${file}: ${message}`);
  const call = content.declaration.initializer;
  if (
    !call ||
    !ts.isCallExpression(call) ||
    !ts.isIdentifier(call.expression) ||
    call.expression.text !== "block" ||
    !call.arguments.slice(0, 3).every(ts.isStringLiteral)
  )
    throw problem(
      '`content` must be `block("type", "Title", "What it shows", { …fields })`, with the three texts written out',
    );
  const [type, title, description] = call.arguments.slice(0, 3).map((argument) => argument.text);
  if (`${BLOCKS_DIR}/${pascal(type)}.tsx` !== file)
    throw problem(`a block of type "${type}" lives in ${BLOCKS_DIR}/${pascal(type)}.tsx`);

  const imported = new Map();
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) || !node.importClause || node.importClause.isTypeOnly) continue;
    const from = node.moduleSpecifier.text;
    const { name, namedBindings } = node.importClause;
    if (name) imported.set(name.text, { from, text: `import ${name.text} from "${from}";` });
    if (namedBindings && ts.isNamespaceImport(namedBindings))
      imported.set(namedBindings.name.text, { from, text: `import * as ${namedBindings.name.text} from "${from}";` });
    if (namedBindings && ts.isNamedImports(namedBindings))
      for (const element of namedBindings.elements) {
        if (element.isTypeOnly) continue;
        imported.set(element.name.text, { from, specifier: element.getText(source) });
      }
  }
  const neededImports = new Map();
  for (const name of schema.imports) {
    const { from } = imported.get(name);
    const target = from.startsWith(".") ? posix(path.join(path.dirname(file), from)) : from;
    if (UI_IMPORT.test(from) || UI_FOLDER.test(`${target}/`))
      throw problem(
        `the content schema or records use \`${name}\` from "${from}"; they may use only zod, src/content-model/, ` +
          "src/lib/ and other plain modules, so the build can read them without the component",
      );
    neededImports.set(name, imported.get(name));
  }

  const imports = new Map();
  for (const { from, text, specifier } of neededImports.values()) {
    const target = from.startsWith(".")
      ? posix(path.relative(SCHEMAS_DIR, path.join(path.dirname(file), from))).replace(/^(?!\.)/, "./")
      : from;
    const entry = imports.get(target) ?? { named: [], whole: [] };
    if (specifier) entry.named.push(specifier);
    else entry.whole.push(text.replace(`"${from}"`, `"${target}"`));
    imports.set(target, entry);
  }
  const importLines = [...imports]
    .sort(([a], [b]) => Number(a.startsWith(".")) - Number(b.startsWith(".")) || a.localeCompare(b))
    .flatMap(([target, { named, whole }]) => [
      ...whole,
      ...(named.length ? [`import { ${named.sort().join(", ")} } from "${target}";`] : []),
    ]);
  const body = schema.statements.map((node) =>
    node.getText(source).replace(/^export\s+(?!const (content|records)\b)/, ""),
  );
  const text = [
    `// Written by \`npm run blocks\` from ${file}: its content schema${schema.records ? " and records" : ""}, for the build's Node side. Do not edit.`,
    ...importLines,
    "",
    body.join("\n\n"),
    "",
  ].join("\n");
  return { type, title, description, name: pascal(type), text, hasRecords: Boolean(schema.records) };
}

function guideTable(blocks) {
  const escape = (value) => value.replace(/\|/g, "\\|");
  return [
    GUIDE_START,
    "",
    "| Block | What it shows |",
    "| --- | --- |",
    ...blocks.map((block) => `| ${escape(block.title)} | ${escape(block.description)} |`),
    "",
    GUIDE_END,
  ].join("\n");
}

/** Every file the block files make, by its path relative to the root: `{ [file]: text }`. */
export async function blockOutputs(root) {
  const blocks = blockFiles(root).map(schemaModule);
  const config = (await prettier.resolveConfig(path.join(root, "package.json"))) ?? {};
  const format = (text, filepath) => prettier.format(text, { ...config, filepath });
  const outputs = {};
  for (const block of blocks)
    outputs[`${SCHEMAS_DIR}/${block.name}.ts`] = await format(block.text, `${SCHEMAS_DIR}/${block.name}.ts`);
  outputs[`${SCHEMAS_DIR}/index.ts`] = await format(
    [
      "// Written by `npm run blocks`: the content schema and records of every block file (src/blocks/*.tsx). Do not edit.",
      ...blocks.map(
        (block) =>
          `import { content as ${block.type}${block.hasRecords ? `, records as ${block.type}Records` : ""} } from "./${block.name}";`,
      ),
      "",
      `export const BLOCK_SCHEMAS = [${blocks.map((block) => block.type).join(", ")}] as const;`,
      "",
      "/** The backend records each block that shows them declares (src/lib/block-records.ts), by block type. */",
      `export const BLOCK_RECORDS = { ${blocks
        .filter((block) => block.hasRecords)
        .map((block) => `${block.type}: ${block.type}Records`)
        .join(", ")} } as const;`,
    ].join("\n"),
    `${SCHEMAS_DIR}/index.ts`,
  );
  outputs[REGISTRY_FILE] = await format(
    [
      "// Written by `npm run blocks`: every block file's definition (its content schema and component). Do not edit.",
      ...blocks.map((block) => `import { definition as ${block.type} } from "./${block.name}";`),
      "",
      `export const BLOCK_DEFINITIONS = { ${blocks.map((block) => block.type).join(", ")} } as const;`,
    ].join("\n"),
    REGISTRY_FILE,
  );
  const guide = readFileSync(path.join(root, GUIDE_FILE), "utf8");
  const start = guide.indexOf(GUIDE_START);
  const end = guide.indexOf(GUIDE_END);
  if (start < 0 || end < start)
    throw new BlockFileError(
      `${GUIDE_FILE}: the table of block types must sit between "${GUIDE_START}" and "${GUIDE_END}"`,
    );
  outputs[GUIDE_FILE] = await format(
    `${guide.slice(0, start)}${guideTable(blocks)}${guide.slice(end + GUIDE_END.length)}`,
    GUIDE_FILE,
  );
  return outputs;
}

/** Generated schema files no block file makes any more (a block removed or renamed). */
function leftovers(root, outputs) {
  const dir = path.join(root, SCHEMAS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => `${SCHEMAS_DIR}/${name}`)
    .filter((file) => !(file in outputs));
}

/** The files that differ from what the block files make (`stale`) or should not exist (`extra`). */
export async function staleBlockOutputs(root) {
  const outputs = await blockOutputs(root);
  const stale = Object.keys(outputs).filter(
    (file) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), "utf8") !== outputs[file],
  );
  return { outputs, stale, extra: leftovers(root, outputs) };
}

export async function writeBlockOutputs(root) {
  const { outputs, stale, extra } = await staleBlockOutputs(root);
  mkdirSync(path.join(root, SCHEMAS_DIR), { recursive: true });
  for (const file of stale) writeFileSync(path.join(root, file), outputs[file]);
  for (const file of extra) rmSync(path.join(root, file));
  return { written: stale, removed: extra };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  try {
    if (process.argv.includes("--check")) {
      const { stale, extra } = await staleBlockOutputs(root);
      if (stale.length || extra.length) {
        console.error(
          `Not what the block files make (run \`npm run blocks\`):\n${[...stale, ...extra].map((file) => `  ${file}`).join("\n")}`,
        );
        process.exit(1);
      }
      console.log("The block files and what they make agree.");
    } else {
      const { written, removed } = await writeBlockOutputs(root);
      const changed = [...written.map((file) => `wrote ${file}`), ...removed.map((file) => `removed ${file}`)];
      console.log(`npm run blocks: ${changed.length ? changed.join(", ") : "every file is up to date"}`);
    }
  } catch (error) {
    if (!(error instanceof BlockFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
