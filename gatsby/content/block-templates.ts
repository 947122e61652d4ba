import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { recordsOf, type BlockType } from "../../src/content-model/blocks";

/*
 * One page template per set of block types, written by gatsby-node before Gatsby extracts queries: it
 * imports only the blocks its pages use (src/blocks/<Type>.tsx, export <Type>Block, fragment
 * <Type>BlockFields), so a page's JavaScript carries only its own blocks and its query only their fields.
 * The files live in src/templates/generated/ (not committed; rewritten only when they change).
 */

export const GENERATED_TEMPLATES_DIR = "src/templates/generated";

const pascal = (type: string) => `${type[0]?.toUpperCase() ?? ""}${type.slice(1)}`;

/** The records fields a block type's file declares: what its component gets as `records`, not as content. */
const recordFields = (type: BlockType): string[] => Object.keys(recordsOf(type)?.fields ?? {});

/** The source of the template for pages made of these block types. */
export function blockTemplateSource(
  types: readonly BlockType[],
  phoneActionBar = false,
): { name: string; source: string } {
  const sorted = [...new Set(types)].sort();
  const key = `${sorted.join(",")}${phoneActionBar ? "+phoneActionBar" : ""}`;
  const name = `block-page-${createHash("sha256").update(key).digest("hex").slice(0, 10)}`;
  const queryName = `BlockPage${name.slice("block-page-".length)}`;
  const imports = sorted.map((type) => `import { ${pascal(type)}Block } from "../../blocks/${pascal(type)}";`);
  const spreads = sorted.map(
    (type) => `      ... on ${pascal(type)}Block {\n        type\n        ...${pascal(type)}BlockFields\n      }`,
  );
  const bar = phoneActionBar ? ["PhoneActionBar"] : [];
  const source = `// Written by gatsby/content/block-templates.ts for pages made of: ${[...sorted, ...bar].join(", ")}. Do not edit.
import { graphql } from "gatsby";
import { blockPage, BlockPageHead } from "../../blocks/page";
${[...imports, ...bar.map(() => `import { PhoneActionBar } from "../../components/layout/PhoneActionBar";`)].join("\n")}

export default blockPage({ ${sorted.map((type) => `${type}: { component: ${pascal(type)}Block, records: ${JSON.stringify(recordFields(type))} }`).join(", ")} }${bar.length ? ", PhoneActionBar" : ""});

export const Head = BlockPageHead;

export const query = graphql\`
  query ${queryName}($id: String!) {
    blockPage(id: { eq: $id }) {
      ...BlockPageHead
      blocks {
${spreads.join("\n")}
      }
    }
  }
\`;
`;
  return { name, source };
}

/** Writes (when changed) the template for these block types; returns its absolute path. */
export function writeBlockTemplate(root: string, types: readonly BlockType[], phoneActionBar = false): string {
  const { name, source } = blockTemplateSource(types, phoneActionBar);
  const dir = path.join(root, GENERATED_TEMPLATES_DIR);
  const file = path.join(dir, `${name}.tsx`);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== source) writeFileSync(file, source);
  return file;
}
